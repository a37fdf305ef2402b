/**
 * The security verdict (docs/features.md B5a) as one line for the terminal, shared by `luban scan`
 * and `luban score`: red "⛔ do not install" on an open Sentinel error, yellow "review"
 * on warnings only, a plain dim line when clear — whatever the points.
 */
import { securityVerdict, type SecurityVerdict } from '../../core/api/modules.ts';
import { ruleList } from '../../core/api/scan.ts';
import { t, type Locale } from '../../core/api/base.ts';
import type { Finding } from '../../core/api/rules.ts';

export interface Paint {
  red: (s: string) => string;
  yellow: (s: string) => string;
  dim: (s: string) => string;
  bold: (s: string) => string;
}

const plain: Paint = { red: (s) => s, yellow: (s) => s, dim: (s) => s, bold: (s) => s };

/** The verdict's words, uncoloured. */
export function securityText(v: SecurityVerdict, locale: Locale): string {
  if (v.level === 'clear') return t(locale, 'security.clear');
  const list = v.level === 'block' ? v.errors : v.warnings;
  const { shown, more } = ruleList(list);
  const rules = shown.join(', ') + (more ? ` ${t(locale, 'security.more', { count: more })}` : '');
  const key =
    v.level === 'block'
      ? list.length === 1
        ? 'security.block.one'
        : 'security.block.many'
      : list.length === 1
        ? 'security.review.one'
        : 'security.review.many';
  return t(locale, key, { count: list.length, rules });
}

/** The verdict line, coloured: red and bold for block, yellow for review, dim when clear. */
export function securityLine(findings: readonly Finding[], locale: Locale, paint: Paint = plain): string {
  const v = securityVerdict(findings);
  const text = securityText(v, locale);
  return v.level === 'block' ? paint.bold(paint.red(text)) : v.level === 'review' ? paint.yellow(text) : paint.dim(text);
}
