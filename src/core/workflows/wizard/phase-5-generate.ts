/**
 * Phase 5 · 生成 (Generate): the planned files, written only into the sandbox (iron rules
 * #13/#15). All contents are composed first and then written file by file, atomically,
 * so a crash leaves every sandbox file whole (old or new) and the APP directory
 * untouched. With a model (accepted plan) the model drafts the files; without one a new
 * skill starts from the template and an upgrade gets the template's edits (version,
 * trigger words, boundary section, metis fields); direction B merges the sources' bodies
 * and copies their resources in, direction D names the design it borrows (./sources.ts).
 * A return from the review also fixes
 * what it can (bare paths → the reference syntax) and lists the rest for the person.
 * Gate: 「以上生成内容是否符合预期？」; a change request comes back here.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { Locale } from '../../base/l10n/index.ts';
import type { WizardContext } from './context.ts';
import { draftFiles } from './drafting.ts';
import { listFiles, treeText } from './folders.ts';
import { ensureBoundary, ensureMetisFields, ensureTriggers, ensureVersion, frontmatterData, splitSkill } from './frontmatter-edit.ts';
import { gate } from './gate.ts';
import { sayWizard } from './messages.ts';
import { bilingual } from './render.ts';
import { fixBarePaths } from './review/paths.ts';
import { versionOf } from './review/items.ts';
import { isInsideSources, mergedBody, readSources, renamesOf } from './sources.ts';
import { resourceStub, skillTemplate } from './templates.ts';
import type { WizardPhase } from './types.ts';

/** A note that came from the automatic review (phase 6 Stage A), not from the person. */
export const REVIEW_NOTE = '[review] ';

async function readIf(file: string): Promise<string | undefined> {
  try {
    return await fs.readFile(file, 'utf8');
  } catch {
    return undefined;
  }
}

/** The installed version before an upgrade (undefined for a new skill). */
export async function installedVersion(ctx: WizardContext): Promise<string | undefined> {
  if (ctx.state.decision?.direction !== 'C') return undefined;
  const text = await readIf(path.join(ctx.state.target, ctx.state.skillFile));
  return text === undefined ? undefined : versionOf(frontmatterData(text));
}

/** What phase 5 would write: skill-relative path → whole content (only files that change). */
export async function compose(ctx: WizardContext, notes: string[]): Promise<{ files: Record<string, string>; fixed: string[]; drafted: 'model' | 'template' }> {
  const s = ctx.state;
  const r = s.requirement!;
  const metisForm = s.skillFile === 'skill.md';
  const current: Record<string, string> = {};
  for (const item of s.plan ?? []) {
    const text = await readIf(ctx.folders.sandboxPath(item.path));
    if (text !== undefined) current[item.path] = text;
  }
  const next: Record<string, string> = { ...current };
  const lazy = !s.waivers.some((w) => w.rule === 7);
  const direction = s.decision?.direction;
  const sources = direction === 'B' || direction === 'D' ? await readSources(s.decision?.sources ?? []) : [];
  const drawn =
    direction === 'B'
      ? { direction, skills: sources.map((src) => ({ name: src.name, body: mergedBody(src, renamesOf(src, s.plan ?? [])) })) }
      : direction === 'D'
        ? { direction, skills: sources.map((src) => ({ name: src.name, headings: src.headings })) }
        : undefined;
  if (next[s.skillFile] === undefined)
    next[s.skillFile] = skillTemplate({ name: s.name, requirement: r, plan: s.plan ?? [], skillFile: s.skillFile, drawn, lazyLoad: lazy, locale: ctx.locale });
  for (const item of s.plan ?? []) {
    if (item.action !== 'create' || next[item.path] !== undefined) continue;
    // Direction B: a migrated file is the source's own text (only from inside the chosen sources).
    const migrated = item.from && isInsideSources(item.from, s.decision?.sources ?? []) ? await readIf(item.from) : undefined;
    next[item.path] = migrated ?? resourceStub(item);
  }
  let drafted: 'model' | 'template' = 'template';
  const borrowed = direction === 'D' ? Object.fromEntries(sources.map((src) => [`${src.name}/${src.skillFile}`, src.body.slice(0, 8000)])) : {};
  const byModel = await draftFiles(ctx, next, notes, borrowed);
  if (byModel) {
    Object.assign(next, byModel);
    drafted = 'model';
  }
  let skill = next[s.skillFile];
  skill = ensureVersion(skill, metisForm, await installedVersion(ctx));
  skill = ensureTriggers(skill, r.triggers, ctx.locale);
  skill = ensureBoundary(skill, r.boundaries, ctx.locale);
  if (metisForm) skill = ensureMetisFields(skill, lazy);
  const fixed: string[] = [];
  if (notes.some((n) => n.startsWith(REVIEW_NOTE))) {
    const f = fixBarePaths(skill, metisForm);
    skill = f.text;
    fixed.push(...f.fixed);
  }
  next[s.skillFile] = skill;
  const files: Record<string, string> = {};
  for (const [k, v] of Object.entries(next)) if (current[k] !== v) files[k] = v;
  return { files, fixed, drafted };
}

function structure(text: string): string {
  const { frontmatter, body } = splitSkill(text);
  const keys = Object.keys(frontmatterData(text) ?? {});
  const heads = body.split('\n').filter((l) => /^#{1,3}\s/.test(l));
  return [`frontmatter: ${frontmatter === undefined ? '—' : keys.join(', ')}`, ...heads.map((x) => `  ${x}`)].join('\n');
}

export function renderGenerated(
  ctx: WizardContext,
  all: string[],
  written: string[],
  skillText: string,
  locale: Locale,
  drafted: 'model' | 'template',
  notes: string[],
): string {
  const lines = [
    drafted === 'model' ? sayWizard(locale, 'product.drafted.model', { model: ctx.model?.model ?? 'model' }) : sayWizard(locale, 'product.drafted.template'),
    '',
    sayWizard(locale, 'generate.files', { dir: ctx.folders.sandbox }),
    treeText(all, ctx.state.name),
    '',
    ...(written.length ? [`✎ ${written.join(', ')}`, ''] : []),
    sayWizard(locale, 'generate.structure', { file: ctx.state.skillFile }),
    structure(skillText),
  ];
  const open = notes.filter((n) => n.startsWith(REVIEW_NOTE));
  if (open.length) lines.push('', ...open.map((n) => `! ${n.slice(REVIEW_NOTE.length)}`));
  lines.push('', sayWizard(locale, 'generate.editHint'));
  return lines.join('\n');
}

export async function generate(ctx: WizardContext): Promise<WizardPhase> {
  let notes = [...ctx.state.notes];
  for (;;) {
    const { files, fixed, drafted } = await compose(ctx, notes);
    const written: string[] = [];
    for (const [rel, text] of Object.entries(files)) {
      await ctx.hooks.beforeGenerateWrite?.(rel);
      await ctx.folders.writeSandbox('5', rel, text);
      written.push(rel);
    }
    if (fixed.length) ctx.say('5', 'info', 'notice.fixesApplied', { list: fixed.join(', ') });
    const all = await listFiles(ctx.folders.sandbox);
    ctx.state.generated = { at: ctx.clock().toISOString(), files: all, drafted };
    ctx.state.notes = [];
    delete ctx.state.reviewed;
    await ctx.save();
    const skillText = (await readIf(ctx.folders.sandboxPath(ctx.state.skillFile))) ?? '';
    const shown = notes;
    const product = bilingual((l) => renderGenerated(ctx, all, written, skillText, l, drafted, shown));
    ctx.emit({ type: 'product', phase: '5', text: product });
    const g = await gate(ctx, '5', product);
    if (g.pass) return '6';
    ctx.say('5', 'back', 'notice.revise', { phase: 'Phase 5', note: g.note || '—' });
    notes = g.note ? [g.note] : [];
  }
}
