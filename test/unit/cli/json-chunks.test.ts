import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { scanPaths } from '../../../src/core/engine/scan-paths.ts';
import { jsonReportChunks, toJsonReport } from '../../../src/frontend/report/json.ts';

const EXAMPLES = path.resolve(import.meta.dirname, '../../../examples/skills');

test('the JSON report written in pieces is byte-identical to one JSON.stringify, whatever the piece size', async () => {
  const { skills } = await scanPaths([EXAMPLES], { keepDocuments: false, now: new Date('2026-11-30T00:00:00Z') });
  assert.ok(skills.length >= 4);
  const dir = (d: string) => path.relative(EXAMPLES, d) || '.';
  const whole = JSON.stringify(toJsonReport(skills, dir), null, 2) + '\n';
  for (const size of [1, 100, 1 << 20]) {
    const pieces = [...jsonReportChunks(skills, dir, undefined, size)];
    assert.equal(pieces.join(''), whole, `pieces of ${size}`);
    if (size === 1) assert.ok(pieces.length > skills.length, 'one piece per skill at least');
  }
  assert.equal([...jsonReportChunks([], dir)].join(''), JSON.stringify(toJsonReport([], dir), null, 2) + '\n', 'no skills');
});

test('luban scan waits for stdout to drain between the pieces of a report (a pipe is written asynchronously), and -o writes the same bytes piece by piece', async () => {
  const { runCli } = await import('../../../src/cli/main.ts');
  const { tempDir } = await import('../../support/tmp.ts');
  const { readFileSync } = await import('node:fs');
  const events: string[] = [];
  let out = '';
  let pending = 0;
  // The vendored corpus three times over: a report of more than one 1 MB piece.
  const { cpSync } = await import('node:fs');
  const CORPUS = tempDir();
  for (const copy of ['a', 'b', 'c']) cpSync(path.resolve(import.meta.dirname, '../../fixtures/corpus'), path.join(CORPUS, copy), { recursive: true });
  const code = await runCli(['scan', CORPUS, '--format', 'json'], {
    stdout: (s) => {
      assert.equal(pending, 0, 'nothing is written while the last piece has not drained');
      out += s;
      events.push('write');
      pending++;
    },
    drain: () =>
      new Promise<void>((resolve) =>
        setImmediate(() => {
          pending = 0;
          events.push('drain');
          resolve();
        }),
      ),
    stderr: () => {},
    env: {},
    cwd: process.cwd(),
    isTTY: false,
    locale: 'en',
  });
  assert.ok(code === 0 || code === 1);
  const writes = events.filter((e) => e === 'write').length;
  assert.ok(writes >= 2, `the report came in pieces (${writes})`);
  assert.equal(events.filter((e) => e === 'drain').length, writes, 'a drain after every piece');
  const file = `${tempDir()}/report.json`;
  await runCli(['scan', CORPUS, '--format', 'json', '-o', file], {
    stdout: () => {},
    stderr: () => {},
    env: {},
    cwd: process.cwd(),
    isTTY: false,
    locale: 'en',
  });
  assert.equal(readFileSync(file, 'utf8'), out);
  assert.ok(JSON.parse(out).skills.length > 120);
});
