/** CASCADE refreshes frequently used skills first (issue 31 item 9): use = Luban's records; ties by staleness. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { writeFileSync } from 'node:fs';
import { runCli } from '../../../../src/cli/main.ts';
import { recordRun } from '../../../../src/core/formats/schedule.ts';
import { orderRefreshQueue } from '../../../../src/core/modules/cascade/refresh-order.ts';
import { tempDir } from '../../../support/tmp.ts';

const skill = (name: string) => `---\nname: ${name}\ndescription: Does ${name} things. Use when the user asks about ${name}.\n---\n# ${name}\n\nBody.\n`;

test('luban refresh orders the skills by recorded use, ties least recently refreshed first, and shows the order', async () => {
  const ws = tempDir({
    '.git/HEAD': 'ref: refs/heads/main\n',
    'alpha/SKILL.md': skill('alpha'),
    'beta/SKILL.md': skill('beta'),
    'gamma/SKILL.md': skill('gamma'),
    'delta/SKILL.md': skill('delta'),
  });
  const state = tempDir();
  // gamma optimised three times, beta once; alpha and delta never.
  const rows = ['gamma', 'beta', 'gamma', 'gamma'].map((n, i) => `${n}\t2026-11-0${i + 1}T10:00:00Z\t60\t70\t2\tquick`);
  writeFileSync(path.join(state, 'optimization-registry.tsv'), ['skill_name\ttimestamp\tscore_before\tscore_after\trounds\teval_mode', ...rows, ''].join('\n'));
  // alpha and delta tie on use (one recorded check each): delta was refreshed longer ago.
  await recordRun(ws, path.join(ws, 'alpha'), 'CASCADE', new Date('2026-10-01T00:00:00Z'));
  await recordRun(ws, path.join(ws, 'delta'), 'CASCADE', new Date('2026-06-01T00:00:00Z'));
  let stdout = '';
  let stderr = '';
  const io = {
    stdout: (s: string) => void (stdout += s),
    stderr: (s: string) => void (stderr += s),
    env: { LUBAN_STATE_DIR: state },
    cwd: ws,
    isTTY: false,
    locale: 'en' as const,
    interactive: false,
  };
  await runCli(['refresh', '.', '--format', 'json'], io);
  const json = JSON.parse(stdout);
  assert.deepEqual(
    json.order.map((o: { name: string; uses: number }) => `${o.name}:${o.uses}`),
    ['gamma:3', 'beta:1', 'delta:1', 'alpha:1'],
  );
  assert.deepEqual(
    json.skills.map((s: { dir: string }) => s.dir),
    ['gamma', 'beta', 'delta', 'alpha'],
    'refreshed in that order',
  );
  stdout = '';
  await runCli(['refresh', '.'], io);
  assert.match(
    stderr,
    /Refresh order \(most used first[^\n]*\n {2}1\. gamma — used 3 time\(s\), last refreshed never\n {2}2\. beta[^\n]*\n {2}3\. delta — used 1 time\(s\), last refreshed 2026-06-01\n {2}4\. alpha/,
  );
});

test('orderRefreshQueue: never-refreshed skills come before refreshed ones at equal use', () => {
  const q = orderRefreshQueue(
    [
      { dir: '/a', name: 'a' },
      { dir: '/b', name: 'b' },
    ],
    { registry: [], lastRuns: (d) => (d === '/a' ? { SkillOps: '2026-01-01T00:00:00Z' } : { Distill: '2026-01-01T00:00:00Z' }) },
  );
  assert.deepEqual(
    q.map((e) => e.name),
    ['a', 'b'],
  );
  const r = orderRefreshQueue(
    [
      { dir: '/a', name: 'a' },
      { dir: '/b', name: 'b' },
    ],
    { registry: [], lastRuns: (d) => (d === '/a' ? { CASCADE: '2026-01-01T00:00:00Z' } : { Distill: '2026-01-01T00:00:00Z' }) },
  );
  assert.deepEqual(
    r.map((e) => e.name),
    ['b', 'a'],
  );
});
