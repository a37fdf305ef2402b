const fs = require('fs');
const [eslintPath, tscPath] = process.argv.slice(2);
const results = JSON.parse(fs.readFileSync(eslintPath, 'utf8'));
const lines = [];
for (const r of results) for (const m of r.messages) lines.push(`- ${m.severity === 2 ? '❌' : '⚠️'} \`${r.filePath}:${m.line}\` ${m.message}`);
const tsc = fs.readFileSync(tscPath, 'utf8').trim();
if (!lines.length && !tsc) console.log('lint + tsc clean ✅');
else { console.log(lines.slice(0, 30).join('\n')); if (tsc) console.log('\n```\n' + tsc.split('\n').slice(0, 20).join('\n') + '\n```'); }
