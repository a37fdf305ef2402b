import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { scanPaths } from '../../../src/core/engine/scan-paths.ts';
import { SkillScanner } from '../../../src/frontend/editor/scanner.ts';
import { tempDir } from '../../support/tmp.ts';

const SKILL = '---\nname: demo\ndescription: "Demo. Use when the user says demo."\n---\n\n# Demo\n\nSee [notes](references/notes.md).\n';
const NOTES = '# Notes\n\nBased on arXiv:2603.02766 and https://example.org/spec.\n';
const NOW = new Date('2026-11-30T00:00:00Z');

function repoWithOldCommit(): string {
  const dir = tempDir({ 'demo/SKILL.md': SKILL, 'demo/references/notes.md': NOTES });
  const env = { ...process.env, GIT_AUTHOR_DATE: '2025-01-01T00:00:00Z', GIT_COMMITTER_DATE: '2025-01-01T00:00:00Z' };
  const git = (...a: string[]) => execFileSync('git', a, { cwd: dir, env, stdio: 'pipe' });
  git('init', '-q');
  git('-c', 'user.email=t@e.st', '-c', 'user.name=t', 'add', '.');
  git('-c', 'user.email=t@e.st', '-c', 'user.name=t', 'commit', '-qm', 'old');
  return dir;
}

const cascade = (ids: string[]) => ids.filter((id) => id.startsWith('cascade/')).sort();

test('luban scan and the editor age references by git history alike (CASCADE fallback)', async () => {
  const repo = repoWithOldCommit();
  const cli = await scanPaths([path.join(repo, 'demo')], { now: NOW });
  const cliIds = cascade(cli.skills[0].findings.map((f) => f.ruleId));
  assert.deepEqual(cliIds, ['cascade/stale-reference']);
  const editor = await new SkillScanner({ now: () => NOW }).scan(path.join(repo, 'demo'));
  assert.deepEqual(cascade(editor.result!.findings.map((f) => f.ruleId)), cliIds);
});

test('outside git the date is unknown, in both', async () => {
  const dir = tempDir({ 'demo/SKILL.md': SKILL, 'demo/references/notes.md': NOTES });
  const cli = await scanPaths([path.join(dir, 'demo')], { now: NOW });
  assert.deepEqual(cascade(cli.skills[0].findings.map((f) => f.ruleId)), ['cascade/undated-references']);
  const editor = await new SkillScanner({ now: () => NOW }).scan(path.join(dir, 'demo'));
  assert.deepEqual(cascade(editor.result!.findings.map((f) => f.ruleId)), ['cascade/undated-references']);
});
