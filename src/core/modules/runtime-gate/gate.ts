/**
 * The runtime-neutrality gate state (SPEC B7): `exempt` when the skill name binds a
 * runtime (e.g. `xxx-codex`), `fail` when any RuntimeGate finding remains, else `pass`.
 */
import type { Finding } from '../../rules/types.ts';
import type { SkillDocument } from '../../skill/types.ts';

export type RuntimeGateState = 'pass' | 'fail' | 'exempt';

export function runtimeGateState(doc: SkillDocument, findings: Finding[]): RuntimeGateState {
  // TODO(runtime-gate helper): exemption by runtime-bound name.
  void doc;
  return findings.some((f) => f.module === 'RuntimeGate') ? 'fail' : 'pass';
}
