/**
 * The words of the optimiser's cost and progress (issue 33 item 6): a card's "So far: …" line,
 * the stage of a progress line ("baseline", "round 2") and its counts ("23 of 85 calls ·
 * ~41k tokens · 1:12"), the same in the CLI's progress line and the editor's notification.
 */
import type { LocalisedText } from '../../rules/types.ts';
import type { Phase, RunCost } from '../interaction.ts';
import { type LoopMessageKey, loopMessages, both, say } from './messages.ts';

/** Tokens as a person reads them: 950, 41k, 1.2M. */
export function shortTokens(n: number): string {
  if (n < 1000) return String(Math.round(n));
  if (n < 1_000_000) return `${n < 10_000 ? (n / 1000).toFixed(1).replace(/\.0$/, '') : Math.round(n / 1000)}k`;
  return `${(n / 1_000_000).toFixed(1).replace(/\.0$/, '')}M`;
}

/** Elapsed time as m:ss (h:mm:ss past an hour). */
export function clockTime(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const sec = String(total % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${m}:${sec}`;
}

/** A card's cost line: "So far: 12 model call(s) · 41k tokens · 1:12." */
export function costText(cost: RunCost): LocalisedText {
  return say('card.cost', { calls: cost.calls, tokens: shortTokens(cost.tokens), time: clockTime(cost.elapsedMs) });
}

/** What the run is doing, in a word or two ("baseline", "round 2"): the head of a progress line. */
export function stageLabel(phase: Phase | string, skill?: string, round?: number): LocalisedText {
  if (phase === '2' && round !== undefined) return skill ? say('stage.2.skill', { skill, round }) : say('stage.2', { round });
  const key = `stage.${phase}` as LoopMessageKey;
  if (phase === '2') return say('stage.2.any');
  return key in loopMessages ? say(key) : both(`Phase ${phase}`);
}

/**
 * One progress line of long work (issue 33 item 6): "baseline: 23 of 85 calls · ~41k
 * tokens · 1:12"; without a plan, the calls alone.
 */
export function usageLine(u: { stage: LocalisedText; calls: number; planned?: number; tokens: number; elapsedMs: number }): LocalisedText {
  return say('usage.line', { stage: u.stage, counts: usageCounts(u) });
}

/** The counts of a progress line without its stage: "23 of 85 calls · ~41k tokens · 1:12". */
export function usageCounts(u: { calls: number; planned?: number; tokens: number; elapsedMs: number }): LocalisedText {
  const data = { calls: u.calls, tokens: shortTokens(u.tokens), time: clockTime(u.elapsedMs) };
  return u.planned && u.planned > 0 ? say('usage.counts', { ...data, planned: u.planned }) : say('usage.countsUnplanned', data);
}
