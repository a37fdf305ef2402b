/**
 * The runtime-neutrality gate state (docs/features.md B7, seed v3 Runtime 中立性 Gate):
 * `exempt` when the skill name (frontmatter `name`, else the folder) binds a runtime
 * (`xxx-codex`, `claude-api`: a runtime token as one hyphen-separated part), `fail`
 * when any RuntimeGate finding remains after suppression, else `pass`. A failing gate
 * forces the first Phase 2 round to fix it.
 */
import type { Finding } from '../../rules/types.ts';
import type { SkillDocument } from '../../skill/types.ts';
import { runtimeBindingOf, skillNameOf } from './runtimes.ts';

export { runtimeBindingOf } from './runtimes.ts';

export type RuntimeGateState = 'pass' | 'fail' | 'exempt';

export function runtimeGateState(doc: SkillDocument, findings: Finding[]): RuntimeGateState {
  if (runtimeBindingOf(skillNameOf(doc))) return 'exempt';
  return findings.some((f) => f.module === 'RuntimeGate') ? 'fail' : 'pass';
}
