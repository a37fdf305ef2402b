/**
 * Phase 8 · 验证 (Verify): the installed skill rescanned — discovered at the APP
 * directory, its name, its trigger words in the description (a lazily loaded skill is
 * found only by them), and the scan engine's result (the metis profile for a metis-form
 * skill). Gate: 「以上验证结果是否接受？」; a failed or unaccepted verification runs again
 * after the person looked. The end: the seed's completion summary, also in report.md.
 */
import path from 'node:path';
import type { Locale } from '../../base/l10n/index.ts';
import { discoverSkills } from '../../skill/discover.ts';
import { loadSkill } from '../../skill/load.ts';
import { compatibility, compatibilityLines, type RuntimeCompatibility } from '../../modules/compat/compatibility.ts';
import { writeFileAtomic } from '../../base/io/atomic.ts';
import type { WizardContext } from './context.ts';
import { gate } from './gate.ts';
import { sayWizard } from './messages.ts';
import { bilingual } from './render.ts';
import { descriptionOf, missingTriggers } from './review/items.ts';
import { lintSkill } from './review/run.ts';
import type { WizardPhase } from './types.ts';

export interface Verification {
  ok: boolean;
  found: boolean;
  name?: string;
  missing: string[];
  present: string[];
  /** Error findings of the profile's own rules (frontmatter, metis): these fail the verification. */
  errors: number;
  /** Every error finding of the scan (shown; other modules' errors are the review's and the person's to weigh). */
  allErrors: number;
  warnings: number;
  profile: string;
  /** The runtime load verdicts (docs/features.md H10); a runtime that drops the skill fails the verification. */
  runtimes: RuntimeCompatibility[];
  /** The same verdicts with their reasons in Chinese. */
  runtimesZh: RuntimeCompatibility[];
  dropped: string[];
}

export async function verifyInstalled(target: string, expectedName: string, triggers: string[]): Promise<Verification> {
  const found = (await discoverSkills(target).catch(() => [] as string[])).some((d) => path.resolve(d) === path.resolve(target));
  if (!found)
    return { ok: false, found, missing: triggers, present: [], errors: 0, allErrors: 0, warnings: 0, profile: '-', runtimes: [], runtimesZh: [], dropped: [] };
  const doc = await loadSkill(target);
  const lint = await lintSkill(doc, target);
  const data = doc.frontmatter?.data;
  const name = typeof data?.name === 'string' ? data.name : undefined;
  const missing = missingTriggers(descriptionOf(data), triggers);
  const runtimes = compatibility(doc, 'en');
  const dropped = runtimes.filter((r) => r.verdict === 'dropped').map((r) => r.name);
  const allErrors = lint.findings.filter((f) => f.severity === 'error').length;
  return {
    // "Passed" only when nothing Luban checks says otherwise: no error finding, no runtime that drops it.
    // The metis form (skill.md) is for MetisAI's loader: the runtimes that drop it are shown, not counted.
    ok:
      name === expectedName &&
      missing.length === 0 &&
      // Every error finding, the profile's own (lint.errors) among them.
      allErrors === 0 &&
      (dropped.length === 0 || doc.skillFileName === 'skill.md'),
    found,
    name,
    missing,
    present: triggers.filter((t) => !missing.includes(t)),
    errors: lint.errors.length,
    allErrors,
    warnings: lint.warnings,
    profile: lint.profile,
    runtimes,
    runtimesZh: compatibility(doc, 'zh-CN'),
    dropped,
  };
}

export function renderVerification(v: Verification, target: string, name: string, locale: Locale): string {
  const s = (k: Parameters<typeof sayWizard>[1], d?: Record<string, string | number>) => sayWizard(locale, k, d);
  return [
    v.ok ? s('verify.ok', { name }) : s('verify.failed'),
    '',
    `- ${v.found ? s('verify.found', { dir: target }) : s('verify.notFound', { dir: target })}`,
    `- ${s('verify.name', { name: v.name ?? '—' })}`,
    `- ${s('verify.triggers', { present: v.present.join(', ') || '—' })}`,
    ...(v.missing.length ? [`- ${s('verify.missing', { missing: v.missing.join(', ') })}`] : []),
    `- ${s('verify.scan', { profile: v.profile, errors: v.allErrors, profileErrors: v.errors, warnings: v.warnings })}`,
    ...(v.runtimes.length
      ? [
          `- ${v.dropped.length ? s('verify.dropped', { n: v.dropped.length, total: v.runtimes.length, names: v.dropped.join(', ') }) : s('verify.runtimes')}`,
          ...compatibilityLines(locale === 'zh-CN' ? v.runtimesZh : v.runtimes, locale).map((l) => `  - ${l}`),
        ]
      : []),
  ].join('\n');
}

export function renderDone(ctx: WizardContext, locale: Locale, ok = true): string {
  const op = sayWizard(locale, ctx.state.kind === 'upgrade' ? 'op.upgrade' : 'op.new');
  const body = sayWizard(locale, 'done.body', {
    name: ctx.state.name,
    op,
    work: ctx.folders.sandbox,
    app: ctx.state.target,
    triggers: (ctx.state.requirement?.triggers ?? []).join(', ') || '—',
  });
  // Not verified: no "complete ✅" line — the title says what is wrong.
  const shown = ok ? body : body.slice(body.indexOf('\n\n') + 2);
  return `${sayWizard(locale, ok ? 'done.title' : 'done.titleNotReady', { name: ctx.state.name, op })}\n\n${shown}\n`;
}

export async function verify(ctx: WizardContext): Promise<WizardPhase | 'done'> {
  for (;;) {
    const v = await verifyInstalled(ctx.state.target, ctx.state.name, ctx.state.requirement?.triggers ?? []);
    ctx.state.verified = { at: ctx.clock().toISOString(), ok: v.ok };
    await ctx.save();
    const product = bilingual((l) => renderVerification(v, ctx.state.target, ctx.state.name, l));
    ctx.emit({ type: 'product', phase: '8', text: product });
    const g = await gate(ctx, '8', product);
    if (g.pass) {
      const done = bilingual((l) => renderDone(ctx, l, v.ok));
      await writeFileAtomic(
        ctx.folders.report,
        `${renderVerification(v, ctx.state.target, ctx.state.name, ctx.locale)}\n\n${renderDone(ctx, ctx.locale, v.ok)}`,
      );
      ctx.emit({ type: 'product', phase: '8', text: done });
      return 'done';
    }
    ctx.say('8', 'back', 'notice.revise', { phase: 'Phase 8', note: g.note || '—' });
  }
}
