/**
 * Rule documentation inside the product (docs/features.md H9): "Luban: Open Rule Documentation"
 * renders the rule's packaged page (`docs/rules/…` in the extension folder) in the
 * Markdown preview editor — offline, no "open external website?" prompt; the diagnostic's
 * code link runs the same command; and a hover on a Luban squiggle says why the rule
 * matters and how to fix it, quoted from the page (or the rule's metadata without one).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as vscode from 'vscode';
import type { Locale } from '../../core/api/base.ts';
import { dimLabel, moduleLabel } from '../../core/api/score.ts';
import { allRules } from '../../core/api/scan.ts';
import type { RuleMeta } from '../../core/api/rules.ts';
import { COMMAND } from '../command-ids.ts';
import { openReportTab } from '../reports/open-report.ts';
import { firstParagraph, pageFromMeta, ruleDocPath, ruleDocSections, type RuleDocSections } from '../../frontend/editor/rule-page.ts';

const t = (m: string, ...a: Array<string | number>) => vscode.l10n.t(m, ...a);

const META = new Map<string, RuleMeta>(allRules.map((r) => [r.meta.id, r.meta]));

export function ruleMeta(ruleId: string): RuleMeta | undefined {
  return META.get(ruleId);
}

/** `command:luban.openRuleDocs?["hasp/soft-word"]`: the diagnostic's code link (the workbench opens it with commands allowed). */
export function ruleDocsCommandUri(ruleId: string): vscode.Uri {
  return vscode.Uri.parse(`command:${COMMAND.openRuleDocs}?${encodeURIComponent(JSON.stringify([ruleId]))}`);
}

/** Virtual pages for rules without a packaged one (a `TextDocumentContentProvider` keyed by URI). */
export interface GeneratedPages {
  set(uri: vscode.Uri, text: string): void;
}

export const GENERATED_DOC_SCHEME = 'luban-report';

export class RuleDocs {
  private readonly sections = new Map<string, RuleDocSections>();

  constructor(
    private readonly extensionRoot: string,
    private readonly generated: GeneratedPages,
    private readonly locale: () => Locale,
    private readonly log: vscode.LogOutputChannel,
  ) {}

  /** The packaged page's file, when the extension ships one for this rule. */
  pageFile(ruleId: string): string | undefined {
    const file = path.join(this.extensionRoot, ...ruleDocPath(ruleId).split('/'));
    return existsSync(file) ? file : undefined;
  }

  /** Where a report links a rule: its packaged page (a file link the preview opens offline), else the web page. */
  linkFor(ruleId: string, fallback: (ruleId: string) => string): string {
    const file = this.pageFile(ruleId);
    return file ? vscode.Uri.file(file).toString() : fallback(ruleId);
  }

  /** Open the rule's page in a preview tab; returns the URI shown (a packaged file, or a generated page). */
  async open(ruleId: string): Promise<vscode.Uri | undefined> {
    const file = this.pageFile(ruleId);
    if (file) {
      const uri = vscode.Uri.file(file);
      await openReportTab(uri, this.log);
      return uri;
    }
    const meta = ruleMeta(ruleId);
    if (!meta) {
      void vscode.window.showWarningMessage(t('Luban has no rule {0}.', ruleId));
      return undefined;
    }
    this.log.info(`no packaged page for ${ruleId}; showing one from its metadata`);
    const uri = vscode.Uri.from({ scheme: GENERATED_DOC_SCHEME, path: `/rules/${ruleId}.md` });
    this.generated.set(uri, pageFromMeta(meta, this.locale()));
    await openReportTab(uri, this.log);
    return uri;
  }

  /** Why / how to fix for the hover, from the page (read once per rule). */
  sectionsOf(ruleId: string): RuleDocSections {
    const key = `${this.locale()}:${ruleId}`;
    let s = this.sections.get(key);
    if (!s) {
      const file = this.pageFile(ruleId);
      s = file ? ruleDocSections(readFileSync(file, 'utf8'), this.locale()) : {};
      this.sections.set(key, s);
    }
    return s;
  }
}

/** The hover on a Luban squiggle: rule, plain names, why and how to fix, and the page. */
export class RuleHover implements vscode.HoverProvider {
  constructor(
    private readonly docs: RuleDocs,
    private readonly locale: () => Locale,
  ) {}

  provideHover(document: vscode.TextDocument, position: vscode.Position): vscode.Hover | undefined {
    const ours = vscode.languages.getDiagnostics(document.uri).filter((d) => d.source === 'Luban' && d.range.contains(position));
    const ids = [...new Set(ours.map((d) => (typeof d.code === 'object' && d.code !== null ? String(d.code.value) : String(d.code))))];
    const parts = ids.map((id) => this.hoverText(id)).filter((s): s is string => s !== undefined);
    if (!parts.length) return undefined;
    const md = new vscode.MarkdownString(parts.join('\n\n---\n\n'));
    md.isTrusted = { enabledCommands: [COMMAND.openRuleDocs] };
    return new vscode.Hover(md);
  }

  hoverText(ruleId: string): string | undefined {
    const meta = ruleMeta(ruleId);
    if (!meta) return undefined;
    const locale = this.locale();
    const s = this.docs.sectionsOf(ruleId);
    const what = (locale === 'zh-CN' ? meta.description.zh : meta.description.en).trim();
    const why = s.why ? firstParagraph(s.why) : what;
    const fix = s.fix
      ? firstParagraph(s.fix)
      : meta.fixable
        ? t('Use the quick fix (Ctrl+. or the light bulb) on the squiggle.')
        : t('Edit the skill as the rule page describes.');
    const link = `[${t('Open rule documentation')}](${ruleDocsCommandUri(ruleId).toString()})`;
    return [
      `**${ruleId}** · ${moduleLabel(meta.module, locale)} · ${dimLabel(meta.dimension, locale)}`,
      `**${t('Why')}:** ${why}`,
      `**${t('How to fix')}:** ${fix}`,
      link,
    ].join('\n\n');
  }
}
