/** The hardening plan as plain text: the CHECKPOINT body in the CLI and the editor's modal detail. */
import { pick, type Locale } from '../../../base/l10n/index.ts';
import { sayHarden as say } from './messages.ts';
import type { PreparedHardening } from './run.ts';

const MAX_RULE = 80;

function short(text: string): string {
  const t = text.trim().replace(/\s+/g, ' ');
  return t.length > MAX_RULE ? t.slice(0, MAX_RULE - 1) + '…' : t;
}

export function renderHardenPlan(p: PreparedHardening, locale: Locale): string {
  // Only a plan with something to apply is a question for the person.
  const mark = p.proposed.length ? '🔴 CHECKPOINT ' : '';
  const lines: string[] = [`${mark}${say(locale, 'title', { skill: p.plan.skill })}`, ''];
  for (const e of p.sourceErrors) lines.push(say(locale, 'sourceError', e));
  if (!p.plan.items.length) {
    lines.push(say(locale, 'noCounts', { skill: p.plan.skill }));
    return lines.join('\n') + '\n';
  }
  p.plan.items.forEach((item, i) => {
    const where = item.location ? say(locale, 'line', { line: item.location.line }) : say(locale, 'missingLine');
    lines.push(
      say(locale, 'item', {
        n: i + 1,
        where,
        rule: locale === 'zh-CN' ? `「${short(item.ruleText)}」` : `"${short(item.ruleText)}"`,
        count: item.count,
        sources: item.sources.join(', ') || '-',
      }),
    );
    if (p.skipped.includes(item)) {
      lines.push(say(locale, 'skipped'));
      return;
    }
    switch (item.status) {
      case 'proposed':
        if (item.level === 1) {
          const changes = item.wording.map((w) => `${w.word} → ${w.replacement || say(locale, 'removed')}`).join('; ');
          lines.push(say(locale, 'level1', { changes }));
        } else if (item.entry) {
          lines.push(say(locale, 'level2', { id: item.entry.id, activate: item.entry.should_activate, type: item.entry.intervene.type }));
        }
        return;
      case 'below-threshold':
        lines.push(say(locale, 'belowThreshold'));
        return;
      case 'not-applicable':
        lines.push(say(locale, 'notApplicable', { reason: pick(item.applicability.reason, locale) }));
        return;
      case 'no-mechanical-fix':
        lines.push(say(locale, 'noMechanical'));
        return;
      case 'not-found':
        lines.push(say(locale, 'notFound'));
        return;
      case 'up-to-date':
        lines.push(say(locale, 'upToDate', { id: item.entry?.id ?? '' }));
        return;
    }
  });
  const hits = p.plan.items.filter((i) => i.count >= 2).length;
  if (hits) lines.push('', say(locale, 'sentinel', { count: hits }));
  lines.push('');
  if (p.diff) lines.push(p.diff.trimEnd());
  else lines.push(say(locale, 'nothingToApply'));
  return lines.join('\n') + '\n';
}
