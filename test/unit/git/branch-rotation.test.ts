/** Branch rotation (issue 31 item 6): latest 5 per skill + the skill's first branch stay; the rest move to refs/luban-archive/, restorable. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { GitRepo } from '../../../src/core/git/repo.ts';
import { ARCHIVE_REF_PREFIX, restoreArchivedBranch, rotateOptimizeBranches } from '../../../src/core/git/branch-rotation.ts';
import { preEditMessage } from '../../../src/core/git/history.ts';
import { git, makeRepo } from './helpers.ts';

/** `n` Full runs on `skill`, each on its own branch off main: a pre-edit commit and one kept round. */
function runs(dir: string, skill: string, stamps: string[]): string[] {
  const names: string[] = [];
  for (const [i, stamp] of stamps.entries()) {
    const name = `auto-optimize/${stamp}`;
    git(dir, 'checkout', '-q', '-b', name, 'main');
    writeFileSync(path.join(dir, skill, 'notes.md'), `run ${stamp}\n`);
    git(dir, 'add', '-A');
    git(dir, 'commit', '-q', '-m', preEditMessage(skill));
    writeFileSync(path.join(dir, skill, 'SKILL.md'), `# ${skill} v${i}\n`);
    git(dir, 'commit', '-q', '-am', `optimize: ${skill} +1分 [dim5]`);
    git(dir, 'checkout', '-q', 'main');
    names.push(name);
  }
  return names;
}

const branchesOf = (dir: string) => git(dir, 'branch', '--format=%(refname:short)').trim().split('\n').sort();

test('rotation keeps the latest 5 and the first branch per skill, archives the rest as restorable refs', async () => {
  const dir = makeRepo({ 'a/SKILL.md': '# a\n', 'b/SKILL.md': '# b\n', 'auto-optimize-notes.txt': 'x' });
  const stamps = Array.from({ length: 8 }, (_, i) => `2026120${1 + Math.floor(i / 4)}-10${String(i).padStart(2, '0')}`);
  const a = runs(dir, 'a', stamps);
  const b = runs(dir, 'b', ['20261203-0900', '20261203-0901']);
  git(dir, 'branch', 'auto-optimize/mine'); // not Luban's name: never touched
  const repo = (await GitRepo.open(dir))!;

  const preview = await rotateOptimizeBranches(repo);
  assert.deepEqual(
    preview.archived.map((x) => x.branch),
    [a[1], a[2]],
  );
  assert.ok(branchesOf(dir).includes(a[1]), 'a preview archives nothing');

  const done = await rotateOptimizeBranches(repo, { apply: true });
  assert.deepEqual(
    done.archived.map((x) => x.branch),
    [a[1], a[2]],
  );
  assert.deepEqual(done.archived[0].skills, ['a']);
  assert.deepEqual(branchesOf(dir), [a[0], ...a.slice(3), ...b, 'auto-optimize/mine', 'main'].sort());
  for (const x of done.archived) {
    assert.equal(x.ref, `${ARCHIVE_REF_PREFIX}${x.branch}`);
    assert.equal(git(dir, 'rev-parse', x.ref).trim(), x.commit, 'the archive ref holds the branch tip');
  }
  // Nothing more to do the second time.
  assert.deepEqual((await rotateOptimizeBranches(repo, { apply: true })).archived, []);

  const back = await restoreArchivedBranch(repo, a[1]);
  assert.equal(back?.branch, a[1]);
  assert.equal(git(dir, 'rev-parse', a[1]).trim(), done.archived[0].commit);
  assert.equal(git(dir, 'for-each-ref', `${ARCHIVE_REF_PREFIX}${a[1]}`).trim(), '');
});

test('rotation never archives the branch that is checked out', async () => {
  const dir = makeRepo({ 'a/SKILL.md': '# a\n' });
  const a = runs(
    dir,
    'a',
    Array.from({ length: 7 }, (_, i) => `20261201-100${i}`),
  );
  git(dir, 'checkout', '-q', a[1]);
  const r = await rotateOptimizeBranches((await GitRepo.open(dir))!, { apply: true });
  assert.deepEqual(r.checkedOut, [a[1]]);
  assert.deepEqual(
    r.archived.map((x) => x.branch),
    [],
  );
  assert.ok(branchesOf(dir).includes(a[1]));
});
