/**
 * MUSE after an edit command wrote the skill (seed v2 §七, issue 31 item 2) — Harden Rules,
 * Report Skill Failure's Apply, Slim, Evolve's replacement, the Upgrade wizard's submit:
 * the skill's tests.yaml cases run on the written skill (core regressAfterWrite); every
 * case failing restores SKILL.md (an error message says so), some failing is a warning
 * with the cases, no regression says why. Logged in the Luban output as well.
 */
import * as vscode from 'vscode';
import { afterWriteLines, regressAfterWrite, type AfterWriteRegression, type BeforeEdit } from '../../core/api/lifecycle.ts';
import { editorLocale } from '../settings.ts';

/** Run the regression after the edit kept in `before` and tell the person; undefined when nothing was kept. */
export async function museAfterEdit(before: BeforeEdit | undefined, log?: vscode.LogOutputChannel): Promise<AfterWriteRegression | undefined> {
  if (!before) return undefined;
  let r: AfterWriteRegression;
  try {
    r = await regressAfterWrite(before);
  } catch (e) {
    log?.error(`MUSE after the edit of ${before.file} failed: ${(e as Error)?.stack ?? String(e)}`);
    return undefined;
  }
  const lines = afterWriteLines(r, editorLocale(), vscode.workspace.asRelativePath(before.file));
  for (const l of lines) log?.info(`MUSE ${before.dir}: ${l}`);
  const [head, ...rest] = lines;
  const detail = rest.join('\n');
  if (r.ran && r.forcedRollback) void vscode.window.showErrorMessage(`Luban ${head}`, { detail });
  else if (r.ran && r.passed < r.total) void vscode.window.showWarningMessage(`Luban ${head}`, { detail });
  else void vscode.window.showInformationMessage(`Luban ${head}`);
  return r;
}
