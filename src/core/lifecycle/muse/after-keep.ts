/**
 * MUSE after a kept optimiser edit (SPEC E2 "the optimiser runs them after each kept edit
 * (a failed must/forbid case reverts the round)"): the deterministic regression cases —
 * generated from the pre-edit skill plus tests.yaml's — run on the edited text; a
 * must/forbid case the edit broke turns the keep into a revert, told and recorded with
 * the case ids. Typed structurally so the loop needs no more than this one call.
 */
import type { LocalisedText } from '../../rules/types.ts';
import type { SkillDocument } from '../../skill/types.ts';
import { readTestsYaml } from '../../store/tests-yaml.ts';
import { regressionAfterEdit, revertForBrokenCases } from './after-edit.ts';
import { museText } from './messages.ts';

export interface KeepNotifier {
  notify(kind: 'warning', code: string, message: LocalisedText, skill?: string): void;
}

export async function museAfterKeep<D extends { keep: boolean; reason: string; notes: string[] }>(
  run: KeepNotifier,
  s: { dir: string; name: string; scan?: { doc: SkillDocument } },
  after: { doc: SkillDocument },
  decision: D,
): Promise<D> {
  if (!decision.keep || !s.scan) return decision;
  const stored = await readTestsYaml(s.dir);
  const { broken } = regressionAfterEdit(s.scan.doc, after.doc, stored.tests);
  if (broken.length) run.notify('warning', 'muse-broken', museText('optimizerReverted', { ids: broken.map((c) => c.id).join(', ') }), s.name);
  return revertForBrokenCases(decision, broken);
}
