/**
 * A rule's documentation page, read offline from the packaged `docs/rules/` (docs/features.md H9).
 * The path convention is docs/rules/README.md's: `docs/rules/<module>/<name>.md`
 * (`hasp/soft-word` → `docs/rules/hasp/soft-word.md`), the same as core's rulePagePath;
 * the editor reads it here only. Pages carry "## What it checks", "## Why", "## How to
 * fix" and a "## 简体中文" part with "### 检查什么", "### 为什么", "### 如何修复"; the
 * hover quotes why and how to fix from them. A rule without a page (yet) gets one
 * written from its metadata, so the command never sends anyone to a website.
 * No `vscode` import: unit-tested.
 */
import type { Locale } from '../../core/api/base.ts';
import { dimLabel, moduleLabel } from '../../core/api/score.ts';
import type { RuleMeta } from '../../core/api/rules.ts';

/** The one place the editor spells the page path (relative to the extension root). */
export function ruleDocPath(ruleId: string): string {
  return `docs/rules/${ruleId}.md`;
}

export interface RuleDocSections {
  what?: string;
  why?: string;
  fix?: string;
}

const HEADINGS: Record<Locale, { what: string; why: string; fix: string }> = {
  en: { what: '## What it checks', why: '## Why', fix: '## How to fix' },
  'zh-CN': { what: '### 检查什么', why: '### 为什么', fix: '### 如何修复' },
};

/** The text under `heading` up to the next heading of the same or a higher level (trimmed), or undefined. */
function section(lines: readonly string[], heading: string): string | undefined {
  const level = heading.indexOf(' ');
  const start = lines.findIndex((l) => l.trim() === heading);
  if (start < 0) return undefined;
  const body: string[] = [];
  let fence = false;
  for (const l of lines.slice(start + 1)) {
    if (/^\s*(```|~~~)/.test(l)) fence = !fence;
    const m = !fence && /^(#{1,6})\s/.exec(l);
    if (m && m[1].length <= level) break;
    body.push(l);
  }
  const text = body.join('\n').trim();
  return text || undefined;
}

/** What / why / how to fix from a page, in the locale's part (Chinese falls back to English per section). */
export function ruleDocSections(page: string, locale: Locale): RuleDocSections {
  const lines = page.split(/\r?\n/);
  const zhStart = lines.findIndex((l) => l.trim() === '## 简体中文');
  const en = zhStart >= 0 ? lines.slice(0, zhStart) : lines;
  const pickOf = (key: keyof RuleDocSections) => {
    if (locale === 'zh-CN' && zhStart >= 0) {
      const zh = section(lines.slice(zhStart), HEADINGS['zh-CN'][key]);
      if (zh) return zh;
    }
    return section(en, HEADINGS.en[key]);
  };
  const out: RuleDocSections = {};
  for (const key of ['what', 'why', 'fix'] as const) {
    const v = pickOf(key);
    if (v) out[key] = v;
  }
  return out;
}

/** The first paragraph of a section: what fits in a hover. */
export function firstParagraph(text: string): string {
  return text.split(/\n\s*\n/)[0].trim();
}

/** A page from the rule's metadata, for a rule whose page is not packaged. */
export function pageFromMeta(meta: RuleMeta, locale: Locale): string {
  const zh = locale === 'zh-CN';
  return [
    `# ${meta.id}`,
    '',
    `- ${zh ? '模块' : 'module'}: ${moduleLabel(meta.module, locale)}`,
    `- ${zh ? '维度' : 'dimension'}: ${dimLabel(meta.dimension, locale)}`,
    `- ${zh ? '默认级别' : 'default severity'}: ${meta.defaultSeverity}`,
    '',
    zh ? meta.description.zh : meta.description.en,
    '',
    `${zh ? '屏蔽' : 'Suppress'}: \`<!-- luban-disable-next-line ${meta.id} -->\``,
    '',
  ].join('\n');
}
