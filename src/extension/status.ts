/**
 * The static score at a glance (docs/features.md H6): a status-bar item for the active skill
 * ("Luban form checks 21.4 of 29 · 3 ⚠", docs/features.md C3a: never called "the score") and a CodeLens on the first heading of SKILL.md
 * with the per-dimension static results. Both say that judged dimensions are not
 * scored yet (docs/features.md §0: nothing invented) and open the skill report when clicked.
 * Both carry the security verdict (docs/features.md B5a) whatever the points: on an open Sentinel
 * error the status bar item turns red ("$(shield) ⛔ do not install", the theme's
 * error background) and a CodeLens beside the score says why; warnings only show
 * "review" without colour; a clear skill shows nothing extra.
 */
import * as vscode from 'vscode';
import { staticScore, type StaticScore } from '../core/api/scan.ts';
import type { SkillScanResult } from '../core/api/scan.ts';
import { COMMAND } from './command-ids.ts';
import type { DiagnosticsController, SkillState } from './diagnostics.ts';
import { dimSummary, fmt1, scoreStatusText, securityBadge, statusBarText } from './report.ts';

export function scoreOf(result: Pick<SkillScanResult, 'dims' | 'subscores'>): StaticScore {
  return staticScore(result.dims, result.subscores);
}

const t = (m: string, ...a: Array<string | number>) => vscode.l10n.t(m, ...a);

export function statusText(result: SkillScanResult): string {
  return scoreStatusText(result, scoreOf(result), t);
}

export class StatusBar implements vscode.Disposable {
  private readonly item = vscode.window.createStatusBarItem('luban.score', vscode.StatusBarAlignment.Right, 100);
  private readonly disposables: vscode.Disposable[] = [];

  constructor(private readonly controller: DiagnosticsController) {
    this.item.name = vscode.l10n.t('Luban skill score');
    this.disposables.push(
      this.item,
      controller.onDidUpdate(() => this.update()),
      vscode.window.onDidChangeActiveTextEditor(() => this.update()),
      vscode.workspace.onDidChangeConfiguration((e) => e.affectsConfiguration('luban') && this.update()),
    );
    this.update();
  }

  dispose(): void {
    for (const d of this.disposables) d.dispose();
  }

  /** What the item shows now (for tests). */
  get text(): string | undefined {
    return this.item.text || undefined;
  }

  /** Its background now: the theme's error background on a "do not install" verdict (for tests). */
  get background(): vscode.ThemeColor | undefined {
    return this.item.backgroundColor;
  }

  update(): void {
    const editor = vscode.window.activeTextEditor;
    const state = editor ? this.controller.stateForUri(editor.document.uri) : undefined;
    if (!this.controller.currentSettings.statusBar || !state?.scan.result) {
      this.item.hide();
      return;
    }
    const result = state.scan.result;
    const badge = securityBadge(result.findings, t);
    this.item.text = statusBarText(result, scoreOf(result), t);
    this.item.backgroundColor = badge.level === 'block' ? new vscode.ThemeColor('statusBarItem.errorBackground') : undefined;
    const tip = new vscode.MarkdownString();
    tip.appendText(badge.detail);
    tip.appendMarkdown('\n\n');
    tip.appendMarkdown(`**${vscode.l10n.t('Luban — form checks')}**\n\n`);
    tip.appendMarkdown(dimSummary(result, t, this.controller.scanner.locale).join(' · ') + '\n\n');
    tip.appendMarkdown(vscode.l10n.t('Judged dimensions are not scored yet: they need a model. Nothing is guessed.') + '\n\n');
    // What the form checks do not measure (issue 32 item 1, docs/validity.md).
    tip.appendText(vscode.l10n.t('Form checks: structure, wording and safety patterns — not whether the skill helps an agent (see docs/validity.md)'));
    tip.appendMarkdown('\n\n');
    tip.appendMarkdown(vscode.l10n.t('Click for the skill report.'));
    this.item.tooltip = tip;
    this.item.command = { title: vscode.l10n.t('Show Skill Report'), command: COMMAND.showReport, arguments: [vscode.Uri.file(state.dir)] };
    this.item.show();
  }
}

export class ScoreCodeLens implements vscode.CodeLensProvider, vscode.Disposable {
  private readonly changed = new vscode.EventEmitter<void>();
  readonly onDidChangeCodeLenses = this.changed.event;
  private readonly subs: vscode.Disposable[];

  constructor(private readonly controller: DiagnosticsController) {
    this.subs = [controller.onDidUpdate(() => this.changed.fire()), vscode.workspace.onDidGrantWorkspaceTrust(() => this.changed.fire())];
  }

  dispose(): void {
    for (const s of this.subs) s.dispose();
    this.changed.dispose();
  }

  provideCodeLenses(document: vscode.TextDocument): vscode.CodeLens[] {
    if (!this.controller.currentSettings.codeLens) return [];
    const state: SkillState | undefined = this.controller.stateForUri(document.uri);
    const result = state?.scan.result;
    if (!state || !result || result.doc.skillFileName === undefined) return [];
    if (vscode.Uri.file(`${state.dir}/${result.doc.skillFileName}`).toString() !== document.uri.toString()) return [];
    const heading = result.doc.markdown?.headings[0];
    const line = Math.min(Math.max(0, (heading?.line ?? 1) - 1), document.lineCount - 1);
    const range = new vscode.Range(line, 0, line, 0);
    const score = scoreOf(result);
    const head = vscode.l10n.t('Luban form checks {0} of {1}', fmt1(score.total), fmt1(score.outOf));
    const open = { command: COMMAND.showReport, arguments: [vscode.Uri.file(state.dir)] };
    const badge = securityBadge(result.findings, t);
    // "Score … · Optimize" (docs/features.md H6): the headline command beside the score, where it can run (not in Restricted Mode).
    const optimize = vscode.workspace.isTrusted
      ? [
          new vscode.CodeLens(range, {
            title: `$(sparkle) ${vscode.l10n.t('Optimize')}`,
            tooltip: vscode.l10n.t('Luban: Optimize Skill'),
            command: COMMAND.optimizeSkill,
            arguments: [vscode.Uri.file(state.dir)],
          }),
        ]
      : [];
    return [
      new vscode.CodeLens(range, {
        ...open,
        title: `${head} (${vscode.l10n.t('judged dimensions not scored yet')})`,
        // What the form checks do not measure (issue 32 item 1, docs/validity.md).
        tooltip: vscode.l10n.t('Form checks: structure, wording and safety patterns — not whether the skill helps an agent (see docs/validity.md)'),
      }),
      // The verdict beside the score (docs/features.md B5a): its own lens, so it reads as a verdict, not a footnote.
      ...(badge.level === 'clear' ? [] : [new vscode.CodeLens(range, { ...open, title: `$(shield) ${badge.detail}`, tooltip: badge.detail })]),
      new vscode.CodeLens(range, { ...open, title: dimSummary(result, t, this.controller.scanner.locale).join(' · ') }),
      ...optimize,
    ];
  }
}
