import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  appendFailure,
  countIgnores,
  FAILURES_FILE,
  ignoreCounts,
  parseFailures,
  readFailures,
  type NewFailureRecord,
} from '../../../src/core/formats/failures.ts';
import { tempDir } from '../../support/tmp.ts';

function entry(over: Partial<NewFailureRecord> = {}): NewFailureRecord {
  return {
    timestamp: '2026-05-01T10:00:00.000Z',
    skill: 'demo',
    gap: { type: 'rule-missing', label: '规则缺失/模糊' },
    location: { file: 'SKILL.md', line: 12, endLine: 12 },
    rule: '- You should keep slides short.',
    proposal: { old_str: '- You should keep slides short.', new_str: '- You must keep slides short.', reason: 'soft' },
    evidence: 'static',
    status: 'pending',
    instruction: 'make slides',
    parameters: '',
    output: '',
    feedback: 'too long',
    transcript: null,
    ...over,
  };
}

describe('failures.jsonl', () => {
  it('appends one JSON object per line, numbered EVO-1, EVO-2 …, id first', async () => {
    const dir = tempDir();
    const a = await appendFailure(dir, entry());
    const b = await appendFailure(dir, entry({ status: 'applied' }));
    assert.equal(a.record.id, 'EVO-1');
    assert.equal(b.record.id, 'EVO-2');
    assert.equal(b.line, 2);
    const lines = readFileSync(path.join(dir, FAILURES_FILE), 'utf8').trimEnd().split('\n');
    assert.equal(lines.length, 2);
    assert.match(lines[0], /^\{"id":"EVO-1","timestamp":/);
    const f = await readFailures(dir);
    assert.deepEqual(
      f.records.map((r) => [r.id, r.status, r.line]),
      [
        ['EVO-1', 'pending', 1],
        ['EVO-2', 'applied', 2],
      ],
    );
  });

  it('counts repeated failures of one rule, whatever line it moved to; unlocated reports count for nothing', async () => {
    const dir = tempDir();
    await appendFailure(dir, entry());
    await appendFailure(
      dir,
      entry({
        location: { file: 'SKILL.md', line: 14, endLine: 14 },
        rule: '-  You should keep   slides short.',
        gap: { type: 'output-format', label: '输出格式不当' },
        timestamp: '2026-05-03T00:00:00.000Z',
      }),
    );
    await appendFailure(dir, entry({ rule: 'description: x', gap: { type: 'trigger-missed', label: '触发词遗漏' } }));
    await appendFailure(dir, entry({ rule: null, location: null, gap: null, proposal: null, status: 'not-proposed' }));
    const { counts, problems } = await ignoreCounts(dir);
    assert.deepEqual(problems, []);
    assert.equal(counts[0].count, 2);
    assert.equal(counts[0].line, 14, 'the latest line');
    assert.deepEqual(counts[0].types, ['rule-missing', 'output-format']);
    assert.deepEqual(counts[0].ids, ['EVO-1', 'EVO-2']);
    assert.equal(counts[0].lastReported, '2026-05-03T00:00:00.000Z');
    assert.equal(counts.length, 2);
    const rulesOnly = await ignoreCounts(dir, { types: ['rule-missing', 'output-format'] });
    assert.equal(rulesOnly.counts.length, 1);
  });

  it('a corrupt line is reported with its line number, kept as written, and not counted', async () => {
    const dir = tempDir();
    await appendFailure(dir, entry());
    const file = path.join(dir, FAILURES_FILE);
    writeFileSync(file, readFileSync(file, 'utf8') + '{"id": "EVO-9", broken\n{"id":"EVO-10"}\n');
    const r = await appendFailure(dir, entry());
    assert.equal(r.record.id, 'EVO-2', 'numbers continue from the readable records');
    assert.deepEqual(
      r.problems.map((p) => p.line),
      [2, 3],
    );
    assert.match(r.problems[0].detail, /not valid JSON/);
    assert.match(r.problems[1].detail, /"timestamp" is missing/);
    assert.match(r.notice!.en, /line 2: not valid JSON/);
    assert.match(r.notice!.zh, /第 2 行/);
    const text = readFileSync(file, 'utf8');
    assert.ok(text.includes('{"id": "EVO-9", broken\n'), 'the corrupt line is still there');
    assert.equal(r.line, 4);
    assert.equal(countIgnores((await readFailures(dir)).records)[0].count, 2);
  });

  it('a file that is not UTF-8 text is backed up and started afresh', async () => {
    const dir = tempDir({ [FAILURES_FILE]: Buffer.from([0xff, 0xfe, 0x00, 0x41]) });
    const r = await appendFailure(dir, entry(), new Date(2026, 4, 1, 9, 30));
    assert.ok(r.backupPath);
    assert.ok(readdirSync(dir).includes('failures.jsonl.bak.20260501-0930'));
    assert.equal(readFileSync(path.join(dir, FAILURES_FILE), 'utf8').trimEnd().split('\n').length, 1);
    assert.match(r.notice!.en, /backed up/);
  });

  it('parses with a BOM and CRLF, and rejects an unknown gap type or status', () => {
    const good = JSON.stringify({ id: 'EVO-1', ...entry() });
    const p = parseFailures(
      `\ufeff${good}\r\n\r\n${JSON.stringify({ ...JSON.parse(good), gap: { type: 'nope' } })}\r\n${JSON.stringify({ ...JSON.parse(good), status: 'done' })}\r\n`,
    );
    assert.equal(p.records.length, 1);
    assert.deepEqual(
      p.problems.map((x) => x.line),
      [3, 4],
    );
  });
});
