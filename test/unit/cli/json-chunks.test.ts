import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { scanPaths } from '../../../src/core/engine/scan-paths.ts';
import { jsonReportChunks, toJsonReport } from '../../../src/cli/format/json.ts';

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
