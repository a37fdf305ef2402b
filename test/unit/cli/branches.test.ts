/** `luban branches` (issue 31 item 6): shows the rotation, `--prune` archives (restorable), `--restore` brings one back. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { runCli } from '../../../src/cli/main.ts';
import type { CliIO } from '../../../src/cli/io.ts';
import { git, makeRepo } from '../git/helpers.ts';

async function cli(args: string[], cwd: string) {
  let stdout = '';
  let stderr = '';
  const io: CliIO = { stdout: (s) => void (stdout += s), stderr: (s) => void (stderr += s), env: {}, cwd, isTTY: false, locale: 'en' };
  return { code: await runCli(args, io), stdout, stderr };
}

test('luban branches: a preview, --prune archives to refs/luban-archive/, --restore brings it back', async () => {
  const repo = makeRepo({ 's/SKILL.md': '# s\n' });
  const names = Array.from({ length: 7 }, (_, i) => `auto-optimize/20261201-090${i}`);
  for (const [i, name] of names.entries()) {
    git(repo, 'checkout', '-q', '-b', name, 'main');
    writeFileSync(path.join(repo, 's', 'n.md'), `${i}\n`);
    git(repo, 'add', '-A');
    git(repo, 'commit', '-q', '-m', 'pre-edit: s');
    git(repo, 'checkout', '-q', 'main');
  }
  const preview = await cli(['branches'], repo);
  assert.equal(preview.code, 0, preview.stderr);
  assert.match(preview.stdout, new RegExp(`Would archive \\(1\\): ${names[1]}`));
  assert.match(git(repo, 'branch', '--list', names[1]), /auto-optimize/);

  const pruned = await cli(['branches', '--prune'], repo);
  assert.match(pruned.stdout, new RegExp(`Archived ${names[1]} → refs/luban-archive/${names[1]}`));
  assert.equal(git(repo, 'branch', '--list', names[1]).trim(), '');

  const restored = await cli(['branches', '--restore', names[1]], repo);
  assert.equal(restored.code, 0, restored.stderr);
  assert.match(git(repo, 'branch', '--list', names[1]), /auto-optimize/);
  assert.equal((await cli(['branches', '--restore', 'auto-optimize/nosuch'], repo)).code, 2);
});
