/**
 * The runtime compatibility verdicts (docs/features.md H10): per runtime, whether the skill
 * loads, is cut short or is dropped there, and why. Pure over the SkillDocument;
 * static (nothing is run). `scan --format json` carries it as `compatibility`.
 */
import type { Locale } from '../../base/l10n/index.ts';
import type { SkillDocument } from '../../skill/types.ts';
import { runtimeReasons, type CompatReason } from './checks.ts';
import { say } from './messages.ts';
import { RUNTIME_IDS, RUNTIMES, type RuntimeId } from './runtimes.ts';

export type CompatVerdict = 'loads' | 'cut-short' | 'dropped';

export interface RuntimeCompatibility {
  runtime: RuntimeId;
  /** The runtime as people call it ("Claude Code"). */
  name: string;
  verdict: CompatVerdict;
  reasons: CompatReason[];
}

export function compatibility(doc: SkillDocument, locale: Locale = 'en'): RuntimeCompatibility[] {
  return RUNTIME_IDS.map((runtime) => {
    const reasons = runtimeReasons(doc, runtime, locale);
    return { runtime, name: RUNTIMES[runtime].name, verdict: verdictOf(reasons), reasons };
  });
}

export function verdictOf(reasons: readonly CompatReason[]): CompatVerdict {
  if (reasons.some((r) => r.effect === 'drop')) return 'dropped';
  if (reasons.some((r) => r.effect === 'cut')) return 'cut-short';
  return 'loads';
}

export function verdictLabel(verdict: CompatVerdict, locale: Locale): string {
  return say(locale, `verdict.${verdict}`);
}

export type CompatCounts = Record<RuntimeId, Record<CompatVerdict, number>>;

/** Loads / cut short / dropped per runtime over many skills (the README's table). */
export function countVerdicts(all: ReadonlyArray<readonly RuntimeCompatibility[]>): CompatCounts {
  const counts = Object.fromEntries(RUNTIME_IDS.map((id) => [id, { loads: 0, 'cut-short': 0, dropped: 0 }])) as CompatCounts;
  for (const one of all) for (const r of one) counts[r.runtime][r.verdict]++;
  return counts;
}

/** One line per runtime for text output: "Codex: dropped — `description` is 1,068 characters …". */
export function compatibilityLines(verdicts: readonly RuntimeCompatibility[], locale: Locale): string[] {
  return verdicts.map((v) => {
    const worst = v.reasons.find((r) => r.effect !== 'note') ?? v.reasons[0];
    const why = v.verdict === 'loads' || !worst ? '' : ` — ${worst.text} (${worst.file}:${worst.line})`;
    const more =
      v.verdict !== 'loads' && v.reasons.filter((r) => r.effect !== 'note').length > 1 ? ` (+${v.reasons.filter((r) => r.effect !== 'note').length - 1})` : '';
    return `${v.name}: ${verdictLabel(v.verdict, locale)}${why}${more}`;
  });
}
