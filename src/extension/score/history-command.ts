/**
 * "Luban: Show Score History" (docs/features.md §9 `luban history`): the skill's results.tsv as a
 * read-only Markdown preview (./history-markdown.ts), read by the core's reader — the one
 * the CLI and the dashboard's history view use. Reads only; a damaged file is shown line by
 * line, never rewritten. Available in Restricted Mode.
 */
import path from 'node:path';
import * as vscode from 'vscode';
import type { ParsedResults } from '../../core/api/formats.ts';
import { readHistory } from '../../core/api/modules.ts';
import { openDocument, skillFor, type ScoreEnv } from './env.ts';
import { historyMarkdown } from './history-markdown.ts';

const t = (m: string, ...a: Array<string | number>) => vscode.l10n.t(m, ...a);

export interface HistoryCommandResult {
  dir: string;
  parsed: ParsedResults | undefined;
  uri: vscode.Uri;
  markdown: string;
}

export async function historyCommand(env: ScoreEnv, arg: unknown): Promise<HistoryCommandResult | undefined> {
  const dir = await skillFor(env, arg, t('Choose the skill whose score history to show'));
  if (!dir) return undefined;
  const history = await readHistory(dir);
  const name = path.basename(dir);
  const markdown = historyMarkdown(t, { name, where: vscode.workspace.asRelativePath(dir), history });
  return { dir, parsed: history.parsed, markdown, uri: await openDocument(env, name, 'history', markdown) };
}
