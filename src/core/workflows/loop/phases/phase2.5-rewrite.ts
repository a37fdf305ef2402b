/**
 * Phase 2.5 (docs/features.md D5, D10): the exploratory rewrite. Triggered as the seed says
 * ("连续 2 个 skill 都在 round 1 break 时触发（或单 skill 连续 2 轮 round 1 break）"): two skills
 * in a row *in one run* each stopped at round 1, or one skill stopped at round 1 in this run
 * and in its last recorded run (results.tsv rows before this run's; a run starts at its
 * baseline row) — asked at a 🛑 STOP (or already agreed to at MAX_ROUNDS). The model rewrites
 * SKILL.md from scratch within 150% of the original; the rewrite is kept only if it scores higher.
 */
import { skillLanguage } from '../../../skill/language.ts';
import { toDiskText } from '../../../skill/text.ts';
import { Cancelled, skillFile, type RunContext, type SkillState } from '../context.ts';
import { unifiedDiff } from '../../../edits/edit-budget.ts';
import type { LocalisedText, ResultsRow } from '../../../rules/types.ts';
import { say } from '../messages.ts';
import { rewriteWithModel } from '../model-edit.ts';
import type { SnapshotToken } from '../../../edits/ratchet.ts';
import { appendRow } from '../results-row.ts';
import { rowNote, rowNotes } from '../row-notes.ts';
import { scanSkill, score } from '../scan-score.ts';
import { decideRound } from '../decide-round.ts';
import { afterEditVerdict } from './round.ts';
import { compareSnapshots, formatDelta } from '../scoring.ts';
import { targets } from './targets.ts';

export async function phase25(run: RunContext): Promise<void> {
  run.phase = '2.5';
  const done = run.live().filter((s) => s.baseline && s.status !== 'roi-skip');
  let triggered = done.filter((s) => s.rewriteConsent);
  const breaks = done.filter((s) => s.brokeAtRound1);
  const consecutive = done.some((s, i) => i > 0 && s.brokeAtRound1 && done[i - 1].brokeAtRound1);
  // The seed's second trigger: this skill broke at round 1 in this run and in its last one.
  const twice = new Set(breaks.filter((s) => lastRunBrokeAtRound1(earlierRows(s))));
  const candidates = breaks.filter((s) => consecutive || twice.has(s));
  if (!triggered.length && !candidates.length) return;
  if (!run.opts.model) {
    run.notify('info', 'phase2.5', say('phase2.5.noModel'));
    for (const s of twice) run.notify('info', 'phase2.5', say('phase2.5.noModelTwice', { skill: s.name }), s.name);
    return;
  }
  for (const s of candidates) {
    if (triggered.includes(s)) continue;
    const how: LocalisedText[] = [];
    if (twice.has(s)) how.push(say('phase2.5.twice'));
    if (consecutive) how.push(say('phase2.5.consecutive'));
    const choice = await run.ask({
      id: `phase2.5:${s.name}`,
      kind: 'phase2.5',
      level: 'stop',
      skill: s.name,
      title: say('phase2.5.title', { skill: s.name }),
      tag: 'Phase 2.5',
      body: say('phase2.5.body', { skill: s.name, how: joinText(how) }),
      choices: [
        { id: 'skip', label: say('choice.no') },
        { id: 'rewrite', label: say('choice.rewrite') },
      ],
      defaultChoice: 'skip',
    });
    if (choice === 'rewrite') triggered = [...triggered, s];
  }
  for (const s of triggered) await rewrite(run, s);
}

/** The skill's rows written before this run (every row this run appends is also one of its results). */
function earlierRows(s: SkillState): readonly ResultsRow[] {
  return s.history.slice(0, Math.max(0, s.history.length - s.results.length));
}

/**
 * A row that starts a run: its baseline (round 0, commit `baseline`; a baseline that was not
 * scored is written as an error row) — except the re-score after a mode switch, which is a
 * second baseline row inside the same run.
 */
function startsRun(r: ResultsRow): boolean {
  const rescored = (r.note ?? '').startsWith(RESCORED);
  return (r.round ?? '').trim() === '0' && ((r.commit ?? '').trim() === 'baseline' || r.status === 'baseline') && !rescored;
}

/** The head of the mode-switch re-score's note (../row-notes.ts rescoredAfterSwitch). */
const RESCORED = rowNotes.rescoredAfterSwitch.split('{')[0];

/**
 * The last run in `rows` (from its baseline row on) stopped at round 1: its round-1 edit was
 * not kept (`revert`). A run with no round 1 (ROI skip, blocked, not scored) did not break.
 */
export function lastRunBrokeAtRound1(rows: readonly ResultsRow[]): boolean {
  let start = -1;
  for (let i = rows.length - 1; i >= 0 && start < 0; i--) if (startsRun(rows[i])) start = i;
  if (start < 0) return false;
  const first = rows.slice(start + 1).find((r) => (r.round ?? '').trim() === '1' && r.dim_changed !== 'rewrite');
  return first?.status === 'revert';
}

/** Clauses joined as they are (each language's own punctuation is in the clause). */
function joinText(parts: readonly LocalisedText[]): LocalisedText {
  return { en: parts.map((p) => p.en).join(''), zh: parts.map((p) => p.zh).join('') };
}

/** The exploratory rewrite of one skill: kept only if it scores higher (../decide-round.ts). */
async function rewrite(run: RunContext, s: SkillState): Promise<void> {
  const model = run.opts.model;
  if (!model || !s.scan || !s.ratchet) return;
  run.checkCancel();
  const round = s.rounds + 1;
  const callsBefore = run.budget.spent;
  const info = s.scan.doc.skillFile!.text!;
  const original = s.original ?? info.text;
  const weakest = targets(run, s)
    .slice(0, 3)
    .map((c) => c.dim);
  const o = await rewriteWithModel(
    { model, budget: run.budget, meter: run.meter, signal: run.opts.signal },
    { text: info.text, lang: skillLanguage(s.scan.doc), cap: Math.floor(original.length * 1.5), weakest },
  );
  if (!o.ok) {
    if (o.stopped === 'cancelled') throw new Cancelled();
    run.notify('warning', 'rewrite-failed', say('rewriteFailed', { skill: s.name, reason: o.reason }), s.name);
    return;
  }
  const text = o.value.skill_md.replace(/\r\n?/g, '\n');
  if (text.length > original.length * 1.5) {
    run.notify('exception', 'size-cap', say('rewriteSizeCap', { skill: s.name, size: text.length }), s.name);
    return;
  }
  s.rounds = round;
  const token: SnapshotToken = await s.ratchet.snapshot(round);
  await run.io.writeText(skillFile(s), toDiskText(text, info));
  const after = await scanSkill(run, s);
  // The rewrite is an edit like any other: a must/forbid case it breaks (the afterEdit hook, MUSE) reverts it.
  const muse = await afterEditVerdict(run, s, after);
  const { snap } = await score(run, s, after);
  const cmp = compareSnapshots(s.current!, snap);
  const diff = unifiedDiff(info.text, text, s.fileName);
  const row = {
    round,
    old: cmp.oldTotal,
    new: cmp.newTotal,
    dim: 'rewrite' as const,
    delta: cmp.delta,
    evalMode: snap.evalMode,
    judgeCount: snap.judgeCount,
    outOf: cmp.outOf,
    diff,
  };
  // The rewrite is one edit like any other, under the same rule (../decide-round.ts) — except that it
  // changes every dimension, so no paired judge (who compares one) can decide it: it is kept only beyond the noise.
  const judged = run.judgeModel() !== undefined;
  const d = decideRound({
    what: rowNote('rewriteKept', { summary: o.value.summary }),
    target: { dim: 'rewrite' },
    selfCheck: [],
    otherDims: [],
    comparison: cmp,
    missing: { old: s.current!.missing, new: snap.missing },
    rescored: snap,
    runtimeGate: after.runtimeGate,
    noise: s.noise,
    pairedJudges: 0,
    judged,
    muse,
  });
  if (d.keep) {
    const commit = await s.ratchet.keep(token, formatDelta(cmp.delta), 'rewrite');
    s.current = snap;
    s.scan = after;
    s.kept++;
    s.keptDims.push('rewrite');
    await appendRow(run, s, { ...row, commit, status: 'keep', note: d.notes.join('; '), calls: run.budget.spent - callsBefore });
  } else {
    await s.ratchet.revert(token);
    s.reverted++;
    s.scan = await scanSkill(run, s);
    await appendRow(run, s, {
      ...row,
      commit: token.label,
      status: 'revert',
      note: [rowNote('rewriteNotBetter'), ...d.notes.slice(1)].join('; '),
      calls: run.budget.spent - callsBefore,
    });
  }
  await s.ratchet.finish();
}
