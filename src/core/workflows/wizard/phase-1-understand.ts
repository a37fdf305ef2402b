/**
 * Phase 1 · 理解 (Understand): the seed's 5-dimension interview (intent, core abilities,
 * boundary conditions, failure strategy, constraints) plus the trigger words, turned
 * into the requirement summary `tmps/01-understand.md`. With a model (accepted plan) the
 * model drafts the summary from the answers; without one the summary is the answers.
 * Gate: 「以上需求摘要是否准确？」; a change request re-runs the interview (Enter keeps).
 */
import type { Locale } from '../../base/l10n/index.ts';
import type { Requirement } from '../../formats/wizard-state.ts';
import { splitList } from './answers.ts';
import type { WizardContext } from './context.ts';
import { draftRequirement } from './drafting.ts';
import { gate, question } from './gate.ts';
import { sayWizard, wizardText } from './messages.ts';
import { bilingual } from './render.ts';
import type { WizardPhase } from './types.ts';

/** The template's description: what it does, and the trigger words (lazy loading matches on them). */
export function templateDescription(intent: string, triggers: string[], locale: Locale): string {
  const quoted = triggers.map((t) => `"${t}"`);
  const body = intent.trim().replace(/[。.]+$/, '');
  if (!triggers.length) return body;
  return locale === 'zh-CN' ? `${body}。当用户说${quoted.join('、')}时使用。` : `${body}. Use when the user says ${quoted.join(', ')}.`;
}

export function renderRequirement(r: Requirement, locale: Locale, model?: string): string {
  const s = (k: Parameters<typeof sayWizard>[1], d?: Record<string, string | number>) => sayWizard(locale, k, d);
  const list = (xs: string[]) => (xs.length ? xs.map((x) => `- ${x}`).join('\n') : '- —');
  return [
    `# ${s('understand.heading')}`,
    '',
    r.drafted === 'model' ? s('product.drafted.model', { model: model ?? 'model' }) : s('product.drafted.template'),
    '',
    `## ${s('understand.intent')}`,
    r.intent || '—',
    `## ${s('understand.abilities')}`,
    list(r.abilities),
    `## ${s('understand.boundaries')}`,
    list(r.boundaries),
    `## ${s('understand.failure')}`,
    r.failure || '—',
    `## ${s('understand.constraints')}`,
    r.constraints || '—',
    `## ${s('understand.triggers')}`,
    r.triggers.join(', ') || '—',
    `## ${s('understand.description')}`,
    r.description,
    '',
  ].join('\n');
}

async function interview(ctx: WizardContext, prev: Requirement | undefined): Promise<Omit<Requirement, 'drafted'>> {
  const q = (k: Parameters<typeof wizardText>[0], current?: string) => question(ctx, '1', wizardText(k), current || undefined);
  const intent = await q('ask.intent', prev?.intent);
  const abilities = splitList(await q('ask.abilities', prev?.abilities.join('; ')), false);
  const boundaries = splitList(await q('ask.boundaries', prev?.boundaries.join('; ')), false);
  const failure = await q('ask.failure', prev?.failure);
  const constraints = await q('ask.constraints', prev?.constraints);
  const triggers = splitList(await q('ask.triggers', prev?.triggers.join(', ')));
  const description =
    prev?.description && triggers.every((t) => prev.description.includes(t)) ? prev.description : templateDescription(intent, triggers, ctx.locale);
  return { intent, abilities, boundaries, failure, constraints, triggers, description };
}

export async function understand(ctx: WizardContext, seed?: Requirement): Promise<WizardPhase> {
  let prev = ctx.state.requirement ?? seed;
  const notes: string[] = [];
  for (;;) {
    const answers = await interview(ctx, prev);
    const requirement: Requirement = (await draftRequirement(ctx, answers, notes)) ?? { ...answers, drafted: 'template' };
    ctx.state.requirement = requirement;
    const model = ctx.model?.model;
    const file = await ctx.folders.writeTmp('1', '01-understand.md', renderRequirement(requirement, ctx.locale, model));
    await ctx.save();
    const product = bilingual((l) => renderRequirement(requirement, l, model) + '\n' + sayWizard(l, 'product.written', { file }));
    ctx.emit({ type: 'product', phase: '1', text: product });
    const g = await gate(ctx, '1', product);
    if (g.pass) return '2';
    ctx.say('1', 'back', 'notice.revise', { phase: 'Phase 1', note: g.note || '—' });
    if (g.note) notes.push(g.note);
    prev = requirement;
  }
}
