import type { Hover, HoverParams, Position, Range } from 'vscode-languageserver/node';
import type { TextDocuments } from 'vscode-languageserver/node';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import type { Locale } from '../core/api/base.ts';
import { docsUrl, type RuleMeta } from '../core/api/rules.ts';
import { allRules } from '../core/api/scan.ts';
import { pageFromMeta } from '../frontend/editor/rule-page.ts';
import { packagedRulePage, packageRoot } from '../frontend/packaged-docs.ts';
import { toLspRange, type LspDiagnostics } from './diagnostics.ts';
import { say } from './messages.ts';

const META = new Map<string, RuleMeta>(allRules.map((r) => [r.meta.id, r.meta]));

function contains(r: Range, p: Position): boolean {
  const after = p.line > r.start.line || (p.line === r.start.line && p.character >= r.start.character);
  const before = p.line < r.end.line || (p.line === r.end.line && p.character <= r.end.character);
  return after && before;
}

/** The part of a page for `locale`: the 简体中文 section (under the page's title) for zh-CN, the rest otherwise. */
export function pageFor(page: string, locale: Locale): string {
  const lines = page.split(/\r?\n/);
  const zh = lines.findIndex((l) => l.trim() === '## 简体中文');
  if (zh < 0) return page.trim();
  if (locale === 'zh-CN') return [lines[0], '', ...lines.slice(zh + 1)].join('\n').trim();
  return lines.slice(0, zh).join('\n').trim();
}

/** Relative Markdown links of a page, made absolute against the page's web address (a hover has no folder to resolve them in). */
export function absoluteLinks(markdown: string, base: string): string {
  return markdown.replace(/\]\((?!https?:|mailto:|#)([^)\s]+)\)/g, (_m, target: string) => `](${new URL(target, base).href})`);
}

export class LspHover {
  private readonly pages = new Map<string, string>();
  private readonly root = packageRoot();

  constructor(
    private readonly diagnostics: LspDiagnostics,
    private readonly documents: TextDocuments<TextDocument>,
  ) {}

  provide(params: HoverParams): Hover | null {
    const uri = params.textDocument.uri;
    const p = params.position;
    const findings = (this.diagnostics.stateForUri(uri)?.byUri.get(uri) ?? []).filter((f) => contains(toLspRange(f.range), p));
    let ids = [...new Set(findings.map((f) => f.ruleId))];
    let range: Range | undefined = findings.length ? toLspRange(findings[0].range) : undefined;
    if (!ids.length) {
      const word = this.ruleIdAt(uri, p);
      if (word) {
        ids = [word.id];
        range = word.range;
      }
    }
    const parts = ids.map((id) => this.page(id)).filter((s): s is string => s !== undefined);
    if (!parts.length) return null;
    return { contents: { kind: 'markdown', value: parts.join('\n\n---\n\n') }, range };
  }

  /** The rule page's Markdown for the hover (read once per rule and locale). */
  page(ruleId: string): string | undefined {
    const meta = META.get(ruleId);
    if (!meta) return undefined;
    const locale = this.diagnostics.locale;
    const key = `${locale}:${ruleId}`;
    let text = this.pages.get(key);
    if (text === undefined) {
      const packaged = packagedRulePage(ruleId, this.root);
      const body = packaged !== undefined ? pageFor(packaged, locale) : `${pageFromMeta(meta, locale).trim()}\n\n_${say(locale, 'noPage', { rule: ruleId })}_`;
      text = `${absoluteLinks(body, docsUrl(ruleId))}\n\n[${say(locale, 'openPage')}](${docsUrl(ruleId)})`;
      this.pages.set(key, text);
    }
    return text;
  }

  /** A known rule id written in the text under the cursor (`hasp/soft-word`), with its range. */
  private ruleIdAt(uri: string, p: Position): { id: string; range: Range } | undefined {
    const doc = this.documents.get(uri);
    if (!doc) return undefined;
    const line = doc.getText({ start: { line: p.line, character: 0 }, end: { line: p.line + 1, character: 0 } });
    for (const m of line.matchAll(/[a-z0-9-]+\/[a-z0-9-]+/g)) {
      const start = m.index ?? 0;
      const end = start + m[0].length;
      if (p.character >= start && p.character <= end && META.has(m[0])) {
        return { id: m[0], range: { start: { line: p.line, character: start }, end: { line: p.line, character: end } } };
      }
    }
    return undefined;
  }
}
