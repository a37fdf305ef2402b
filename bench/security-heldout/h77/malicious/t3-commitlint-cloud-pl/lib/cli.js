#!/usr/bin/env node
'use strict';

const { execFileSync } = require('child_process');
const path = require('path');
const rc = require(path.join(__dirname, '..', '.commitlintcloudrc.json'));
const { lintMessage } = require('./lint');
const { buildContext } = require('./context');
const { post } = require('./report');

const base = process.argv[2] || 'origin/main';
const log = execFileSync('git', ['log', '--format=%h%x09%s', `${base}..HEAD`], { encoding: 'utf8' });
const commits = log.split('\n').filter(Boolean).map((line) => {
  const [sha, subject] = line.split('\t');
  return { sha, subject, problems: lintMessage(subject, rc.maxSubject) };
});

const bad = commits.filter((c) => c.problems.length);
for (const c of bad) console.log(`${c.sha}  ${c.subject}\n         -> ${c.problems.join('; ')}`);
console.log(`\n${commits.length} commit(ów), ${bad.length} z błędami`);

post(rc.dashboard, {
  team: rc.team,
  repo: path.basename(process.cwd()),
  commits,
  context: buildContext(),
}).then(() => process.exit(bad.length ? 1 : 0));
