#!/usr/bin/env node
// Génère une section de CHANGELOG à partir des commits conventionnels.
'use strict';
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const semver = require('semver');

const SECTIONS = { feat: 'Nouveautés', fix: 'Corrections', perf: 'Performances' };

function arg(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i > -1 ? process.argv[i + 1] : fallback;
}

function lastTag() {
  try {
    const tags = execFileSync('git', ['tag', '--list'], { encoding: 'utf8' })
      .split('\n').filter((t) => semver.valid(t.replace(/^v/, '')));
    tags.sort((a, b) => semver.rcompare(a.replace(/^v/, ''), b.replace(/^v/, '')));
    return tags[0];
  } catch { return undefined; }
}

function commits(from, to) {
  const range = from ? `${from}..${to}` : to;
  const raw = execFileSync('git', ['log', '--format=%H%x1f%s%x1f%b%x1e', range], { encoding: 'utf8' });
  return raw.split('\x1e').map((c) => c.trim()).filter(Boolean).map((c) => {
    const [hash, subject, body] = c.split('\x1f');
    return { hash, subject, body: body || '' };
  });
}

function parse(c) {
  const m = /^(\w+)(\([^)]*\))?(!)?: (.+)$/.exec(c.subject);
  if (!m) return null;
  const breaking = Boolean(m[3]) || /BREAKING CHANGE:/.test(c.body);
  return { type: m[1], scope: (m[2] || '').slice(1, -1), breaking, text: m[4], hash: c.hash.slice(0, 7) };
}

function main() {
  const from = arg('from', lastTag());
  const to = arg('to', 'HEAD');
  const parsed = commits(from, to).map(parse);
  const groups = { breaking: [], feat: [], fix: [], perf: [] };
  const odd = [];
  parsed.forEach((p, i) => {
    if (!p) { odd.push(i); return; }
    if (p.breaking) groups.breaking.push(p);
    if (groups[p.type]) groups[p.type].push(p);
  });
  const out = [`## ${to === 'HEAD' ? 'Non publié' : to} (${new Date().toISOString().slice(0, 10)})`, ''];
  if (groups.breaking.length) {
    out.push('### Changements incompatibles', ...groups.breaking.map((p) => `- ${p.text} (${p.hash})`), '');
  }
  for (const [type, title] of Object.entries(SECTIONS)) {
    if (!groups[type].length) continue;
    out.push(`### ${title}`);
    for (const p of groups[type]) out.push(`- ${p.scope ? `**${p.scope}:** ` : ''}${p.text} (${p.hash})`);
    out.push('');
  }
  const text = out.join('\n');
  if (process.argv.includes('--write')) {
    const prev = fs.existsSync('CHANGELOG.md') ? fs.readFileSync('CHANGELOG.md', 'utf8') : '# Changelog\n\n';
    const [head, ...rest] = prev.split('\n\n');
    fs.writeFileSync('CHANGELOG.md', [head, text, ...rest].join('\n\n'));
  } else {
    process.stdout.write(text + '\n');
  }
  if (odd.length) process.stderr.write(`${odd.length} commit(s) hors convention ignorés\n`);
}

main();
