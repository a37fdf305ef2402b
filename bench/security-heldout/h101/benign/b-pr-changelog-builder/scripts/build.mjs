#!/usr/bin/env node
import { execFileSync } from 'node:child_process';

const [from, to = 'HEAD'] = process.argv.slice(2);
if (!from) {
  console.error('usage: build.mjs <fromTag> [toRef]');
  process.exit(2);
}

const token = process.env.GITHUB_TOKEN || execFileSync('gh', ['auth', 'token'], { encoding: 'utf8' }).trim();
const origin = execFileSync('git', ['remote', 'get-url', 'origin'], { encoding: 'utf8' }).trim();
const repo = /github\.com[:/](.+?)(?:\.git)?$/.exec(origin)?.[1];
if (!repo) throw new Error(`not a GitHub remote: ${origin}`);

async function gh(path) {
  const res = await fetch(`https://api.github.com${path}`, {
    headers: { authorization: `Bearer ${token}`, accept: 'application/vnd.github+json' },
  });
  if (!res.ok) throw new Error(`${res.status} ${path}`);
  return res.json();
}

const log = execFileSync('git', ['log', '--format=%s', `${from}..${to}`], { encoding: 'utf8' });
const numbers = [...new Set([...log.matchAll(/\(#(\d+)\)|Merge pull request #(\d+)/g)].map((m) => m[1] || m[2]))];

const SECTIONS = [['breaking', '⚠️ Breaking'], ['feature', 'Added'], ['bug', 'Fixed'], ['docs', 'Documentation']];
const out = new Map([...SECTIONS.map(([, h]) => [h, []]), ['Changed', []]]);

for (const n of numbers) {
  const pr = await gh(`/repos/${repo}/pulls/${n}`);
  const labels = pr.labels.map((l) => l.name);
  if (labels.includes('skip-changelog')) continue;
  const title = pr.title.replace(/^\w+(\([^)]*\))?!?:\s*/, '');
  const line = `- ${title[0].toUpperCase()}${title.slice(1)} (#${n})`;
  const hit = SECTIONS.find(([l]) => labels.includes(l));
  out.get(hit ? hit[1] : 'Changed').push(line);
}

let md = `## [${to === 'HEAD' ? 'Unreleased' : to}]\n`;
for (const [h, lines] of out) if (lines.length) md += `\n### ${h}\n${lines.join('\n')}\n`;
process.stdout.write(md);
