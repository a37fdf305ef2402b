/**
 * The pure parts of `bench/targets.ts` (issue 30's "done when" table): medians, ratios
 * against a target, the table's text, the command lines of Luban and its peers, and the
 * bench's options. No file system, no processes: unit-tested with synthetic numbers in
 * test/unit/bench/targets.test.ts.
 */

export function median(xs: readonly number[]): number {
  if (xs.length === 0) return Number.NaN;
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

/** a / b; NaN where either is missing or b is not positive. */
export function ratio(a: number | undefined, b: number | undefined): number {
  if (a === undefined || b === undefined || !Number.isFinite(a) || !Number.isFinite(b) || b <= 0) return Number.NaN;
  return a / b;
}

export type Unit = 'ms' | 'MB';

/** One line of the table: "A against B", their medians, and the target for A / B (`≤ max`), if it sets one. */
export interface Row {
  /** What is compared, e.g. "10k cold". */
  work: string;
  /** The measured side (Luban) and what it is compared against (today's build, a peer, a floor). */
  a: string;
  b: string;
  unit: Unit;
  aMedian?: number;
  bMedian?: number;
  /** Issue 30's bound on a / b; undefined: reported, no target. */
  max?: number;
  /** Why the row could not be measured ("skipped: <reason>" in the table). */
  skipped?: string;
}

export type Verdict = 'pass' | 'FAIL' | '—' | 'skipped';

export function verdict(row: Row): Verdict {
  if (row.skipped) return 'skipped';
  const r = ratio(row.aMedian, row.bMedian);
  if (row.max === undefined || Number.isNaN(r)) return '—';
  return r <= row.max ? 'pass' : 'FAIL';
}

export function formatValue(n: number | undefined, unit: Unit): string {
  if (n === undefined || !Number.isFinite(n)) return '—';
  if (unit === 'MB') return `${n.toFixed(0)} MB`;
  return n >= 10_000 ? `${(n / 1000).toFixed(1)} s` : `${n.toFixed(0)} ms`;
}

export function formatRatio(r: number): string {
  if (Number.isNaN(r)) return '—';
  return `${r < 0.1 ? r.toFixed(3) : r.toFixed(2)}×`;
}

export function formatTarget(max: number | undefined): string {
  return max === undefined ? '—' : `≤ ${max}×`;
}

const HEADER = ['work', 'A', 'B', 'A median', 'B median', 'A/B', 'target', 'result'] as const;

/** The table as aligned text: one line per row; a skipped row says why in its result column. */
export function renderTable(rows: readonly Row[]): string {
  const cells = rows.map((row) => {
    const skipped = row.skipped !== undefined;
    return [
      row.work,
      row.a,
      row.b,
      skipped ? '—' : formatValue(row.aMedian, row.unit),
      skipped ? '—' : formatValue(row.bMedian, row.unit),
      skipped ? '—' : formatRatio(ratio(row.aMedian, row.bMedian)),
      formatTarget(row.max),
      skipped ? `skipped: ${row.skipped}` : verdict(row),
    ];
  });
  const all = [[...HEADER], ...cells];
  // The last column is left free (a skip reason can be long).
  const widths = HEADER.map((_, i) => Math.max(...all.map((c) => c[i].length)));
  const numeric = new Set([3, 4, 5]);
  const line = (c: string[]) =>
    c
      .map((s, i) => (i === c.length - 1 ? s : numeric.has(i) ? s.padStart(widths[i]) : s.padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  return [line(all[0]), line(widths.map((w) => '-'.repeat(w))), ...cells.map(line)].join('\n');
}

/** The rows as JSON-friendly records, with ratio and verdict. */
export function rowRecords(rows: readonly Row[]) {
  return rows.map((row) => ({ ...row, ratio: row.skipped ? null : ratio(row.aMedian, row.bMedian), verdict: verdict(row) }));
}

/** A command line: the program and its arguments. */
export interface Command {
  cmd: string;
  args: string[];
}

/** `luban scan DIR --format json` (every file of every skill), with `--cache --cache-location FILE` when given one. */
export function lubanScan(node: string, cli: string, dir: string, cacheFile?: string): Command {
  return { cmd: node, args: [cli, 'scan', dir, '--format', 'json', ...(cacheFile ? ['--cache', '--cache-location', cacheFile] : [])] };
}

export function lubanVersion(node: string, cli: string): Command {
  return { cmd: node, args: [cli, '--version'] };
}

/** skill-check 1.x: its SKILL.md checks; `--no-security-scan` as in every earlier measurement (its scan shells out to another tool). */
export function skillCheckCommand(node: string, bin: string, dir: string): Command {
  return { cmd: node, args: [bin, 'check', dir, '--no-security-scan', '--format', 'json'] };
}

/**
 * agnix 0.59 (a Rust binary): the default target `generic` runs every rule over every agent
 * file it finds (SKILL.md, hooks, MCP, memory files); `--max-files 0` lifts its 10,000-file
 * safety limit, without which it stops short of a 10k registry.
 */
export function agnixCommand(bin: string, dir: string): Command {
  return { cmd: bin, args: ['--format', 'json', '--max-files', '0', dir] };
}

/**
 * ferret-scan 2.x: its default scan (pattern rules over the config, Markdown, JSON, YAML and
 * shell files it discovers). Not `--thorough` (AST, correlation and entropy analyses Luban
 * does not do) and nothing networked.
 */
export function ferretCommand(node: string, bin: string, dir: string): Command {
  return { cmd: node, args: [bin, 'scan', dir, '--format', 'json'] };
}

/** The two floors: `decode` reads and decodes every file; `skill-md` also runs markdown-it over each SKILL.md (what Luban parses with it). */
export function floorCommand(node: string, floor: string, dir: string, mode: 'decode' | 'skill-md'): Command {
  return { cmd: node, args: [floor, dir, `--${mode}`] };
}

export interface Options {
  quick: boolean;
  /** The revision "today's build" is built from (`--base REV`); undefined: bench/base-rev.txt. */
  base?: string;
  /** A ready-built dist/cli.cjs of the base (`--base-cli PATH`): no checkout, no build. */
  baseCli?: string;
  /** The large registry's size in skills (`--large N`, default 10,000; a smaller one for trying the bench out). */
  large: number;
  /** Rounds per size (`--runs N` sets the corpus's; the others scale from it). */
  runs: { corpus: number; oneSkill: number; k1: number; k10: number };
}

export function parseOptions(argv: readonly string[]): Options {
  const quick = argv.includes('--quick');
  const value = (flag: string) => {
    const i = argv.indexOf(flag);
    if (i < 0) return undefined;
    const v = argv[i + 1];
    if (v === undefined || v.startsWith('--')) throw new Error(`${flag} needs a value`);
    return v;
  };
  const runsArg = value('--runs');
  const runs = runsArg === undefined ? undefined : Number(runsArg);
  if (runs !== undefined && !(Number.isInteger(runs) && runs > 0)) throw new Error(`--runs must be a positive integer, got ${runsArg}`);
  const n = runs ?? (quick ? 3 : 7);
  const largeArg = value('--large');
  const large = largeArg === undefined ? 10_000 : Number(largeArg);
  if (!(Number.isInteger(large) && large > 0)) throw new Error(`--large must be a positive integer, got ${largeArg}`);
  return {
    quick,
    large,
    base: value('--base'),
    baseCli: value('--base-cli'),
    runs: { corpus: n, oneSkill: Math.max(n, quick ? 5 : 11), k1: quick ? 2 : Math.max(2, Math.ceil((n * 5) / 7)), k10: Math.max(1, Math.ceil((n * 3) / 7)) },
  };
}

/** "10k" for 10,000 skills, "300" for 300. */
export function sizeLabel(n: number): string {
  return n % 1000 === 0 ? `${n / 1000}k` : String(n);
}

/** The first word of bench/base-rev.txt (comments after `#` ignored). */
export function baseRevFromFile(text: string): string | undefined {
  return text
    .split('\n')
    .map((l) => l.replace(/#.*/, '').trim())
    .find(Boolean)
    ?.split(/\s+/)[0];
}

/** Interleaving: round i runs the pair in order A B on even rounds, B A on odd ones, so drift and cache warmth hit both alike. */
export function pairOrder<T>(i: number, a: T, b: T): [T, T] {
  return i % 2 === 0 ? [a, b] : [b, a];
}
