/**
 * MUSE after an optimiser edit (SPEC E2 "the optimiser runs them after each kept edit
 * (a failed must/forbid case reverts the round)"): the deterministic regression cases —
 * generated from the pre-edit skill plus tests.yaml's — run on the edited text; a
 * must/forbid case the edit broke turns the keep into a revert, told and recorded with
 * the case ids. Typed structurally so the loop needs no more than this one call.
 */
import type { LocalisedText } from '../../../rules/types.ts';
import type { SkillDocument } from '../../../skill/types.ts';
import { readTestsYaml } from '../../../formats/tests-yaml.ts';
import { regressionAfterEdit } from './after-edit.ts';
import { museText } from './messages.ts';

export interface KeepNotifier {
  notify(kind: 'warning', code: string, message: LocalisedText, skill?: string): void;
}

/**
 * MUSE's verdict on an applied edit, read by the optimiser's keep rule (core/loop/decide-round.ts):
 * the must/forbid cases it broke (told here), and the reason to record. Deterministic, so the
 * round asks it before re-scoring: a broken case reverts whatever the score says.
 */
export async function museVerdict(
  run: KeepNotifier,
  s: { dir: string; name: string; scan?: { doc: SkillDocument } },
  after: { doc: SkillDocument },
): Promise<{ broken: string[]; reason: string }> {
  if (!s.scan) return { broken: [], reason: '' };
  const stored = await readTestsYaml(s.dir);
  const { broken } = regressionAfterEdit(s.scan.doc, after.doc, stored.tests);
  if (!broken.length) return { broken: [], reason: '' };
  const ids = broken.map((c) => c.id);
  const told = museText('optimizerReverted', { ids: ids.join(', ') });
  run.notify('warning', 'muse-broken', told, s.name);
  return { broken: ids, reason: told.en };
}
