/**
 * `luban slim --apply` (issue 12 item 4): the plan covers every bundled file, then each
 * item with an automatic change is previewed and asked (y / s / q), `--yes` applies them
 * all, and without a terminal nothing is changed. Removed files are recoverable.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { runCli } from '../../../src/cli/main.ts';
import { tempDir } from '../../support/tmp.ts';

const FM = '---\nname: kit\ndescription: Builds a press kit. Use when the user asks for "a press kit".\n---\n';

function kit(): string {
  const bin = Buffer.alloc(300_000, 7);
  bin[0] = 0;
  return path.join(
    tempDir({
      'kit/SKILL.md':
        FM + '\n# Kit\n\n## Workflow\n\n1. Read references/tone.md.\n2. Run `scripts/build.py`.\n\n## [2023-02-01] Update\n\nThe 2022 layout notes.\n',
      'kit/references/tone.md': '# Tone\n',
      'kit/scripts/build.py': 'print(1)\n',
      'kit/scripts/unused.py': 'print(2)\n',
      'kit/assets/old-video.bin': bin,
    }),
    'kit',
  );
}

async function run(args: string[], cwd: string, answers?: string[]) {
  let stdout = '';
  let stderr = '';
  const asked: string[] = [];
  const code = await runCli(args, {
    stdout: (s) => void (stdout += s),
    stderr: (s) => void (stderr += s),
    env: {},
    cwd,
    isTTY: false,
    locale: 'en',
    interactive: answers !== undefined,
    ask: async (q) => {
      asked.push(q);
      return answers?.shift() ?? '';
    },
  });
  return { code, stdout, stderr, asked };
}

test('slim --apply without a terminal and without --yes changes nothing and names the flag', async () => {
  const dir = kit();
  const r = await run(['slim', '.', '--apply'], dir);
  assert.match(r.stdout, /Bundled: 5 file\(s\)/);
  assert.match(r.stderr, /no terminal to ask on; nothing was changed\. Re-run with --yes/);
  assert.ok(existsSync(path.join(dir, 'assets/old-video.bin')));
  assert.equal(existsSync(path.join(dir, '.luban')), false);
});

test('slim --apply on a terminal: y applies, s skips, q stops; each item is previewed first', async () => {
  const dir = kit();
  const r = await run(['slim', '.', '--apply'], dir, ['y', 's', 'q']);
  assert.equal(r.asked.length, 3);
  assert.match(r.asked[0], /^Apply item 1\? \[y\]es \/ \[s\]kip \/ \[q\]uit/);
  // Item 1 (P0, unreferenced binary) previewed as a move, then applied.
  assert.match(
    r.stderr,
    /🔴 CHECKPOINT \(1\/3\) — slim plan item 1: P0 assets\/old-video\.bin\nMove `assets\/old-video\.bin` \(293\.0 KB\) to `\.luban\/slim-backups\/\d{8}-\d{4}\/assets\/old-video\.bin`/,
  );
  assert.equal(existsSync(path.join(dir, 'assets/old-video.bin')), false);
  const stamp = readdirSync(path.join(dir, '.luban/slim-backups'))[0];
  assert.equal(readFileSync(path.join(dir, '.luban/slim-backups', stamp, 'assets/old-video.bin')).length, 300_000);
  // Item 2 (scripts/unused.py) skipped: still there. Item 3 (the dated section, shown as a diff) not applied: quit.
  assert.ok(existsSync(path.join(dir, 'scripts/unused.py')));
  // Numbers stay those of the plan as printed, though the plan is made again after item 1.
  assert.match(r.stderr, /🔴 CHECKPOINT \(2\/3\) — slim plan item 2: P0 scripts\/unused\.py\n/);
  assert.match(r.stderr, /🔴 CHECKPOINT \(3\/3\) — slim plan item 3: P3 SKILL\.md\n/);
  assert.match(r.stderr, /^-## \[2023-02-01\] Update$/m);
  assert.match(readFileSync(path.join(dir, 'SKILL.md'), 'utf8'), /2023-02-01/);
  assert.match(
    r.stderr,
    /kit: 1 applied, 1 skipped, 0 changed on disk \(left alone\)\.\nRemoved files are in .*\.luban\/slim-backups\/\d{8}-\d{4} \(move them back to restore\)\./,
  );
});

test('slim --apply --yes applies every item that has an automatic change; the plan afterwards has nothing left to apply', async () => {
  const dir = kit();
  const r = await run(['slim', '.', '--apply', '--yes'], dir);
  assert.match(r.stderr, /kit: 3 applied, 0 skipped/);
  assert.equal(existsSync(path.join(dir, 'assets/old-video.bin')), false);
  assert.equal(existsSync(path.join(dir, 'scripts/unused.py')), false);
  assert.doesNotMatch(readFileSync(path.join(dir, 'SKILL.md'), 'utf8'), /2023-02-01/);
  assert.match(readFileSync(path.join(dir, 'archive/SKILL.md'), 'utf8'), /## \[2023-02-01\] Update/);
  const again = await run(['slim', '.'], dir);
  assert.match(again.stdout, /Nothing to slim/);
});
