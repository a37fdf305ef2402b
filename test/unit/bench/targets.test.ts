// bench/targets-lib.ts: medians, ratios against issue 30's targets, the table's text, the peers' command lines and the bench's options (synthetic numbers only).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  agnixCommand,
  baseRevFromFile,
  ferretCommand,
  floorCommand,
  formatRatio,
  formatValue,
  lubanScan,
  lubanVersion,
  median,
  pairOrder,
  parseOptions,
  ratio,
  renderTable,
  type Row,
  rowRecords,
  sizeLabel,
  skillCheckCommand,
  verdict,
} from '../../../bench/targets-lib.ts';

describe('bench targets: numbers', () => {
  it('takes the median of odd and even samples without reordering its input', () => {
    const xs = [5, 1, 3];
    assert.equal(median(xs), 3);
    assert.deepEqual(xs, [5, 1, 3]);
    assert.equal(median([4, 1, 3, 2]), 2.5);
    assert.ok(Number.isNaN(median([])));
  });

  it('gives no ratio where a side is missing or the divisor is not positive', () => {
    assert.equal(ratio(3, 4), 0.75);
    assert.ok(Number.isNaN(ratio(undefined, 4)));
    assert.ok(Number.isNaN(ratio(3, 0)));
    assert.ok(Number.isNaN(ratio(3, Number.NaN)));
  });

  it('passes a ratio at or under the target, fails one over it, and judges nothing without a target or when skipped', () => {
    const row = (a: number, b: number, max?: number, skipped?: string): Row => ({
      work: 'w',
      a: 'A',
      b: 'B',
      unit: 'ms',
      aMedian: a,
      bMedian: b,
      max,
      skipped,
    });
    assert.equal(verdict(row(75, 100, 0.75)), 'pass');
    assert.equal(verdict(row(76, 100, 0.75)), 'FAIL');
    assert.equal(verdict(row(300, 100)), '—');
    assert.equal(verdict(row(1, 100, 0.1, 'agnix not installed')), 'skipped');
  });

  it('formats times, sizes and ratios', () => {
    assert.equal(formatValue(1806.4, 'ms'), '1806 ms');
    assert.equal(formatValue(49_012, 'ms'), '49.0 s');
    assert.equal(formatValue(371.6, 'MB'), '372 MB');
    assert.equal(formatValue(undefined, 'ms'), '—');
    assert.equal(formatRatio(0.0912), '0.091×');
    assert.equal(formatRatio(2.456), '2.46×');
    assert.equal(formatRatio(Number.NaN), '—');
  });
});

describe('bench targets: the table', () => {
  const rows: Row[] = [
    { work: 'corpus cold', a: 'luban', b: "today's build", unit: 'ms', aMedian: 1200, bMedian: 1800, max: 0.75 },
    { work: '10k cold', a: 'luban', b: 'agnix', unit: 'ms', aMedian: 30_000, bMedian: 10_000, max: 2.5 },
    { work: '1k peak RSS', a: 'warm --cache', b: 'skill-check cold', unit: 'MB', aMedian: 100, bMedian: 128, max: 1 },
    { work: 'corpus floor', a: 'luban', b: 'read + decode', unit: 'ms', aMedian: 1200, bMedian: 200 },
    { work: '10k cold', a: 'luban', b: 'ferret-scan', unit: 'ms', skipped: 'ferret-scan install failed: offline' },
  ];

  it('prints each row with both medians, the ratio, the target and the verdict, aligned under a header', () => {
    const lines = renderTable(rows).split('\n');
    assert.equal(lines.length, 2 + rows.length);
    assert.match(lines[0], /^work\s+A\s+B\s+A median\s+B median\s+A\/B\s+target\s+result$/);
    assert.match(lines[1], /^-+( +-+){7}$/);
    assert.match(lines[2], /corpus cold\s+luban\s+today's build\s+1200 ms\s+1800 ms\s+0\.67×\s+≤ 0\.75×\s+pass$/);
    assert.match(lines[3], /10k cold\s+luban\s+agnix\s+30\.0 s\s+10\.0 s\s+3\.00×\s+≤ 2\.5×\s+FAIL$/);
    assert.match(lines[4], /1k peak RSS\s+warm --cache\s+skill-check cold\s+100 MB\s+128 MB\s+0\.78×\s+≤ 1×\s+pass$/);
    assert.match(lines[5], /corpus floor\s+luban\s+read \+ decode\s+1200 ms\s+200 ms\s+6\.00×\s+—\s+—$/);
    assert.match(lines[6], /ferret-scan\s+—\s+—\s+—\s+—\s+skipped: ferret-scan install failed: offline$/);
    // The "target" column starts at the same offset on every line.
    const at = lines[0].indexOf('target');
    for (const l of lines.slice(2, 6)) assert.ok(/^(≤|—)/.test(l.slice(at)), l);
  });

  it('records ratio and verdict for the JSON results', () => {
    const [first, , , , last] = rowRecords(rows);
    assert.equal(first.ratio, 1200 / 1800);
    assert.equal(first.verdict, 'pass');
    assert.equal(last.ratio, null);
    assert.equal(last.verdict, 'skipped');
  });
});

describe('bench targets: command lines and options', () => {
  it('runs Luban and each peer with the flags that make them do comparable work', () => {
    assert.deepEqual(lubanScan('node', 'dist/cli.cjs', '/r'), { cmd: 'node', args: ['dist/cli.cjs', 'scan', '/r', '--format', 'json'] });
    assert.deepEqual(lubanScan('node', 'dist/cli.cjs', '/r', '/t/c').args.slice(-3), ['--cache', '--cache-location', '/t/c']);
    assert.deepEqual(lubanVersion('node', 'cli'), { cmd: 'node', args: ['cli', '--version'] });
    assert.deepEqual(skillCheckCommand('node', 'sc.js', '/r').args, ['sc.js', 'check', '/r', '--no-security-scan', '--format', 'json']);
    assert.deepEqual(agnixCommand('/p/agnix', '/r'), { cmd: '/p/agnix', args: ['--format', 'json', '--max-files', '0', '/r'] });
    assert.deepEqual(ferretCommand('node', 'ferret.js', '/r').args, ['ferret.js', 'scan', '/r', '--format', 'json']);
    assert.deepEqual(floorCommand('node', 'floor.mjs', '/r', 'decode').args, ['floor.mjs', '/r', '--decode']);
    assert.deepEqual(floorCommand('node', 'floor.mjs', '/r', 'skill-md').args, ['floor.mjs', '/r', '--skill-md']);
  });

  it('names registry sizes by thousands where they are whole thousands', () => {
    assert.equal(sizeLabel(10_000), '10k');
    assert.equal(sizeLabel(1000), '1k');
    assert.equal(sizeLabel(300), '300');
  });

  it('reads --quick, --base, --base-cli, --runs and --large', () => {
    const full = parseOptions([]);
    assert.equal(full.quick, false);
    assert.deepEqual(full.runs, { corpus: 7, oneSkill: 11, k1: 5, k10: 3 });
    const quick = parseOptions(['--quick', '--base', 'abc123', '--base-cli', '/tmp/b/cli.cjs']);
    assert.equal(quick.quick, true);
    assert.equal(quick.base, 'abc123');
    assert.equal(quick.baseCli, '/tmp/b/cli.cjs');
    assert.deepEqual(quick.runs, { corpus: 3, oneSkill: 5, k1: 2, k10: 2 });
    assert.equal(full.large, 10_000);
    assert.equal(parseOptions(['--large', '300']).large, 300);
    assert.throws(() => parseOptions(['--large', 'x']), /positive integer/);
    assert.equal(parseOptions(['--runs', '1']).runs.k1, 2);
    assert.throws(() => parseOptions(['--runs', '0']), /positive integer/);
    assert.throws(() => parseOptions(['--base']), /needs a value/);
  });

  it('takes the base revision from the first word of bench/base-rev.txt, past comments', () => {
    assert.equal(baseRevFromFile('# the commit before issue 30\n0485b71  # today\n'), '0485b71');
    assert.equal(baseRevFromFile('\n  # nothing\n'), undefined);
  });

  it('alternates the order of a pair from round to round', () => {
    assert.deepEqual(pairOrder(0, 'a', 'b'), ['a', 'b']);
    assert.deepEqual(pairOrder(1, 'a', 'b'), ['b', 'a']);
  });
});
