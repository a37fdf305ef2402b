/**
 * MUSE in the optimiser (docs/features.md E2 "the optimiser runs them after each kept edit (a failed
 * must/forbid case reverts the round)"), plugged into the loop through its hooks
 * (core/workflows/loop/types.ts LoopHooks; wired in by core/api/optimize.ts): the
 * deterministic regression cases — generated from the pre-edit skill plus tests.yaml's —
 * run on the edited text before it is judged; a must/forbid case the edit broke is told
 * here with the case ids, and the verdict reverts the round in the loop's keep rule
 * (core/workflows/loop/decide-round.ts, rule `muse`).
 */
import type { AfterEditContext, EditCheckVerdict, LoopHooks } from '../../hooks.ts';
import { readTestsYaml } from '../../../formats/tests-yaml.ts';
import { regressionAfterEdit } from './after-edit.ts';
import { museText } from './messages.ts';

/** MUSE's verdict on an applied edit: the must/forbid cases it broke (told here) and the reason to record. */
export async function museVerdict(ctx: AfterEditContext): Promise<EditCheckVerdict> {
  const stored = await readTestsYaml(ctx.skill.dir);
  const { broken } = regressionAfterEdit(ctx.before, ctx.after, stored.tests);
  if (!broken.length) return { broken: [], reason: '' };
  const ids = broken.map((c) => c.id);
  const told = museText('optimizerReverted', { ids: ids.join(', ') });
  ctx.notify('warning', 'muse-broken', told, ctx.skill.name);
  return { broken: ids, reason: told.en };
}

/** The hooks MUSE plugs into the optimiser loop (its `afterEdit` check). */
export const museHooks = { afterEdit: museVerdict } as const satisfies LoopHooks;
