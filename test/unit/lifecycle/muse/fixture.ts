/** A small skill with every MUSE dimension: triggers, a format section, must/forbid rules, steps, a reference. */
export const SKILL = `---
name: release-notes
description: Drafts release notes from merged pull requests. Use when the user asks to "draft release notes" or "write the changelog".
---

# Release notes

## Workflow

1. List merged pull requests since the last tag with \`git log --merges --oneline\`.
2. Group them into features and fixes using [the categories](references/categories.md).
3. Write one line per change, in the past tense, with the PR number.
4. Show the draft and wait for approval before writing \`CHANGELOG.md\`.

## Output format

- Output a Markdown list with one heading per category.

## Rules

- You must keep the PR number on every line.
- Never include internal ticket links.
`;

export const CATEGORIES = '# Categories\n\n- features\n- fixes\n';

export const files = (skill = SKILL): Record<string, string> => ({ 'release-notes/SKILL.md': skill, 'release-notes/references/categories.md': CATEGORIES });
