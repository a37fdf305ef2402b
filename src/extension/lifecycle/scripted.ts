/**
 * A lifecycle command's argument may script the person's answer — `{ skill, answer }`,
 * where `skill` is what the command would otherwise take (a folder path, a URI, a view
 * node) and `answer` what they would pick in the modal. Used by the integration tests
 * and by other commands that already asked; anything else is passed through unchanged.
 */
import * as vscode from 'vscode';

export function scriptedArg<A extends string>(arg: unknown, answers: readonly A[]): { target: unknown; answer?: A } {
  if (typeof arg !== 'object' || arg === null || arg instanceof vscode.Uri || Array.isArray(arg) || !('skill' in arg)) return { target: arg };
  const { skill, answer } = arg as { skill?: unknown; answer?: unknown };
  return { target: skill, answer: answers.find((a) => a === answer) };
}
