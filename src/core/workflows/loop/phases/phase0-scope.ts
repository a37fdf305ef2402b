/**
 * Phase 0 (docs/features.md D1, D2): the skills in scope, their records (results.tsv with its
 * 12-column header, rejected_edits.md, luban-profile.json), the history — detour and
 * oscillating dimensions — the mode gateway, the rounds an interrupted run left behind
 * and, in Full mode, the git branch.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../../../base/config/load.ts';
import type { LubanConfig } from '../../../base/config/schema.ts';
import { historicalBaseline, skillHistory } from '../cost/mode.ts';
import { detourDimensions, describeSteps, oscillatingDimensions } from '../../../modules/evoskill/history.ts';
import type { ResultsRow } from '../../../rules/types.ts';
import { readLubanProfile } from '../../../formats/luban-profile.ts';
import { proposalKey, readRejectedEdits } from '../../../formats/rejected-edits.ts';
import { createResultsTsv, judgedBaseline, readResultsTsv, rowIsPartial } from '../../../formats/results.ts';
import { newSkillState, type RunContext, type SkillState } from '../context.ts';
import { listOf, say } from '../messages.ts';
import { requestedDims } from '../requested-dims.ts';
import { modeGateway } from '../mode.ts';
import { ensureRatchet, recoverInterrupted } from '../ratchet-setup.ts';
import { appendRow, missingRow } from '../results-row.ts';

export async function phase0(run: RunContext): Promise<void> {
  run.phase = '0';
  const { opts } = run;
  run.progress(say('phase0.progress', { n: opts.skills.length }));
  const profile = await readLubanProfile(opts.workspace);
  if (profile.corrupt) run.notify('warning', 'profile-corrupt', say('profileCorrupt', { problem: String(profile.problems[0]) }));
  run.guards = profile.guards;
  const allHistory: ResultsRow[] = [];
  for (const dir of opts.skills) {
    const abs = path.resolve(dir);
    const name = path.basename(abs);
    const found = await findSkillFile(abs);
    let config: LubanConfig = opts.config ?? {};
    if (!opts.config) {
      try {
        config = (await loadConfig(abs)).config;
      } catch (e) {
        run.notify('warning', 'config', say('configIgnored', { skill: name, error: (e as Error).message }), name);
      }
    }
    const s = newSkillState({ name, dir: abs, fileName: found ?? 'SKILL.md', missing: !found, config });
    run.skills.push(s);
    await readHistory(run, s);
    allHistory.push(...s.history);
    if (s.missing) {
      run.notify('exception', 'skill-md-missing', say('skillMdMissing', { skill: name }), name);
      await appendRow(run, s, missingRow(0));
      s.status = 'error';
      continue;
    }
    await readRejected(run, s);
    markHistory(run, s);
    roiFromHistory(run, s);
  }
  const decision = modeGateway({ pinned: opts.mode, intent: opts.intent, history: allHistory });
  run.mode = decision.mode;
  run.notify('info', 'mode', say('mode', { mode: run.mode === 'full' ? 'Full' : 'Quick', reason: decision.reason, max: run.maxRounds() }));
  if (opts.model && opts.pairedJudges !== undefined && run.pairedJudges !== opts.pairedJudges) {
    run.notify('info', 'paired-judges', say('pairedRaised', { asked: opts.pairedJudges, n: run.pairedJudges }));
  }
  if (opts.judgeContext === 'same-as-editor' && opts.model) run.notify('redline', 'redline-1-self-eval', say('redline1Run'));
  for (const s of run.live()) {
    s.mode = run.mode;
    await recoverInterrupted(run, s);
  }
  if (run.mode === 'full') for (const s of run.live()) await ensureRatchet(run, s);
}

/** SKILL.md, or skill.md; undefined when the folder has neither. */
async function findSkillFile(dir: string): Promise<string | undefined> {
  for (const f of ['SKILL.md', 'skill.md']) {
    try {
      if ((await fs.stat(path.join(dir, f))).isFile()) return f;
    } catch {
      /* absent */
    }
  }
  return undefined;
}

async function readHistory(run: RunContext, s: SkillState): Promise<void> {
  const rf = await readResultsTsv(s.dir);
  if (!rf.exists) {
    // A first optimisation has no results.tsv: normal, so it is told in the log, not as a
    // warning (issue 12 item 5); a corrupt one stays an exception.
    run.notify('info', 'results-missing', say('resultsMissing', { skill: s.name }), s.name);
    try {
      run.files.add(await createResultsTsv(s.dir));
    } catch (e) {
      run.notify('warning', 'write-failed', say('resultsCreateFailed', { skill: s.name, error: (e as Error).message }), s.name);
    }
  } else if (rf.corrupt) {
    const where = rf.problems
      .slice(0, 3)
      .map((p) => `line ${p.line}: ${p.detail}`)
      .join('; ');
    run.notify('exception', 'results-corrupt', say('resultsCorrupt', { skill: s.name, where, rows: rf.rows.length }), s.name);
  }
  s.history = skillHistory(rf.rows, s.name);
}

async function readRejected(run: RunContext, s: SkillState): Promise<void> {
  const rej = await readRejectedEdits(s.dir);
  if (rej.corrupt) run.notify('warning', 'rejected-edits-corrupt', say('rejectedCorrupt', { skill: s.name, detail: String(rej.problems[0]?.detail) }), s.name);
  for (const e of rej.entries) {
    if (e.skill && e.skill !== s.name) continue;
    s.rejected.add(proposalKey(e.dimension, e.summary));
    s.rejectedSummaries.push(`${e.dimension}: ${e.summary} — ${e.reason}`);
  }
}

/** Detour (reverted before) and oscillating dimensions from history are skipped this run. */
function markHistory(run: RunContext, s: SkillState): void {
  const asked = requestedDims(run.opts.intent);
  for (const d of detourDimensions(s.history)) if (!asked.has(d)) s.skip.set(d, say('skipReason.detour'));
  for (const o of oscillatingDimensions(s.history)) {
    const steps = describeSteps(o.steps);
    if (asked.has(o.dimension)) {
      run.notify('info', 'oscillation-requested', say('oscillationRequested', { skill: s.name, dim: o.dimension, steps }), s.name);
      continue;
    }
    s.skip.set(o.dimension, say('skipReason.oscillation', { steps }));
    run.notify('warning', 'oscillation', say('oscillation', { skill: s.name, dim: o.dimension, steps }), s.name);
  }
  const detours = detourDimensions(s.history).filter((d) => !asked.has(d));
  if (detours.length) run.notify('info', 'detour', say('detour', { skill: s.name, dims: listOf(detours) }), s.name);
}

/**
 * Seed v3 Phase 0 step 5, the ROI decision before anything is spent: when the skill's
 * last recorded baseline was ≥ 85 % with its lowest dimension ≥ 7, it is only evaluated,
 * not edited ("天花板已近，建议仅评估不改"). Rows recorded before the lowest dimension was
 * written, and any that is not a complete judged measurement when this run has a model,
 * leave the decision to Phase 1's fresh score.
 */
function roiFromHistory(run: RunContext, s: SkillState): void {
  // docs/features.md D9: only a complete judged baseline may skip a run with a model (a dead model's static 23/23 is not a ceiling).
  const last = [...s.history].reverse().find((r) => r.status === 'baseline');
  if (!last || (run.opts.model && !judgedBaseline(last)) || rowIsPartial(last)) return;
  const percent = historicalBaseline([last]);
  const lowest = /\blowest (dim\w+) (\d+(?:\.\d+)?)/.exec(last.note);
  if (percent === undefined || !lowest) return;
  if (percent < 85 || Number(lowest[2]) < 7) return;
  s.status = 'roi-skip';
  run.notify('info', 'roi-skip', say('roiSkipHistory', { skill: s.name, percent: Math.round(percent * 10) / 10, dim: lowest[1], value: lowest[2] }), s.name);
}
