/** Shared pieces of the optimiser tests: a scripted Approver, event capture, a fixed clock. */
import type { Approver, Checkpoint, LoopEvent, Notice, RoundResult } from '../../../src/core/workflows/loop/types.ts';
import { NoAnswerError } from '../../../src/core/workflows/loop/types.ts';

export interface ScriptedApprover extends Approver {
  asked: Checkpoint[];
}

/**
 * Answers by checkpoint kind (or id): a string, or a list used in order; anything not
 * listed gets its default. `refuse` kinds throw NoAnswerError (a non-interactive CLI).
 */
export function approver(answers: Record<string, string | string[]> = {}, refuse: string[] = []): ScriptedApprover {
  const asked: Checkpoint[] = [];
  const used = new Map<string, number>();
  return {
    asked,
    async ask(cp) {
      asked.push(cp);
      if (refuse.includes(cp.kind) || refuse.includes(cp.level)) throw new NoAnswerError(cp);
      const a = answers[cp.id] ?? answers[cp.kind];
      if (a === undefined) return cp.defaultChoice;
      if (typeof a === 'string') return a;
      const n = used.get(cp.kind) ?? 0;
      used.set(cp.kind, n + 1);
      return a[Math.min(n, a.length - 1)];
    },
  };
}

export function recorder() {
  const events: LoopEvent[] = [];
  return {
    events,
    onEvent: (e: LoopEvent) => events.push(e),
    notices: (code?: string): Notice[] => events.flatMap((e) => (e.type === 'notice' && (!code || e.notice.code === code) ? [e.notice] : [])),
    rounds: (): RoundResult[] => events.flatMap((e) => (e.type === 'roundResult' ? [e.result] : [])),
  };
}

/** A clock that advances one minute per call (distinct backup names, realistic timestamps). */
export function clock(start = new Date(2026, 5, 11, 10, 0)): () => Date {
  let t = start.getTime();
  return () => new Date((t += 60_000));
}

/** The demo skill the model-backed loop tests optimise (a STOP mark, no failure-handling section). */
export const DEMO_SKILL = `---
name: demo-skill
description: Drafts release notes from merged pull requests. Use when the user asks to "draft release notes" or "write the changelog".
---

# Demo skill

## Purpose

Turn the merged pull requests since the last tag into release notes that a user can read in two minutes.

## Workflow

1. List merged pull requests since the last tag with \`git log --merges --oneline\`.
2. Group them into features, fixes and internal changes.
3. Write one line per change, in the past tense, with the PR number.
4. 🛑 STOP: show the draft and wait for approval before writing \`CHANGELOG.md\`.

## Anti-patterns

- Don't copy commit messages verbatim; rewrite them for users.
- Never include internal ticket links.
- Avoid marketing words such as "revolutionary".
`;
