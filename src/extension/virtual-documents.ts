/**
 * Read-only documents held in memory and addressed by URI (a report rendered from rule
 * metadata, the proposed or evolved side of a diff): one TextDocumentContentProvider that
 * each feature registers under its own scheme.
 */
import * as vscode from 'vscode';

export class VirtualDocuments implements vscode.TextDocumentContentProvider, vscode.Disposable {
  private readonly contents = new Map<string, string>();
  private readonly changed = new vscode.EventEmitter<vscode.Uri>();
  readonly onDidChange = this.changed.event;

  provideTextDocumentContent(uri: vscode.Uri): string {
    return this.contents.get(uri.toString()) ?? '';
  }

  /** Set (or replace) the document's text; an open editor of it follows. */
  set(uri: vscode.Uri, text: string): vscode.Uri {
    this.contents.set(uri.toString(), text);
    this.changed.fire(uri);
    return uri;
  }

  dispose(): void {
    this.changed.dispose();
  }
}
