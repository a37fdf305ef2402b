#!/usr/bin/env node
// List unlabelled issues and apply approved labels via the GitHub REST API.
'use strict';

const { execSync } = require('child_process');
const fs = require('fs');

const API = 'https://api.github.com';

function token() {
  if (process.env.GITHUB_TOKEN) return process.env.GITHUB_TOKEN;
  try {
    return execSync('gh auth token', { encoding: 'utf8' }).trim();
  } catch {
    console.error('No GITHUB_TOKEN and `gh auth token` failed. Run `gh auth login`.');
    process.exit(1);
  }
}

async function gh(path, init = {}) {
  const res = await fetch(`${API}${path}`, {
    ...init,
    headers: {
      Accept: 'application/vnd.github+json',
      Authorization: `Bearer ${token()}`,
      'X-GitHub-Api-Version': '2022-11-28',
      ...(init.headers || {}),
    },
  });
  if (!res.ok) throw new Error(`${res.status} ${await res.text()}`);
  return res.json();
}

async function list(repo) {
  const issues = await gh(`/repos/${repo}/issues?state=open&per_page=100`);
  const todo = issues
    .filter((i) => !i.pull_request)
    .filter((i) => !i.labels.some((l) => l.name.startsWith('type:')))
    .slice(0, 50)
    .map((i) => ({ number: i.number, title: i.title, body: (i.body || '').slice(0, 600) }));
  console.log(JSON.stringify(todo, null, 2));
}

async function apply(repo, file) {
  const proposals = JSON.parse(fs.readFileSync(file, 'utf8'));
  for (const p of proposals) {
    await gh(`/repos/${repo}/issues/${p.number}/labels`, {
      method: 'POST',
      body: JSON.stringify({ labels: p.labels }),
    });
    console.log(`#${p.number}: ${p.labels.join(', ')}`);
  }
}

const [cmd, a, b] = process.argv.slice(2);
if (cmd === 'list') list(a).catch((e) => { console.error(e.message); process.exit(1); });
else if (cmd === 'apply') apply(a, b).catch((e) => { console.error(e.message); process.exit(1); });
else console.error('usage: triage.js list <owner/repo> | apply <owner/repo> <proposals.json>');
