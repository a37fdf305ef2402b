/**
 * ★ Phase 6 · 审查 (Review) — mandatory (iron rules #9/#19). Stage A: the automatic
 * 3-layer checklist over the sandbox, every box `[x]`/`[ ]` with its evidence; any `[ ]`
 * goes back to phase 5 with the failures as notes (Stage B is not reached). Stage B: the
 * checklist and the products shown to the person: 「[Gate Check] 以上产物 AI 自查已全部
 * 通过，请确认是否可以提交？」; a change request goes back to phase 5 and the whole of
 * phase 6 runs again. The sandbox's digest is kept so phase 7 submits what was reviewed.
 */
import type { Locale } from '../../base/l10n/index.ts';
import type { WizardContext } from './context.ts';
import { listFiles, treeText } from './folders.ts';
import { gate } from './gate.ts';
import { sayWizard, wizardText } from './messages.ts';
import { treeDigest } from './phase-3-5-sync.ts';
import { installedVersion, REVIEW_NOTE } from './phase-5-generate.ts';
import { bilingual } from './render.ts';
import { renderChecklist, type ReviewResult } from './review/checklist.ts';
import { reviewSandbox } from './review/run.ts';
import type { WizardPhase } from './types.ts';

const LAYERS = { L1: wizardText('review.L1'), L2: wizardText('review.L2'), L3: wizardText('review.L3') };

export function renderReview(result: ReviewResult, locale: Locale): string {
  return `${sayWizard(locale, 'review.stageA')}\n\n${renderChecklist(result, locale, LAYERS)}`;
}

export async function reviewPhase(ctx: WizardContext): Promise<WizardPhase> {
  const { result } = await reviewSandbox({
    dir: ctx.folders.sandbox,
    name: ctx.state.name,
    requirement: ctx.state.requirement,
    installedVersion: await installedVersion(ctx),
    waivers: ctx.state.waivers,
  });
  const checklist = bilingual((l) => renderReview(result, l));
  ctx.emit({ type: 'product', phase: '6', text: checklist });
  if (!result.passed) {
    const failed = result.items.filter((i) => !i.passed);
    ctx.say('6', 'back', 'notice.reviewFailed', { n: failed.length });
    ctx.state.notes = failed.map((i) => `${REVIEW_NOTE}${i.id}: ${i.evidence.join('; ')}`);
    ctx.state.reviewed = { at: ctx.clock().toISOString(), stageA: false, stageB: false };
    await ctx.save();
    return '5';
  }
  const files = await listFiles(ctx.folders.sandbox);
  const product = bilingual((l) => `${renderReview(result, l)}\n\n${treeText(files, ctx.state.name)}`);
  const g = await gate(ctx, '6', product);
  if (!g.pass) {
    ctx.say('6', 'back', 'notice.revise', { phase: 'Phase 5', note: g.note || '—' });
    ctx.state.notes = g.note ? [g.note] : [];
    ctx.state.reviewed = { at: ctx.clock().toISOString(), stageA: true, stageB: false };
    await ctx.save();
    return '5';
  }
  // The digest of what was reviewed: phase 7 submits exactly that, or sends the run back here.
  ctx.state.reviewed = { at: ctx.clock().toISOString(), stageA: true, stageB: true, digest: await treeDigest(ctx.folders.sandbox) };
  ctx.state.notes = [];
  await ctx.save();
  return '7';
}
