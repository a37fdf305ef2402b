/**
 * The runtime-neutrality gate between Phase 0.3 and 0.5 (SPEC D11): a skill that binds
 * one runtime is told with each violation's line and text; its first Phase 2 round must
 * fix that (P0) before anything else is optimised.
 */
import type { RunContext } from '../context.ts';
import { say } from '../messages.ts';

export function runtimeGate(run: RunContext): void {
  run.phase = 'gate';
  for (const s of run.live()) {
    const scan = s.scan;
    if (!scan) continue;
    if (scan.runtimeGate === 'exempt') {
      run.notify('info', 'runtime-gate', say('runtimeGateExempt', { skill: s.name }), s.name);
      continue;
    }
    if (scan.runtimeGate !== 'fail') continue;
    const hits = scan.findings.filter((f) => f.module === 'RuntimeGate');
    const where = hits
      .slice(0, 5)
      .map((f) => `${f.file}:${f.range.start.line} "${(scan.doc.files.find((x) => x.path === f.file)?.text?.text.split('\n')[f.range.start.line - 1] ?? '').trim().slice(0, 80)}"`)
      .join('; ');
    run.notify('warning', 'runtime-gate', say('runtimeGateFail', { skill: s.name, where }), s.name);
  }
}
