/**
 * The runtime compatibility verdicts (docs/features.md H10): per runtime, whether the skill
 * loads, is cut short or is dropped there, and why. Pure over the SkillDocument;
 * static (nothing is run). `scan --format json` carries it as `compatibility`.
 */
import { homedir } from 'node:os';
import type { Locale } from '../../base/l10n/index.ts';
import type { SkillDocument } from '../../skill/types.ts';
import { runtimeReasons, type CompatReason } from './checks.ts';
import { say } from './messages.ts';
import { RUNTIME_IDS, RUNTIMES, type RuntimeId } from './runtimes.ts';
import { locationOf } from './folders.ts';

export type CompatVerdict = 'loads' | 'cut-short' | 'dropped';

export interface RuntimeCompatibility {
  runtime: RuntimeId;
  /** The runtime as people call it ("Claude Code"). */
  name: string;
  verdict: CompatVerdict;
  reasons: CompatReason[];
  /**
   * Only for a skill inside a runtime's native skill folder (docs/runtime-folders.md): the
   * folder this runtime loads it from (`[".claude/skills"]`), or `[]` when this runtime does
   * not read that folder.
   */
  loadedFrom?: string[];
}

/** The verdicts; `home` (default: the user's home) tells a per-user folder (`~/.claude/skills`) from a project's. */
export function compatibility(doc: SkillDocument, locale: Locale = 'en', home: string = homedir()): RuntimeCompatibility[] {
  const where = locationOf(doc.dir, home);
  return RUNTIME_IDS.map((runtime) => {
    const reasons = runtimeReasons(doc, runtime, locale);
    const v: RuntimeCompatibility = { runtime, name: RUNTIMES[runtime].name, verdict: verdictOf(reasons), reasons };
    if (where) v.loadedFrom = where.native.runtimes.includes(runtime) ? [where.native.folder] : [];
    return v;
  });
}

/** "Claude Code, GitHub Copilot / gh skill (from .claude/skills)": the runtimes that load the skill where it is, or undefined outside a native folder. */
export function loadedByLine(verdicts: readonly RuntimeCompatibility[], locale: Locale): string | undefined {
  const by = verdicts.filter((v) => v.loadedFrom?.length);
  if (!verdicts.some((v) => v.loadedFrom)) return undefined;
  if (by.length === 0) return say(locale, 'loadedBy.none');
  return say(locale, 'loadedBy', { runtimes: by.map((v) => v.name).join(', '), folder: by[0].loadedFrom![0] });
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
