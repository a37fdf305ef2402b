/**
 * A saved report opens in a tab of its own: the Markdown preview *editor* of that file
 * (`vscode.openWith` … `vscode.markdown.preview.editor`), not the shared dynamic preview
 * that follows the active editor — so clicking the SKILL.md tab never turns it into
 * "Preview SKILL.md", and the next report opens beside it in another tab.
 */
import * as vscode from 'vscode';

/** The view type of VS Code's built-in Markdown preview editor (markdown-language-features). */
export const MARKDOWN_PREVIEW_EDITOR = 'vscode.markdown.preview.editor';

export async function openReportTab(uri: vscode.Uri, log: vscode.LogOutputChannel): Promise<void> {
  try {
    await vscode.commands.executeCommand('vscode.openWith', uri, MARKDOWN_PREVIEW_EDITOR, { preview: false });
  } catch (e) {
    log.warn(`markdown preview editor unavailable (${String(e)}); showing ${uri.fsPath} as text`);
    await vscode.window.showTextDocument(uri, { preview: false });
  }
}
