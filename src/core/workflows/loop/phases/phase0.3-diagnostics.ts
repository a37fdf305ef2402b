/**
 * Phase 0.3: module detection. Every live skill is scanned, diagnostics.tsv written and
 * its sub-scores shown at one CHECKPOINT; then the security gate (docs/features.md B5a): one
 * CHECKPOINT per skill with an open Sentinel error, worded in ../security-gate.ts.
 */
import type { LocalisedText } from '../../../rules/types.ts';
import { CONTINUE, UserStop, skillFile, type RunContext } from '../context.ts';
import { linesOf, say } from '../messages.ts';
import { skillMissingNow, writeDiagnostics } from '../results-row.ts';
import { scanSkill } from '../scan-score.ts';
import { securityGate } from '../security-gate.ts';

export async function phase03(run: RunContext): Promise<void> {
  run.phase = '0.3';
  const lines: LocalisedText[] = [];
  for (const s of run.live()) {
    run.checkCancel();
    run.progress(say('phase0.3.progress', { skill: s.name }), s.name);
    const text = await run.io.readText(skillFile(s));
    if (text === undefined) {
      await skillMissingNow(run, s);
      continue;
    }
    s.scan = await scanSkill(run, s);
    s.original = s.scan.doc.skillFile?.text?.text ?? '';
    await writeDiagnostics(run, s);
    const sub = s.scan.subscores;
    const oscillation = s.scan.findings.filter((f) => f.module === 'EvoSkill').length;
    const alerts = s.scan.findings.filter((f) => f.module === 'Sentinel' && f.severity !== 'info').length;
    lines.push(
      say('phase0.3.line', { skill: s.name, skillOps: sub.SkillOps, hasp: sub.HASP, distill: sub.Distill, sentinel: sub.Sentinel, oscillation, alerts }),
    );
  }
  if (!lines.length) return;
  const choice = await run.ask({
    id: 'phase0.3',
    kind: 'phase0.3',
    level: 'checkpoint',
    title: say('phase0.3.title'),
    tag: 'Phase 0.3 · diagnostics.tsv',
    body: linesOf([say('phase0.3.happened', { n: lines.length }), ...lines, say(run.opts.model ? 'phase0.3.next.model' : 'phase0.3.next.static')]),
    choices: CONTINUE,
    defaultChoice: 'continue',
  });
  if (choice === 'stop') throw new UserStop();
  await securityCheckpoints(run);
}

/** docs/features.md B5a: a skill with an open Sentinel error is not edited until a person has reviewed it. */
async function securityCheckpoints(run: RunContext): Promise<void> {
  for (const s of run.live()) {
    const gate = s.scan && securityGate(s.name, s.dir, s.scan.findings);
    if (!gate) continue;
    run.checkCancel();
    run.notify('warning', 'security-block', gate.opened, s.name);
    const choice = await run.ask(gate.checkpoint);
    if (choice === 'stop') throw new UserStop();
    if (choice === 'reviewed') {
      s.security = 'reviewed';
      run.notify('info', 'security-reviewed', gate.reviewed, s.name);
      continue;
    }
    s.status = 'blocked';
    s.security = 'blocked';
    s.note = gate.note;
    run.notify('warning', 'security-block', gate.blocked, s.name);
  }
}
