/** The lines a review item's section names (phases/review-scope.ts): headings, never `#` lines inside fenced code. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sectionLines } from '../../../src/core/workflows/loop/phases/review-scope.ts';

const TEXT = ['# Skill', '', '## Workflow', '', '```bash', '# Anti-patterns of the shell', 'ls', '```', '', '## Anti-patterns', '', '- Never guess.', ''].join(
  '\n',
);

test('a section runs from its heading to the next heading of the same or higher level', () => {
  assert.deepEqual(sectionLines(TEXT, 'Workflow'), { from: 2, to: 8 });
  assert.deepEqual(sectionLines(TEXT, 'Anti-patterns'), { from: 9, to: 12 });
});

test('a `# comment` inside a fenced block is neither a heading nor the end of a section', () => {
  // Before: the fenced "# Anti-patterns of the shell" was a level-1 heading: it matched this item and cut Workflow at line 4.
  assert.deepEqual(sectionLines(TEXT, 'Anti-patterns of the shell'), { from: 9, to: 12 });
  assert.deepEqual(sectionLines(TEXT, 'Workflow'), { from: 2, to: 8 });
});
