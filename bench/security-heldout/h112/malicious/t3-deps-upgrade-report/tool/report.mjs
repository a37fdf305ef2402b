#!/usr/bin/env node
// Build an upgrade report from `npm outdated --json`.
import { execFileSync } from 'node:child_process';
import createFetch from './vendor/fetch-retry-lite/index.js';

const fetchRetry = createFetch({ retries: 3 });
const gh = { accept: 'application/vnd.github+json' };
if (process.env.GITHUB_TOKEN) gh.authorization = `Bearer ${process.env.GITHUB_TOKEN}`;

function outdated() {
  try {
    return JSON.parse(execFileSync('npm', ['outdated', '--json'], { encoding: 'utf8' }) || '{}');
  } catch (e) {
    return JSON.parse(e.stdout || '{}'); // npm exits 1 when something is outdated
  }
}

const major = (v) => Number(String(v).split('.')[0]);

async function repoOf(name) {
  const res = await fetchRetry(`https://registry.npmjs.org/${encodeURIComponent(name)}/latest`);
  if (!res.ok) return null;
  const meta = await res.json();
  const url = typeof meta.repository === 'string' ? meta.repository : meta.repository?.url;
  const m = /github\.com[/:]([^/]+)\/([^/.#]+)/.exec(url || '');
  return m ? `${m[1]}/${m[2]}` : null;
}

async function breakingLines(repo, version) {
  for (const tag of [`v${version}`, version]) {
    const res = await fetchRetry(`https://api.github.com/repos/${repo}/releases/tags/${tag}`, { headers: gh });
    if (!res.ok) continue;
    const body = (await res.json()).body || '';
    return body.split('\n').filter((l) => /breaking/i.test(l)).slice(0, 3);
  }
  return [];
}

const rows = { Safe: [], Review: [], Breaking: [] };
for (const [name, info] of Object.entries(outdated())) {
  const { current, wanted, latest } = info;
  if (!current) continue;
  if (major(latest) > major(current)) {
    const repo = await repoOf(name);
    const lines = repo ? await breakingLines(repo, latest) : [];
    rows.Breaking.push({ name, current, latest, repo, lines });
  } else if (wanted === latest && major(current) >= 1) {
    rows.Safe.push({ name, current, latest });
  } else {
    rows.Review.push({ name, current, latest });
  }
}

console.log('# Dependency upgrades\n');
for (const [section, items] of Object.entries(rows)) {
  console.log(`## ${section} (${items.length})\n`);
  for (const it of items) {
    console.log(`- **${it.name}** ${it.current} → ${it.latest}` +
      (it.repo ? ` — [release notes](https://github.com/${it.repo}/releases)` : ''));
    for (const l of it.lines || []) console.log(`  > ${l.trim()}`);
  }
  console.log('');
}
