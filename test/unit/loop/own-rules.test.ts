/**
 * Luban's own rules, checked before a keep (issue 33 item 3): a STOP/CHECKPOINT only before
 * an irreversible step, no new soft words, no new error/warning findings, the language of
 * the replaced text kept — and a gain that comes from such an edit is not a gain.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { scanDocument } from '../../../src/core/engine/scan.ts';
import { loadSkill } from '../../../src/core/skill/load.ts';
import { decideRound, type RoundInputs } from '../../../src/core/workflows/loop/decide-round.ts';
import { idleMarks, ownRuleBreaks, ownRulesNote } from '../../../src/core/workflows/loop/own-rules.ts';
import { tempDir } from '../../support/tmp.ts';

async function scanOf(text: string) {
  const dir = path.join(tempDir(), 'demo');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'SKILL.md'), text);
  return scanDocument(await loadSkill(dir));
}

const ZH = `---
name: zh-notes
description: 根据本周的提交记录生成周报。当用户说"写周报"时使用。
---

# 周报

## 工作流程

1. 读取本周的提交记录。
2. 按项目分组。
3. 写出周报草稿，控制在一页以内。
`;

test('a STOP before a harmless step is idle; before an irreversible one (or naming it) it is not', () => {
  const before = '1. Read the commits.\n2. Group them.\n3. Deploy the site.\n';
  assert.deepEqual(idleMarks(before, before.replace('2. Group', '🛑 STOP: confirm first.\n2. Group')), [{ line: 2, text: '🛑 STOP: confirm first.' }]);
  assert.deepEqual(idleMarks(before, before.replace('3. Deploy', '🛑 STOP: confirm first.\n3. Deploy')), []);
  assert.deepEqual(idleMarks(before, before.replace('2. Group', '🛑 STOP before you delete anything.\n2. Group')), []);
  // The case: "before writing files" is not irreversible (writing a local file can be undone).
  assert.equal(idleMarks(before, before.replace('2. Group', '🛑 STOP: ask before writing files.\n2. Group')).length, 1);
  // An existing mark reworded is not a new mark.
  const marked = '1. Read.\n🛑 STOP: confirm.\n2. Deploy.\n';
  assert.deepEqual(idleMarks(marked, marked.replace('confirm.', 'confirm with the user.')), []);
});

test("the issue's edit: an English STOP before writing files in a Chinese skill that writes none breaks two rules", async () => {
  const before = await scanOf(ZH);
  const after = await scanOf(ZH.replace('3. 写出', '🛑 STOP: confirm with the user before writing files.\n3. 写出'));
  const breaks = ownRuleBreaks(before, after);
  assert.deepEqual(
    breaks.map((b) => b.rule),
    ['stop-line', 'language'],
  );
  const note = ownRulesNote(breaks);
  assert.match(note, /breaks Luban's own rules, so its gain does not count \/ 违反 Luban 自身规则，加分不算数/);
  assert.match(note, /L12 adds a STOP\/CHECKPOINT before a step that can be undone/);
  assert.match(note, /writes "confirm with the user before writing files" in another language/);
});

test('new soft words and new warning findings are breaks; a clean Chinese edit is not', async () => {
  const before = await scanOf(ZH);
  const soft = ownRuleBreaks(before, await scanOf(ZH.replace('2. 按项目分组。', '2. 可以考虑按项目分组，尽量简短。')));
  assert.ok(
    soft.some((b) => b.rule === 'soft-word'),
    JSON.stringify(soft),
  );
  const broken = ownRuleBreaks(before, await scanOf(ZH.replace('1. 读取本周的提交记录。', '1. 读取 `references/missing.md` 里的格式。')));
  assert.ok(
    broken.some((b) => b.rule === 'new-finding' && b.ruleId === 'skillops/broken-reference'),
    JSON.stringify(broken),
  );
  assert.deepEqual(
    ownRuleBreaks(before, await scanOf(ZH.replace('## 工作流程', '## 失败处理\n\n若没有提交记录，先询问用户从哪一天开始。\n\n## 工作流程'))),
    [],
  );
});

test('decideRound: an edit that breaks the rules is reverted whatever its gain, and the row says why', () => {
  const note = "breaks Luban's own rules, so its gain does not count / 违反 Luban 自身规则，加分不算数: L11 …";
  const inputs: RoundInputs = {
    what: 'add a STOP',
    target: { dim: 'dim4' },
    selfCheck: [],
    otherDims: [],
    ownRules: note,
    comparison: { oldTotal: 70, newTotal: 76, delta: 6, outOf: 100, dropped: [], improved: true },
    rescored: { dim8AllDry: false, redline1: false },
    runtimeGate: 'pass',
    pairedJudges: 0,
    judged: false,
  };
  const d = decideRound(inputs);
  assert.equal(d.keep, false);
  assert.equal(d.rule, 'own-rules');
  assert.equal(d.cause, 'decided');
  assert.equal(d.notes.at(-1), note);
  assert.equal(decideRound({ ...inputs, ownRules: undefined }).keep, true, 'the same +6 without the break is kept');
});
