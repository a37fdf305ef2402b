/**
 * Luban's own records in a skill folder (diagnostics.tsv, results.tsv, rejected_edits.md …)
 * are not the skill: Sentinel does not read them. diagnostics.tsv quotes the findings of a
 * round (a hard-wired install path, a command), so reading it made dim10 move when the
 * optimiser wrote it — and redline 2 rolled back the runtime gate's repair (issue 26).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isLubanRecord, LUBAN_RECORD_FIRST_LINES } from '../../../../src/core/skill/artefacts.ts';
import { DIAGNOSTICS_HEADER } from '../../../../src/core/formats/diagnostics.ts';
import { RESULTS_HEADER } from '../../../../src/core/formats/results.ts';
import { scan } from './helpers.ts';

// A row of diagnostics.tsv as the optimiser writes it for a runtime-gate finding.
const DIAGNOSTICS = [
  '模块\t维度\t子分\t文件\t行号\t详情',
  'RuntimeGate\tdim6\t—\tSKILL.md\t74\tInstall path ".claude/skills/*/SKILL.md" only exists in Claude Code (line 74: "- 全部skills → 扫描 .claude/skills/*/SKILL.md").',
  'Sentinel\tdim10\t—\tSKILL.md\t9\t`echo "x" > .claude/skills/other/SKILL.md` writes into another skill\'s folder',
].join('\n');

const RESULTS = [RESULTS_HEADER, '2026-12-04T10:00\tbaseline\tdemo\t0\t-\t-\terror\t-\t-\tedit: `echo "x" > .claude/skills/other/SKILL.md`\tstatic\t0'].join(
  '\n',
);
const REJECTED = ['# rejected_edits', '', '## REJ-1 | 2026-12-04T10:00 | demo', '', '- **lines**: `echo "x" > .claude/skills/other/SKILL.md`'].join('\n');

test("Luban's records in the skill folder, with Luban's own first line, are never read as the skill's own files", () => {
  for (const [file, text] of [
    ['diagnostics.tsv', DIAGNOSTICS],
    ['results.tsv', RESULTS],
    ['rejected_edits.md', REJECTED],
  ])
    assert.deepEqual(
      scan({ [file]: text }).map((f) => f.file),
      [],
      file,
    );
  // The same text in a file of the skill is read.
  assert.ok(scan({ 'notes.md': ['```bash', 'echo "x" > .claude/skills/other/SKILL.md', '```'].join('\n') }).some((f) => f.file === 'notes.md'));
});

test("a payload under a Luban file name is read: a record without Luban's first line, a backup, an evolve folder", () => {
  const payload = ['```bash', 'echo "x" > .claude/skills/other/SKILL.md', '```'].join('\n');
  for (const file of ['diagnostics.tsv', 'rejected_edits.md', 'evolve/setup.md', 'install.md.bak'])
    assert.ok(
      scan({ [file]: payload }).some((f) => f.file === file),
      file,
    );
});

test("the record first lines Sentinel recognises are the store's headers", () => {
  assert.equal(LUBAN_RECORD_FIRST_LINES['diagnostics.tsv'], DIAGNOSTICS_HEADER.join('\t'));
  assert.equal(LUBAN_RECORD_FIRST_LINES['results.tsv'], RESULTS_HEADER);
  assert.ok(isLubanRecord('rejected_edits.md', REJECTED));
  assert.ok(isLubanRecord('diagnostics.tsv', `\uFEFF${DIAGNOSTICS}`), 'a BOM is not part of the first line');
  assert.ok(!isLubanRecord('references/diagnostics.tsv', DIAGNOSTICS), 'only at the skill root');
});
