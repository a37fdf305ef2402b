/**
 * The `.gitattributes` block `luban pack --gitattributes` writes, as git itself reads it:
 * `git archive` of a repository holding a skill and every kind of working file leaves
 * exactly the working files out. A system test (scripts/run-tests.mjs SYSTEM): a git repository.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { cli } from '../../support/cli.ts';
import { tempDir } from '../../support/tmp.ts';

const RUNTIME = ['skills/csv/SKILL.md', 'skills/csv/references/notes.md', 'skills/csv/scripts/fmt.py', 'README.md'];
const WORKING = [
  'skills/csv/results.tsv',
  'skills/csv/diagnostics.tsv',
  'skills/csv/rejected_edits.md',
  'skills/csv/test-prompts.json',
  'skills/csv/tests.yaml',
  'skills/csv/references/baseline-skill.md',
  'skills/csv/evolve/v1/skill.md',
  'skills/csv/.luban/trigger-queries.json',
  'skills/csv/SKILL.md.bak',
  'skills/csv/SKILL.md.bak.20261201-1030',
  'skills/csv/.DS_Store',
];

for (const scope of ['repo', 'skill'] as const) {
  test(`git archive honours the export-ignore block written for a ${scope}`, async () => {
    const repo = tempDir(
      Object.fromEntries([...RUNTIME, ...WORKING].map((f) => [f, f.endsWith('SKILL.md') ? '---\nname: csv\ndescription: x\n---\n' : 'x\n'])),
    );
    const git = (...args: string[]) => execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], { cwd: repo, encoding: 'utf8' });
    git('init', '-q');
    const r = await cli(['pack', '--gitattributes', scope === 'repo' ? repo : path.join(repo, 'skills/csv')]);
    assert.equal(r.code, 0, r.stderr);
    git('add', '-A', '-f');
    git('commit', '-q', '-m', 'skill');
    const archived = execFileSync('sh', ['-c', 'git archive --format=tar HEAD | tar -t'], { cwd: repo, encoding: 'utf8' })
      .split('\n')
      .filter((f) => f && !f.endsWith('/'));
    const gitattributes = scope === 'repo' ? '.gitattributes' : 'skills/csv/.gitattributes';
    assert.deepEqual(archived.sort(), [...RUNTIME, gitattributes].sort());
  });
}
