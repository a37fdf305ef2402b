/** The real-model suite (test/model/harness.ts): optimize quick. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseResultsTsv } from '../../src/core/formats/results.ts';
import { git, makeRepo } from '../unit/git/helpers.ts';
import { COMMAND_LIMIT_MS, luban, modelFlags, report, ROOT, useLocalModel } from './harness.ts';

useLocalModel();
const BUDGET = 2;

test('optimize --mode quick --max-rounds 1 --yes --yes-stop (the Phase 0.5 test prompts are a 🛑 STOP): SKILL.md wholly old or a kept edit that passes the checks; results.tsv well formed', async () => {
  const repo = makeRepo();
  cpSync(path.join(ROOT, 'examples/skills/weekly-report'), path.join(repo, 'skills/weekly-report'), { recursive: true });
  git(repo, 'add', '-A');
  git(repo, 'commit', '-q', '-m', 'skills');
  const skill = path.join(repo, 'skills/weekly-report');
  const original = readFileSync(path.join(skill, 'SKILL.md'), 'utf8');
  const run = await luban(['optimize', 'skills/weekly-report', '--mode', 'quick', '--max-rounds', '1', '--yes', '--yes-stop', ...modelFlags(BUDGET)], repo);
  report('optimize --mode quick weekly-report', run);
  assert.equal(run.code, 0, run.stderr);
  assert.ok(run.ms < COMMAND_LIMIT_MS, `took ${run.ms} ms`);
  assert.ok(run.served.length >= 1 && run.served.length <= BUDGET, `${run.served.length} requests, budget ${BUDGET}`);
  assert.match(run.stdout, /^Luban optimisation report \(Quick mode\)/);

  const tsv = readFileSync(path.join(skill, 'results.tsv'), 'utf8');
  const parsed = parseResultsTsv(tsv);
  assert.deepEqual(parsed.problems, [], 'results.tsv has malformed rows');
  assert.equal(parsed.hasHeader, true);
  assert.ok(parsed.rows.length >= 1, 'no row in results.tsv');

  const now = readFileSync(path.join(skill, 'SKILL.md'), 'utf8');
  const kept = parsed.rows.some((r) => r.status === 'keep');
  if (!kept) {
    assert.equal(now, original, 'no kept round, yet SKILL.md changed');
    return;
  }
  // A kept edit: within the size limit, and the static checks still run on it.
  assert.ok(now.length <= original.length * 1.5, 'the kept edit grew SKILL.md over 150 %');
  const scan = await luban(['scan', skill, '--format', 'json'], repo);
  assert.notEqual(scan.code, 2, scan.stderr);
  const findings = (JSON.parse(scan.stdout) as { skills: Array<{ findings: Array<{ module: string; severity: string }> }> }).skills[0].findings;
  assert.deepEqual(
    findings.filter((f) => f.module === 'Sentinel' && f.severity === 'error'),
    [],
    'the kept edit has a Sentinel error',
  );
});
