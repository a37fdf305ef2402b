/**
 * Reading benchmark.md (seed 002 `benchmarkDef`): the dimensions the result is judged on
 * and their weights. Two shapes are understood, in English or Chinese:
 *
 *   | Dimension | Weight | Criteria |        | 维度 | 权重 | 评分标准 |
 *   |---|---|---|                              |---|---|---|
 *   | Accuracy | 30% | Every figure … |        | 准确性 | 30 | 数字与来源一致 |
 *
 *   - **Accuracy** (30%): every figure …     ## 准确性（权重 30%）
 *                                              数字与来源一致 …
 *
 * Weights are relative (30/30/40, 3/3/4 and 30%/30%/40% mean the same). Anything else is
 * an error naming the file and the line: a weight that is not a positive number, a
 * dimension named twice, no dimension at all.
 */
import type { Locale } from '../../base/l10n/index.ts';
import { evolveSay, type EvolveMessageKey } from './messages.ts';
import type { Benchmark, BenchmarkDimension } from './types.ts';

type BenchmarkProblem = Extract<EvolveMessageKey, `bench.${string}`>;

export class BenchmarkError extends Error {
  constructor(
    readonly file: string,
    readonly line: number,
    readonly problem: BenchmarkProblem,
    readonly data: Record<string, string | number> = {},
  ) {
    super(`${file}:${line}: ${evolveSay('en', problem, data)}`);
  }

  /** The message in the person's language, naming the file and line. */
  localised(locale: Locale): string {
    return `${this.file}:${this.line}: ${evolveSay(locale, this.problem, this.data)}`;
  }
}

const NAME_HEADER = /^(dimension|dimensions|name|criterion|维度|名称|指标|评分维度)$/i;
const WEIGHT_HEADER = /^(weight|weights|weighting|权重|占比|比重)$/i;
const CRITERIA_HEADER = /^(criteria|criterion|description|standard|rubric|what counts|评分标准|标准|说明|描述|要求)$/i;
const WEIGHT = /^(\d+(?:\.\d+)?)\s*(%|％|分|points?|pts?)?$/i;
/** `- **Name** (30%): criteria`, `## Name（权重 30%）`, `1. Name (weight: 3) — criteria`. */
const ITEM =
  /^(#{2,4}\s+|[-*+]\s+|\d+[.)]\s+)(?:\*\*|__)?(.+?)(?:\*\*|__)?\s*[(（]\s*(?:weight|权重|w)?\s*[:：=]?\s*([^)）]*?)\s*[)）]\s*(?:[:：—–-]\s*)?(.*)$/i;
const HEADING_OR_ITEM = /^(#{1,6}\s|[-*+]\s|\d+[.)]\s)/;

function cells(line: string): string[] {
  const t = line.trim().replace(/^\|/, '').replace(/\|$/, '');
  return t.split('|').map((c) =>
    c
      .trim()
      .replace(/^\*\*(.*)\*\*$/, '$1')
      .trim(),
  );
}

function isSeparator(line: string): boolean {
  return /^\|?\s*:?-+:?\s*(\|\s*:?-+:?\s*)*\|?\s*$/.test(line.trim()) && line.includes('-');
}

function weightOf(raw: string, name: string, file: string, line: number): number {
  const m = WEIGHT.exec(raw.trim());
  if (!m) throw new BenchmarkError(file, line, 'bench.weightNotNumber', { weight: raw.trim(), name });
  const w = Number(m[1]);
  if (!(w > 0)) throw new BenchmarkError(file, line, 'bench.weightNotPositive', { weight: raw.trim(), name });
  return w;
}

function fromTable(lines: string[], file: string): BenchmarkDimension[] | undefined {
  for (let i = 0; i + 1 < lines.length; i++) {
    if (!lines[i].trim().startsWith('|') || !isSeparator(lines[i + 1])) continue;
    const head = cells(lines[i]);
    const nameCol = head.findIndex((c) => NAME_HEADER.test(c));
    const weightCol = head.findIndex((c) => WEIGHT_HEADER.test(c));
    if (nameCol < 0 || weightCol < 0) continue;
    const criteriaCol = head.findIndex((c, k) => k !== nameCol && k !== weightCol && CRITERIA_HEADER.test(c));
    const out: BenchmarkDimension[] = [];
    for (let j = i + 2; j < lines.length && lines[j].trim().startsWith('|'); j++) {
      const row = cells(lines[j]);
      const name = row[nameCol] ?? '';
      if (!name) throw new BenchmarkError(file, j + 1, 'bench.rowNoName');
      if (row[weightCol] === undefined) throw new BenchmarkError(file, j + 1, 'bench.rowNoWeight', { name });
      const criteria = criteriaCol >= 0 ? (row[criteriaCol] ?? '') : row.filter((_, k) => k !== nameCol && k !== weightCol).join(' ');
      out.push({ name, weight: weightOf(row[weightCol], name, file, j + 1), criteria, line: j + 1 });
    }
    if (!out.length) throw new BenchmarkError(file, i + 1, 'bench.tableEmpty');
    return out;
  }
  return undefined;
}

function fromItems(lines: string[], file: string): BenchmarkDimension[] {
  const out: BenchmarkDimension[] = [];
  let current: BenchmarkDimension | undefined;
  let inFence = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    if (inFence) continue;
    const m = ITEM.exec(line.trim());
    if (m && /\d/.test(m[3])) {
      const name = m[2].replace(/\*\*|__/g, '').trim();
      current = { name, weight: weightOf(m[3], name, file, i + 1), criteria: m[4].trim(), line: i + 1 };
      out.push(current);
      continue;
    }
    if (m && /weight|权重/i.test(line)) throw new BenchmarkError(file, i + 1, 'bench.weightNotNumber', { weight: m[3], name: m[2].trim() });
    if (HEADING_OR_ITEM.test(line.trim()) && !/^\s+/.test(line)) {
      current = undefined;
      continue;
    }
    if (current && line.trim()) current.criteria = current.criteria ? `${current.criteria}\n${line.trim()}` : line.trim();
  }
  return out;
}

/** Parse benchmark.md; throws BenchmarkError (file:line) when it cannot be read as dimensions and weights. */
export function parseBenchmark(text: string, file: string): Benchmark {
  const clean = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const lines = clean.split('\n');
  const dims = fromTable(lines, file) ?? fromItems(lines, file);
  if (!dims.length) throw new BenchmarkError(file, 1, 'bench.noDimensions');
  const seen = new Map<string, number>();
  for (const d of dims) {
    const key = d.name.toLowerCase();
    const first = seen.get(key);
    if (first !== undefined) throw new BenchmarkError(file, d.line, 'bench.duplicate', { name: d.name, first });
    seen.set(key, d.line);
  }
  return { file, dimensions: dims, text: clean };
}
