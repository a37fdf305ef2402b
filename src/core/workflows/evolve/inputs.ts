/**
 * The loop's inputs as the seed lists them (seed 002 输入): the pass threshold — a hard
 * minimum of 90, a lower value refused with the seed's reason (硬性最低标准 90，禁止传入低于
 * 90 的值) — the maximum number of iterations (default 10), and the test task given as
 * text or as `@FILE`.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { Locale } from '../../base/l10n/index.ts';
import { evolveSay } from './messages.ts';

export const MIN_THRESHOLD = 90;
export const DEFAULT_THRESHOLD = 90;
export const DEFAULT_MAX_ITERATIONS = 10;

/** An input the loop refuses; the message is in the person's language. */
export class EvolveInputError extends Error {}

export function parseThreshold(value: string | undefined, locale: Locale): number {
  if (value === undefined) return DEFAULT_THRESHOLD;
  const n = Number(value.trim());
  if (value.trim() === '' || !Number.isFinite(n) || n > 100) throw new EvolveInputError(evolveSay(locale, 'thresholdBad', { v: value }));
  if (n < MIN_THRESHOLD) throw new EvolveInputError(evolveSay(locale, 'thresholdLow', { v: value }));
  return n;
}

export function parseMaxIterations(value: string | undefined, locale: Locale): number {
  if (value === undefined) return DEFAULT_MAX_ITERATIONS;
  if (!/^\d+$/.test(value.trim()) || Number(value) < 1) throw new EvolveInputError(evolveSay(locale, 'maxIterationsBad', { v: value }));
  return Number(value);
}

/** `--task TEXT` or `--task @FILE` (relative to `cwd`). */
export async function readTask(value: string | undefined, cwd: string, locale: Locale): Promise<{ text: string; source: string }> {
  if (value === undefined || !value.trim()) throw new EvolveInputError(evolveSay(locale, 'taskMissing'));
  if (!value.startsWith('@')) return { text: value.trim(), source: 'text' };
  const file = value.slice(1);
  const text = await readInputFile(file, cwd, locale);
  if (!text.trim()) throw new EvolveInputError(evolveSay(locale, 'taskEmpty', { source: file }));
  return { text: text.trim(), source: file };
}

/** Read a benchmark, knowhow or task file; a clear error naming it otherwise. */
export async function readInputFile(file: string, cwd: string, locale: Locale): Promise<string> {
  try {
    return (await fs.readFile(path.resolve(cwd, file), 'utf8')).replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  } catch (e) {
    throw new EvolveInputError(evolveSay(locale, 'readFailed', { file, detail: (e as NodeJS.ErrnoException).code ?? (e as Error).message }));
  }
}
