/**
 * Phase 7 · 提交 (Submit): the reviewed sandbox copied back into the APP directory
 * atomically (iron rules #9/#13/#19: only after the review passed and the person
 * confirmed, and only what was reviewed — a sandbox changed since then goes back to
 * phase 6). An upgrade first keeps the installed skill: a pre-submit commit when it is
 * in a git repository (core/git), a folder backup in luban-backups-archive otherwise
 * (core/store/backups.ts). Gate: 「提交已完成，请确认结果是否接受？」; not accepted → back
 * to phase 5 (the commit or backup says how to restore).
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { GitRepo, shortHash } from '../../git/repo.ts';
import { replaceDirAtomic } from '../../base/io/atomic.ts';
import { backupSkillFolder } from '../../formats/backups.ts';
import type { WizardContext } from './context.ts';
import { gate } from './gate.ts';
import { sayWizard } from './messages.ts';
import { treeDigest } from './phase-3-5-sync.ts';
import { bilingual } from './render.ts';
import type { WizardPhase } from './types.ts';

export const PRE_SUBMIT_PREFIX = 'pre-submit: ';

async function exists(p: string): Promise<boolean> {
  return fs.access(p).then(
    () => true,
    () => false,
  );
}

/** Keep the installed skill before it is replaced: a commit (git) or a folder backup. */
export async function keepInstalled(
  target: string,
  workspace: string,
  name: string,
  now: Date,
): Promise<{ commit?: string; backup?: string; relDir?: string }> {
  if (!(await exists(target))) return {};
  const repo = await GitRepo.open(target);
  if (repo) {
    const relDir = repo.relDir(target);
    const commit = await repo.commitPaths([relDir], `${PRE_SUBMIT_PREFIX}${name}`);
    return { commit, relDir };
  }
  return { backup: await backupSkillFolder(target, workspace, name, now) };
}

export async function submit(ctx: WizardContext): Promise<WizardPhase> {
  const digest = await treeDigest(ctx.folders.sandbox);
  if (ctx.state.reviewed?.digest !== digest) {
    ctx.say('7', 'refusal', 'refuse.submitWithoutReview');
    delete ctx.state.reviewed;
    await ctx.save();
    return '6';
  }
  const target = ctx.state.target;
  const kept = ctx.state.kind === 'upgrade' ? await keepInstalled(target, ctx.options.workspace, ctx.state.name, ctx.clock()) : {};
  await replaceDirAtomic(ctx.folders.sandbox, target);
  ctx.state.submitted = { at: ctx.clock().toISOString(), ...(kept.commit ? { commit: kept.commit } : {}), ...(kept.backup ? { backup: kept.backup } : {}) };
  await ctx.save();
  // Directions B and D: the skills drawn on are left as they were (iron rule #17: the wizard deletes no skill).
  const d = ctx.state.decision;
  const drawnOn = d && (d.direction === 'B' || d.direction === 'D') ? d.sources : [];
  const product = bilingual((l) =>
    [
      sayWizard(l, 'submit.done', { from: ctx.folders.sandbox, to: target }),
      kept.commit
        ? sayWizard(l, 'submit.commit', { hash: shortHash(kept.commit), dir: kept.relDir ?? path.basename(target) })
        : kept.backup
          ? sayWizard(l, 'submit.backup', { path: kept.backup })
          : sayWizard(l, 'submit.new'),
      ...(drawnOn.length ? [sayWizard(l, 'submit.sourcesKept', { list: drawnOn.map((d) => `${path.basename(d)} (${d})`).join(', ') })] : []),
    ].join('\n'),
  );
  ctx.emit({ type: 'product', phase: '7', text: product });
  const g = await gate(ctx, '7', product);
  if (g.pass) return '8';
  ctx.say('7', 'back', 'notice.revise', { phase: 'Phase 5', note: g.note || '—' });
  ctx.state.notes = g.note ? [g.note] : [];
  delete ctx.state.reviewed;
  delete ctx.state.submitted;
  return '5';
}
