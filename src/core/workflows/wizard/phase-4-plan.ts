/**
 * Phase 4 · 规划 (Plan): the resources to create or modify, into `tmps/04-plan.md`. The
 * template's list: the skill file (create, or modify for an upgrade) and the files the
 * upgraded skill already has (kept); a change request that names paths (`references/
 * examples.md`, `scripts/run.py`) adds them, "remove PATH" / "去掉 PATH" drops them. Direction
 * B adds every source resource to migrate (./sources.ts); B and D show the sources'
 * outline. With a model (accepted plan) the model drafts the list. Gate: 「以上资源清单是否满足需求？」
 */
import type { Locale } from '../../base/l10n/index.ts';
import type { PlanItem } from '../../formats/wizard-state.ts';
import type { WizardContext } from './context.ts';
import { draftPlan } from './drafting.ts';
import { listFiles } from './folders.ts';
import { gate } from './gate.ts';
import { sayWizard } from './messages.ts';
import { bilingual } from './render.ts';
import { migrationItems, outlineOf, readSources, type SourceSkill } from './sources.ts';
import type { WizardPhase } from './types.ts';

const RESOURCE_PATH = /(?:references|scripts|templates|workflows|assets)\/[\w\-./]*[\w-]/g;
const REMOVE = /(?:remove|drop|delete|去掉|删除|不要)\s*((?:references|scripts|templates|workflows|assets)\/[\w\-./]*[\w-])/gi;

export function templatePlan(skillFile: string, upgrade: boolean, existing: string[]): PlanItem[] {
  const items: PlanItem[] = [{ path: skillFile, action: upgrade ? 'modify' : 'create', purpose: 'core prompt file (核心提示词文件)' }];
  for (const f of existing) if (f !== skillFile && !f.startsWith('.luban/')) items.push({ path: f, action: 'keep', purpose: '' });
  return items;
}

/** A change request's paths: added (create) or removed; the skill file always stays. */
export function applyPlanNote(items: PlanItem[], note: string, skillFile: string): PlanItem[] {
  const removed = new Set([...note.matchAll(REMOVE)].map((m) => m[1]));
  const out = items.filter((i) => i.path === skillFile || !removed.has(i.path));
  for (const m of note.matchAll(RESOURCE_PATH)) {
    const p = m[0];
    if (removed.has(p) || out.some((i) => i.path === p)) continue;
    out.push({ path: p, action: 'create', purpose: note.trim().slice(0, 120) });
  }
  return out;
}

export function renderPlan(
  items: PlanItem[],
  locale: Locale,
  drafted: string,
  drawn?: { direction: 'B' | 'D'; sources: SourceSkill[]; skillFile: string },
): string {
  const lines = [`# ${sayWizard(locale, 'plan.heading')}`, '', drafted, ''];
  for (const i of items) lines.push(`- [${sayWizard(locale, `plan.${i.action}`)}] ${i.path}${i.purpose ? ` — ${i.purpose}` : ''}`);
  if (drawn?.sources.length)
    lines.push(
      '',
      `## ${sayWizard(locale, drawn.direction === 'B' ? 'plan.sources.B' : 'plan.sources.D', { file: drawn.skillFile })}`,
      '',
      ...drawn.sources.map(outlineOf),
    );
  return lines.join('\n') + '\n';
}

/** Direction B: a drafted list keeps the migrations' sources (a model never names files outside the skill). */
export function keepMigrations(drafted: PlanItem[], migrations: readonly PlanItem[]): PlanItem[] {
  return drafted.map((i) => {
    const m = migrations.find((x) => x.path === i.path);
    return m?.from && i.action === 'create' ? { ...i, from: m.from } : i;
  });
}

export async function plan(ctx: WizardContext): Promise<WizardPhase> {
  const direction = ctx.state.decision?.direction;
  const upgrade = direction === 'C';
  const existing = upgrade ? await listFiles(ctx.folders.sandbox) : [];
  const sources = direction === 'B' || direction === 'D' ? await readSources(ctx.state.decision?.sources ?? []) : [];
  const drawn = direction === 'B' || direction === 'D' ? { direction, sources, skillFile: ctx.state.skillFile } : undefined;
  const migrations = direction === 'B' ? migrationItems(sources, new Set([ctx.state.skillFile])) : [];
  let items = ctx.state.plan ?? [...templatePlan(ctx.state.skillFile, upgrade, existing), ...migrations];
  const notes: string[] = [];
  for (;;) {
    const drafted = await draftPlan(ctx, items, existing, notes, sources.map(outlineOf));
    if (drafted) items = keepMigrations(drafted, migrations);
    ctx.state.plan = items;
    const model = drafted ? ctx.model?.model : undefined;
    const note = (l: Locale) => (model ? sayWizard(l, 'product.drafted.model', { model }) : sayWizard(l, 'product.drafted.template'));
    const file = await ctx.folders.writeTmp('4', '04-plan.md', renderPlan(items, ctx.locale, note(ctx.locale), drawn));
    await ctx.save();
    const product = bilingual((l) => renderPlan(items, l, note(l), drawn) + '\n' + sayWizard(l, 'product.written', { file }));
    ctx.emit({ type: 'product', phase: '4', text: product });
    const g = await gate(ctx, '4', product);
    if (g.pass) return '5';
    ctx.say('4', 'back', 'notice.revise', { phase: 'Phase 4', note: g.note || '—' });
    notes.push(g.note);
    items = applyPlanNote(items, g.note, ctx.state.skillFile);
  }
}
