/**
 * Luban's own records in a skill folder (diagnostics.tsv, results.tsv, rejected_edits.md …)
 * are not the skill: Sentinel does not read them. diagnostics.tsv quotes the findings of a
 * round (a hard-wired install path, a command), so reading it made dim10 move when the
 * optimiser wrote it — and redline 2 rolled back the runtime gate's repair (issue 26).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { scan } from './helpers.ts';

// A row of diagnostics.tsv as the optimiser writes it for a runtime-gate finding.
const DIAGNOSTICS = [
  '模块\t维度\t子分\t文件\t行号\t详情',
  'RuntimeGate\tdim6\t—\tSKILL.md\t74\tInstall path ".claude/skills/*/SKILL.md" only exists in Claude Code (line 74: "- 全部skills → 扫描 .claude/skills/*/SKILL.md").',
  'Sentinel\tdim10\t—\tSKILL.md\t9\t`echo "x" > .claude/skills/other/SKILL.md` writes into another skill\'s folder',
].join('\n');

test("Luban's records in the skill folder are never read as the skill's own files", () => {
  for (const file of ['diagnostics.tsv', 'results.tsv', 'rejected_edits.md']) assert.deepEqual(scan({ [file]: DIAGNOSTICS }).map((f) => f.file), [], file);
  // The same text in a file of the skill is read.
  assert.ok(scan({ 'notes.md': ['```bash', 'echo "x" > .claude/skills/other/SKILL.md', '```'].join('\n') }).some((f) => f.file === 'notes.md'));
});
