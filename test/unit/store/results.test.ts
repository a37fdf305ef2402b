import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ResultsRow } from '../../../src/core/rules/types.ts';
import {
  RESULTS_COLUMNS,
  RESULTS_HEADER,
  appendResultsRow,
  formatResultsRow,
  parseResultsTsv,
  readResultsTsv,
  stamp,
} from '../../../src/core/formats/results.ts';

const ROW: ResultsRow = {
  timestamp: '2026-06-11T10:05',
  commit: 'a1b2c3d',
  skill: 'luban-slides',
  round: '1',
  old_score: '78',
  new_score: '84',
  status: 'keep',
  dim_changed: 'dim3',
  delta: '+6',
  note: '补充 fallback 三段式',
  eval_mode: 'full_test',
  judge_count: '2',
};

const SEED = [
  RESULTS_HEADER,
  '2026-06-11T10:00\tbaseline\tluban-slides\t0\t-\t78\tbaseline\t-\t-\t初始评估\tfull_test\t2',
  '2026-06-11T10:05\ta1b2c3d\tluban-slides\t1\t78\t84\tkeep\tdim3\t+6\t补充 fallback 三段式\tfull_test\t2',
  '2026-06-11T10:10\tb2c3d4e\tluban-slides\t2\t84\t82\trevert\tdim5\t-2\t过度细化，回滚\tdry_run\t1',
  '',
].join('\n');

function tempDir(): string {
  return mkdtempSync(path.join(tmpdir(), 'luban-results-'));
}

test('the 12-column header, in the seed order', () => {
  assert.equal(RESULTS_HEADER, 'timestamp\tcommit\tskill\tround\told_score\tnew_score\tstatus\tdim_changed\tdelta\tnote\teval_mode\tjudge_count');
  assert.equal(RESULTS_COLUMNS.length, 12);
});

test('parse the seed example: rows with their lines, not corrupt', () => {
  const p = parseResultsTsv(SEED);
  assert.equal(p.corrupt, false);
  assert.equal(p.hasHeader, true);
  assert.deepEqual(p.problems, []);
  assert.deepEqual(
    p.rows.map((r) => `${r.line} ${r.round} ${r.status} ${r.dim_changed} ${r.delta}`),
    ['2 0 baseline - -', '3 1 keep dim3 +6', '4 2 revert dim5 -2'],
  );
  assert.deepEqual({ ...p.rows[1], line: undefined }, { ...ROW, line: undefined });
});

test('parse tolerates BOM, CRLF and blank lines', () => {
  const p = parseResultsTsv('\ufeff' + SEED.replace(/\n/g, '\r\n').replace('\r\n2026-06-11T10:05', '\r\n\r\n2026-06-11T10:05'));
  assert.equal(p.corrupt, false);
  assert.deepEqual(
    p.rows.map((r) => r.line),
    [2, 4, 5],
  );
});

test('corruption is reported by line and readable rows survive', () => {
  const broken = parseResultsTsv(`${SEED}only\tthree\tcols\n${RESULTS_HEADER}\n`);
  assert.equal(broken.corrupt, true);
  assert.deepEqual(broken.problems, [
    { line: 5, detail: '3 columns instead of 12' },
    { line: 6, detail: 'header repeated in the middle of the file' },
  ]);
  assert.equal(broken.rows.length, 3);
  const notTsv = parseResultsTsv('round,score\n1,78\n');
  assert.equal(notTsv.corrupt, true);
  assert.deepEqual(
    notTsv.problems.map((p) => p.line),
    [1, 2],
  );
  assert.match(notTsv.problems[0].detail, /not TSV/);
  const binary = parseResultsTsv('\u0000\u0001PK\u0003');
  assert.equal(binary.corrupt, true);
  assert.deepEqual(binary.rows, []);
  assert.match(binary.problems[0].detail, /binary/);
  const noHeader = parseResultsTsv(SEED.split('\n').slice(1).join('\n'));
  assert.equal(noHeader.corrupt, true);
  assert.equal(noHeader.rows.length, 3);
  assert.equal(noHeader.problems[0].line, 1);
  assert.deepEqual(parseResultsTsv(''), { rows: [], problems: [], corrupt: false, hasHeader: false });
});

test('formatResultsRow: one line, tabs and newlines neutralised, empty → "-", round-trips', () => {
  const messy = { ...ROW, note: 'a\tb\nc', commit: '' };
  const line = formatResultsRow(messy);
  assert.equal(line.split('\t').length, 12);
  assert.ok(!line.includes('\n'));
  const back = parseResultsTsv(`${RESULTS_HEADER}\n${line}\n`).rows[0];
  assert.equal(back.note, 'a b c');
  assert.equal(back.commit, '-');
  assert.equal(formatResultsRow(ROW), SEED.split('\n')[2]);
});

test('readResultsTsv: missing is not corrupt; invalid UTF-8 is', async () => {
  const dir = tempDir();
  try {
    const missing = await readResultsTsv(dir);
    assert.equal(missing.exists, false);
    assert.equal(missing.corrupt, false);
    writeFileSync(path.join(dir, 'results.tsv'), Buffer.from([0xff, 0xfe, 0x41, 0x09]));
    const bad = await readResultsTsv(dir);
    assert.equal(bad.exists, true);
    assert.equal(bad.corrupt, true);
    assert.match(bad.problems[0].detail, /UTF-8/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('append: creates the file with its header, then appends without touching earlier bytes', async () => {
  const dir = tempDir();
  try {
    const file = path.join(dir, 'results.tsv');
    const first = await appendResultsRow(dir, { ...ROW, round: '0', status: 'baseline' });
    assert.equal(first.created, true);
    assert.match(first.notice!.en, /created it with the 12-column header/);
    assert.match(first.notice!.zh, /已新建并写入 12 列表头/);
    const before = readFileSync(file, 'utf8');
    assert.equal(before.split('\n')[0], RESULTS_HEADER);
    const second = await appendResultsRow(dir, ROW);
    assert.equal(second.created, false);
    assert.equal(second.notice, undefined);
    const after = readFileSync(file, 'utf8');
    assert.ok(after.startsWith(before));
    assert.equal(after, `${before}${formatResultsRow(ROW)}\n`);
    assert.deepEqual(readdirSync(dir), ['results.tsv']);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('append keeps CRLF files CRLF and adds a missing final newline', async () => {
  const dir = tempDir();
  try {
    const file = path.join(dir, 'results.tsv');
    writeFileSync(file, SEED.trimEnd().replace(/\n/g, '\r\n'));
    await appendResultsRow(dir, ROW);
    const text = readFileSync(file, 'utf8');
    assert.ok(text.endsWith(`\r\n${formatResultsRow(ROW)}\r\n`));
    assert.equal(parseResultsTsv(text).rows.length, 4);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('append to a corrupt file: backup .bak.YYYYMMDD-HHMM (never overwritten), rebuild, notice', async () => {
  const dir = tempDir();
  try {
    const file = path.join(dir, 'results.tsv');
    const corrupt = `${SEED}hand edited, no tabs\n`;
    writeFileSync(file, corrupt);
    const now = new Date(2026, 5, 11, 10, 5);
    assert.equal(stamp(now), '20260611-1005');
    const r = await appendResultsRow(dir, { ...ROW, round: '3' }, { now });
    assert.equal(r.backupPath, path.join(dir, 'results.tsv.bak.20260611-1005'));
    assert.equal(readFileSync(r.backupPath!, 'utf8'), corrupt);
    assert.deepEqual(r.problems, [{ line: 5, detail: '1 column instead of 12' }]);
    assert.match(r.notice!.en, /line 5: 1 column instead of 12.*backed up to results\.tsv\.bak\.20260611-1005.*3 readable row/);
    assert.match(r.notice!.zh, /已备份为 results\.tsv\.bak\.20260611-1005/);
    const rebuilt = parseResultsTsv(readFileSync(file, 'utf8'));
    assert.equal(rebuilt.corrupt, false);
    assert.deepEqual(
      rebuilt.rows.map((x) => x.round),
      ['0', '1', '2', '3'],
    );

    // Corrupt again in the same minute: a second backup name, the first one kept.
    writeFileSync(file, '\u0000binary');
    const again = await appendResultsRow(dir, ROW, { now });
    assert.equal(again.backupPath, path.join(dir, 'results.tsv.bak.20260611-1005-2'));
    assert.equal(readFileSync(path.join(dir, 'results.tsv.bak.20260611-1005'), 'utf8'), corrupt);
    assert.deepEqual(
      parseResultsTsv(readFileSync(file, 'utf8')).rows.map((x) => x.round),
      ['1'],
    );
    assert.deepEqual(readdirSync(dir).sort(), ['results.tsv', 'results.tsv.bak.20260611-1005', 'results.tsv.bak.20260611-1005-2']);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("rowOutOf: the scale of a row's scores — the out_of=N token, else a baseline's X/N, else unknown (never assumed /100)", async () => {
  const { rowOutOf, outOfToken, judgedBaseline, rowIsPartial } = await import('../../../src/core/formats/results.ts');
  const r = (status: string, note: string, over: Record<string, string> = {}) => ({
    timestamp: 't',
    commit: 'c',
    skill: 's',
    round: '1',
    old_score: '43.9',
    new_score: '44.1',
    status,
    dim_changed: 'dim3',
    delta: '+0.2',
    note,
    eval_mode: 'full_test',
    judge_count: '2',
    ...over,
  });
  assert.equal(outOfToken(76), 'out_of=76');
  // A round compared on 76 common points is on 76, whatever else the note says.
  assert.equal(rowOutOf(r('keep', 'edit; compared on 76 common points (dim8 left out); Δ +0.2 (noise ±1.1; of a difference ±1.6); out_of=76')), 76);
  assert.equal(rowOutOf(r('baseline', 'initial evaluation / 初始评估; static 15/29; lowest dim4 0; out_of=29')), 29);
  // Rows written before the token: a baseline's ratio; a round row's scale is unknown.
  assert.equal(rowOutOf(r('baseline', 'initial evaluation / 初始评估; 61.9/100; lowest dim3 4')), 100);
  assert.equal(rowOutOf(r('baseline', 'initial evaluation / 初始评估; static 15/29')), 29);
  assert.equal(rowOutOf(r('keep', 'edit for dim3; Δ +1.2 (noise ±1.4)')), undefined);
  assert.equal(rowOutOf(r('keep', 'the text says xout_of=5')), undefined, 'only a whole token counts');
  // Gates read only complete judged baselines.
  assert.equal(judgedBaseline(r('baseline', '61.9/100; out_of=100')), true);
  assert.equal(judgedBaseline(r('baseline', 'static 23/23; out_of=23', { eval_mode: 'static', judge_count: '0' })), false);
  assert.equal(judgedBaseline(r('baseline', '61.9/100; partial: dim10 not measured / 评分不完整：dim10 未测得; out_of=100')), false);
  assert.equal(rowIsPartial(r('baseline', 'initial; partial: dim8 not measured / x')), true);
  assert.equal(judgedBaseline(r('error', 'not scored: the model did not answer', { new_score: '-' })), false);
});
