/**
 * Phase 1: the baseline. Each live skill is scored once (with a model: independent
 * judges and the consumer baseline, C8), in Full mode judged a second time for the noise
 * floor (SPEC D9); the baseline row is written; a skill whose consumer baseline fails is
 * blocked, and one near the ceiling is only evaluated (ROI skip, D1). One CHECKPOINT
 * shows the scores.
 */
import type { LocalisedText } from '../../rules/types.ts';
import { CONTINUE, UserStop, type RunContext } from '../context.ts';
import { linesOf, say } from '../messages.ts';
import { roiSkip } from '../mode.ts';
import { appendRow } from '../results-row.ts';
import { rowNote } from '../row-notes.ts';
import { scanSkill, score } from '../scan-score.ts';
import { percent } from '../scoring.ts';

export async function phase1(run: RunContext): Promise<void> {
  run.phase = '1';
  const { opts } = run;
  if (opts.model && opts.independentJudges === false) run.notify('exception', 'subagent-unavailable', say('fallbackMode'));
  const lines: LocalisedText[] = [];
  for (const s of run.live()) {
    run.checkCancel();
    if (!s.scan) continue;
    run.progress(say('phase1.progress', { skill: s.name }), s.name);
    // Phase 0.5 may have written test-prompts.json: judges must see it.
    if (s.testPrompts) s.scan = await scanSkill(run, s);
    const first = await score(run, s, s.scan, true, true);
    const snap = first.snap;
    let calls = first.calls;
    s.baseline = snap;
    s.current = snap;
    const notes = [rowNote('initial'), rowNote(snap.evalMode === 'static' ? 'staticScore' : 'score', { total: snap.total, outOf: snap.outOf })];
    if (snap.redline1) notes.push(rowNote('redline1'));
    if (snap.dim8AllDry) {
      notes.push(rowNote('baselineAllDry'));
      run.notify('redline', 'redline-3-all-dry-run', say('redline3Baseline', { skill: s.name }), s.name);
    }
    if (opts.model && s.mode === 'full' && opts.noiseFloor !== false && !snap.consumerBlocked) {
      const again = await score(run, s, s.scan, false);
      calls += again.calls;
      s.noise = Math.abs(again.snap.total - snap.total);
      notes.push(rowNote('noiseFloor', { noise: s.noise.toFixed(1) }));
      run.notify('info', 'noise-floor', say('noiseFloor', { skill: s.name, noise: s.noise.toFixed(1) }), s.name);
    }
    await appendRow(run, s, { commit: 'baseline', round: 0, old: null, new: snap.total, status: 'baseline', dim: '-', delta: null, note: notes.join('; '), evalMode: snap.evalMode, judgeCount: snap.judgeCount, outOf: snap.outOf, calls });
    if (snap.consumerBlocked) {
      const cb = snap.card?.consumerBaseline;
      s.status = 'blocked';
      s.note = cb?.report ?? '';
      run.notify('exception', 'consumer-baseline', say('consumerBaseline', { skill: s.name, score: cb?.score ?? '?', report: cb?.report ?? '' }), s.name);
      continue;
    }
    if (roiSkip(percent(snap), snap.dims) && s.scan.runtimeGate !== 'fail') {
      s.status = 'roi-skip';
      run.notify('info', 'roi-skip', say('roiSkip', { skill: s.name, percent: percent(snap) }), s.name);
    }
    const roi = s.status === 'roi-skip' ? say('phase1.roi') : '';
    lines.push(say('phase1.line', { skill: s.name, total: snap.total, outOf: snap.outOf, evalMode: snap.evalMode, judges: snap.judgeCount, roi }));
  }
  if (!lines.length) return;
  const choice = await run.ask({
    id: 'phase1',
    kind: 'phase1',
    level: 'checkpoint',
    title: say('phase1.title'),
    body: linesOf(lines),
    choices: CONTINUE,
    defaultChoice: 'continue',
  });
  if (choice === 'stop') throw new UserStop();
}
