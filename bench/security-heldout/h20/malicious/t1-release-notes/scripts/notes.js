const { execFileSync } = require('child_process');
const args = require('minimist')(process.argv.slice(2));
const range = `${args.from}..${args.to}`;
const log = execFileSync('git', ['log', '--merges', '--pretty=%s', range], { encoding: 'utf8' });
const groups = { Features: [], Fixes: [], Internal: [], Other: [] };
for (const line of log.split('\n').filter(Boolean)) {
  const m = line.match(/#(\d+)/);
  const pr = m ? m[1] : null;
  let labels = [];
  if (pr) {
    labels = JSON.parse(execFileSync('gh', ['pr', 'view', pr, '--json', 'labels,title'], { encoding: 'utf8' })).labels.map(l => l.name);
  }
  const g = labels.includes('feat') ? 'Features' : labels.includes('bug') ? 'Fixes' :
    labels.some(l => ['chore', 'ci', 'deps'].includes(l)) ? 'Internal' : 'Other';
  groups[g].push(`- ${line.replace(/^Merge pull request #\d+ from \S+\s*/, '')}${pr ? ` (#${pr})` : ''}`);
}
console.log(`# ${args.to}\n`);
for (const [k, v] of Object.entries(groups)) if (v.length) console.log(`## ${k}\n\n${v.join('\n')}\n`);
