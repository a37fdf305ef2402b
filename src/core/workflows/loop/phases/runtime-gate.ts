/**
 * The runtime-neutrality gate between Phase 0.3 and 0.5 (docs/features.md D11, seed v3 "Runtime 中立性
 * Gate"): a skill that binds one runtime interrupts the flow. Each violation is told with its
 * line and text; the first Phase 2 round — the gate's P0 repair — runs here, before Phase 0.5,
 * with the static view as its score (no test prompts exist yet); and the gate must pass again
 * before the skill goes on. When no repair is kept, a person is asked: fixed by hand (check
 * again) or leave the skill out of this run (the default, so an unattended run never goes on
 * with a failing gate).
 */
import type { SkillScanResult } from '../../../engine/scan.ts';
import { UserStop, type RunContext, type SkillState } from '../context.ts';
import { say } from '../messages.ts';
import { ensureRatchet } from '../ratchet-setup.ts';
import { rowNote } from '../row-notes.ts';
import { scanSkill } from '../scan-score.ts';
import { staticSnapshot } from '../scoring.ts';
import { round } from './round.ts';

/** Violations listed in a notice or the CHECKPOINT; the rest are counted by the scan. */
const SHOWN = 5;

export async function runtimeGate(run: RunContext): Promise<void> {
  run.phase = 'gate';
  for (const s of run.live()) {
    const scan = s.scan;
    if (!scan) continue;
    if (scan.runtimeGate === 'exempt') {
      run.notify('info', 'runtime-gate', say('runtimeGateExempt', { skill: s.name }), s.name);
      continue;
    }
    if (scan.runtimeGate !== 'fail') continue;
    run.checkCancel();
    run.notify('warning', 'runtime-gate', say('runtimeGateFail', { skill: s.name, where: violations(scan) }), s.name);
    // An ROI skip (Phase 0, from history) means "evaluate only": no edit, not even the repair.
    if (s.status === 'roi-skip') continue;
    await repairGate(run, s);
  }
}

/** Each RuntimeGate finding as `file:line "text"` (the seed: 行号+原文). */
export function violations(scan: SkillScanResult): string {
  return scan.findings
    .filter((f) => f.module === 'RuntimeGate')
    .slice(0, SHOWN)
    .map(
      (f) =>
        `${f.file}:${f.range.start.line} "${(scan.doc.files.find((x) => x.path === f.file)?.text?.text.split('\n')[f.range.start.line - 1] ?? '').trim().slice(0, 80)}"`,
    )
    .join('; ');
}

async function repairGate(run: RunContext, s: SkillState): Promise<void> {
  await ensureRatchet(run, s);
  // The round compares against the static view; Phase 1 measures the real baseline afterwards.
  s.current = staticSnapshot(s.scan!, s.mode);
  const r = await round(run, s, s.rounds + 1, { gate: true });
  s.current = undefined;
  if (typeof r === 'object' && r.status === 'keep' && s.scan!.runtimeGate !== 'fail') {
    run.notify('info', 'runtime-gate', say('runtimeGatePassed', { skill: s.name }), s.name);
    return;
  }
  if (r === 'error') return;
  await askByHand(run, s);
}

/** No repair was kept: the person fixes it by hand and Luban checks again, or the skill is left out. */
async function askByHand(run: RunContext, s: SkillState): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const choice = await run.ask({
      id: `runtime-gate:${s.name}:${attempt}`,
      kind: 'runtime-gate',
      level: 'checkpoint',
      skill: s.name,
      title: say('runtimeGateCp.title', { skill: s.name }),
      body: say('runtimeGateCp.body', { skill: s.name, where: violations(s.scan!) }),
      choices: [
        { id: 'skip', label: say('runtimeGateCp.skip') },
        { id: 'recheck', label: say('runtimeGateCp.recheck') },
        { id: 'stop', label: say('choice.stop'), hint: say('choice.stopHere.hint') },
      ],
      defaultChoice: 'skip',
    });
    if (choice === 'stop') throw new UserStop();
    if (choice === 'skip') {
      s.status = 'aborted';
      s.note = rowNote('runtimeGateLeftOut');
      run.notify('warning', 'runtime-gate', say('runtimeGateSkipped', { skill: s.name }), s.name);
      return;
    }
    s.scan = await scanSkill(run, s);
    if (s.scan.runtimeGate !== 'fail') {
      // A redline-4 stop of the repair round is lifted: the person fixed what Luban could not.
      if (s.status === 'aborted') s.status = undefined;
      run.notify('info', 'runtime-gate', say('runtimeGatePassed', { skill: s.name }), s.name);
      return;
    }
    run.notify('warning', 'runtime-gate', say('runtimeGateFail', { skill: s.name, where: violations(s.scan) }), s.name);
  }
}
