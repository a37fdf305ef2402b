/**
 * The edit limits of one round (seed v3 原则 6 文本学习率预算 and 约束规则 4):
 * - characters changed ≤ 10% of SKILL.md before the edit (Levenshtein distance, measured
 *   on the changed middle after the common prefix and suffix are set aside, so it
 *   stays cheap on long files);
 * - the edited SKILL.md ≤ 150% of its size at the start of the run.
 * Lengths count UTF-16 code units, as editors do.
 */
import { distance } from 'fastest-levenshtein';

export const CHAR_BUDGET = 0.1;
export const SIZE_CAP = 1.5;

export function changedChars(a: string, b: string): number {
  let start = 0;
  const max = Math.min(a.length, b.length);
  while (start < max && a.charCodeAt(start) === b.charCodeAt(start)) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a.charCodeAt(endA - 1) === b.charCodeAt(endB - 1)) {
    endA--;
    endB--;
  }
  const midA = a.slice(start, endA);
  const midB = b.slice(start, endB);
  if (!midA.length || !midB.length) return midA.length + midB.length;
  return distance(midA, midB);
}

export interface BudgetCheck {
  ok: boolean;
  changed: number;
  /** Characters allowed (10% of the pre-edit size). */
  limit: number;
  size: number;
  /** Largest size allowed (150% of the original). */
  cap: number;
  overBudget: boolean;
  overSize: boolean;
}

export function checkEditBudget(before: string, after: string, original: string): BudgetCheck {
  const changed = changedChars(before, after);
  const limit = Math.floor(before.length * CHAR_BUDGET);
  const cap = Math.floor(original.length * SIZE_CAP);
  const overBudget = changed > limit;
  const overSize = after.length > cap;
  return { ok: !overBudget && !overSize, changed, limit, size: after.length, cap, overBudget, overSize };
}

/**
 * The changed middle of two line arrays: `s` is the first differing line; `ea`/`eb` are
 * the last differing lines of `a`/`b` (the common prefix and suffix trimmed).
 */
function changedSpan(a: string[], b: string[]): { s: number; ea: number; eb: number } {
  let s = 0;
  while (s < a.length && s < b.length && a[s] === b[s]) s++;
  let ea = a.length - 1;
  let eb = b.length - 1;
  while (ea >= s && eb >= s && a[ea] === b[eb]) {
    ea--;
    eb--;
  }
  return { s, ea, eb };
}

/** `L12-L15` (lines of `after` that differ from `before`, 1-based), or `L12`. */
export function changedLines(before: string, after: string): string {
  const { s, eb } = changedSpan(before.split('\n'), after.split('\n'));
  const from = s + 1;
  const to = Math.max(from, eb + 1);
  return from === to ? `L${from}` : `L${from}-L${to}`;
}

/**
 * The line diff of `a` → `b` (LCS; on ties a removal comes before an insertion): each line
 * kept (' '), removed ('-') or inserted ('+'), in order. Undefined when the table would
 * exceed `cells` entries.
 */
function lineOps(a: readonly string[], b: readonly string[], cells: number): Array<[' ' | '-' | '+', string]> | undefined {
  const n = a.length;
  const m = b.length;
  if (n * m > cells) return undefined;
  const dp: Uint32Array[] = Array.from({ length: n + 1 }, () => new Uint32Array(m + 1));
  for (let i = n - 1; i >= 0; i--) for (let j = m - 1; j >= 0; j--) dp[i][j] = a[i] === b[j] ? dp[i + 1][j + 1] + 1 : Math.max(dp[i + 1][j], dp[i][j + 1]);
  const out: Array<[' ' | '-' | '+', string]> = [];
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && a[i] === b[j]) {
      out.push([' ', a[i++]]);
      j++;
    } else if (i < n && (j >= m || dp[i + 1][j] >= dp[i][j + 1])) out.push(['-', a[i++]]);
    else out.push(['+', b[j++]]);
  }
  return out;
}

/** A changed block of a line diff: the old lines it replaces and the new lines, `start` its first line in the new text (0-based). */
export interface Hunk {
  old: string[];
  new: string[];
  start: number;
  /** The unchanged lines just before and after it (new text), nearest first: up to 3 each side. */
  around: string[];
}

/** The changed blocks of a line diff of two texts (the common prefix and suffix trimmed, LCS inside). */
export function hunks(before: string, after: string): Hunk[] {
  const a = before.split('\n');
  const b = after.split('\n');
  const { s, ea, eb } = changedSpan(a, b);
  const around = (from: number, to: number) => {
    const near: string[] = [];
    for (let k = 1; k <= 3; k++) {
      if (from - k >= 0) near.push(b[from - k]);
      if (to + k - 1 < b.length) near.push(b[to + k - 1]);
    }
    return near;
  };
  const A = a.slice(s, ea + 1);
  const B = b.slice(s, eb + 1);
  const ops = lineOps(A, B, 1_000_000);
  if (!ops) return [{ old: A, new: B, start: s, around: around(s, eb + 1) }];
  const out: Hunk[] = [];
  let cur: Hunk | undefined;
  const close = () => {
    if (cur) out.push({ ...cur, around: around(cur.start, cur.start + cur.new.length) });
    cur = undefined;
  };
  let j = s;
  for (const [op, l] of ops) {
    if (op === ' ') {
      close();
      j++;
      continue;
    }
    cur ??= { old: [], new: [], start: j, around: [] };
    if (op === '-') cur.old.push(l);
    else {
      cur.new.push(l);
      j++;
    }
  }
  close();
  return out;
}

/** A unified diff of two texts: one hunk over the changed region (2 lines of context), lines matched by LCS inside it. */
export function unifiedDiff(before: string, after: string, file = 'SKILL.md'): string {
  if (before === after) return '';
  const a = before.split('\n');
  const b = after.split('\n');
  const { s, ea, eb } = changedSpan(a, b);
  const midA = a.slice(s, ea + 1);
  const midB = b.slice(s, eb + 1);
  const ops = lineOps(midA, midB, 4_000_000);
  const body = ops ? ops.map(([op, l]) => `${op}${l}`) : [...midA.map((l) => `-${l}`), ...midB.map((l) => `+${l}`)];
  const ctx = 2;
  const from = Math.max(0, s - ctx);
  const toA = Math.min(a.length - 1, ea + ctx);
  const toB = Math.min(b.length - 1, eb + ctx);
  const lines = [`--- a/${file}`, `+++ b/${file}`, `@@ -${from + 1},${toA - from + 1} +${from + 1},${toB - from + 1} @@`];
  for (let k = from; k < s; k++) lines.push(` ${a[k]}`);
  lines.push(...body);
  for (let k = ea + 1; k <= toA; k++) lines.push(` ${a[k]}`);
  return lines.join('\n') + '\n';
}
