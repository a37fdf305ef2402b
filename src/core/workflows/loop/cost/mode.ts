/**
 * The run's mode, decided before the run (seed v3 双模策略, docs/features.md D1). The cost plan
 * needs it before any request (the editor's plan, later the CLI's), and the optimiser
 * decides it again when it starts: both call `modeGateway` on `skillHistory`, so the
 * mode a person is shown is the mode that runs.
 *
 *   if the person asks for 完整/深度/全面/工业/生产 (full, thorough, in-depth, production) → Full
 *   elif the historical baseline < 70                                                    → Full
 *   elif results.tsv has a revert                                                        → Full
 *   elif a delta > 5 held for 2 rounds in a row                                          → Full
 *   elif the person says 看看/评一下/扫一眼 (look, quick look, glance)                      → Quick
 *   else                                                                                  → Quick
 *
 * The switches during a run (Quick ↔ Full) and the ROI skip stay in core/loop/mode.ts.
 */
import type { LocalisedText, ResultsRow } from '../../../rules/types.ts';
import type { Mode } from '../../../scoring/judge/types.ts';
import { judgedBaseline, rowOutOf, rowUnmeasured } from '../../../formats/results.ts';

const FULL_INTENT = /完整|深度|全面|工业|生产|\b(?:full|thorough|in-?depth|deep|comprehensive|production|industrial)\b/i;
const QUICK_INTENT = /看看|评一下|扫一眼|\b(?:look|glance|quick(?:ly)?|skim|just (?:score|evaluate))\b/i;

export interface GatewayDecision {
  mode: Mode;
  reason: LocalisedText;
}

function num(v: string | undefined): number | undefined {
  if (!v) return undefined;
  const m = /^[+\-−]?\d+(?:\.\d+)?/.exec(v.trim().replace('−', '-'));
  return m ? Number(m[0]) : undefined;
}

/**
 * A skill's own rows of its results.tsv: its name, or none recorded (`''`, `-`). A file
 * may also hold rows of another skill (a renamed folder, a copied file); they are not
 * this skill's history (docs/features.md D1 "the skill's last recorded baseline").
 */
export function skillHistory(rows: readonly ResultsRow[], skill: string): ResultsRow[] {
  return rows.filter((r) => r.skill === skill || r.skill === '' || r.skill === '-');
}

/**
 * The newest baseline score in the history as a percentage of what it scored — read only
 * from a baseline that records a complete judged measurement (docs/features.md D9: a static view, a
 * partial score or a dead model's row decides no gate).
 */
export function historicalBaseline(rows: readonly ResultsRow[]): number | undefined {
  for (let i = rows.length - 1; i >= 0; i--) {
    const r = rows[i];
    if (!judgedBaseline(r)) continue;
    const score = num(r.new_score);
    if (score === undefined) continue;
    const outOf = rowOutOf(r);
    return outOf ? (score / outOf) * 100 : score;
  }
  return undefined;
}

/** The mode of a run. `history`: the `skillHistory` of every skill in the run, one after the other. */
export function modeGateway(input: { pinned?: Mode; intent?: string; history: readonly ResultsRow[] }): GatewayDecision {
  if (input.pinned) return { mode: input.pinned, reason: { en: `--mode ${input.pinned}`, zh: `--mode ${input.pinned}` } };
  const intent = input.intent ?? '';
  if (FULL_INTENT.test(intent)) return { mode: 'full', reason: { en: 'you asked for a full / in-depth run', zh: '用户明确要求完整/深度优化' } };
  const base = historicalBaseline(input.history);
  if (base !== undefined && base < 70)
    return { mode: 'full', reason: { en: `historical baseline ${base.toFixed(1)} < 70`, zh: `历史基线分 ${base.toFixed(1)} < 70` } };
  // A revert for a missing measurement says nothing against the edit (docs/features.md D9).
  if (input.history.some((r) => r.status === 'revert' && !rowUnmeasured(r)))
    return { mode: 'full', reason: { en: 'results.tsv has a revert (regressed before)', zh: 'results.tsv 有 revert 记录（曾退化）' } };
  const keeps = input.history.filter((r) => r.status === 'keep').map((r) => num(r.delta) ?? 0);
  for (let i = 1; i < keeps.length; i++) {
    if (keeps[i] > 5 && keeps[i - 1] > 5)
      return { mode: 'full', reason: { en: 'delta > 5 held for 2 rounds (a gold mine)', zh: 'delta > 5 且连续 2 轮保持（有金矿）' } };
  }
  if (QUICK_INTENT.test(intent)) return { mode: 'quick', reason: { en: 'you asked for a quick look', zh: '用户要求看看/评一下' } };
  return { mode: 'quick', reason: { en: 'default', zh: '默认' } };
}

/** MAX_ROUNDS of a mode (when the person does not set it). */
export function maxRoundsFor(mode: Mode): number {
  return mode === 'full' ? 5 : 3;
}
