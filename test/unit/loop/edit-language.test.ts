/**
 * An edit keeps the language of the text it replaces (issue 33 item 2), both directions:
 * a Chinese line stays Chinese, an English line stays English; technical terms (code,
 * file names, paths, runtime names) may stay as they are.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { scanDocument } from '../../../src/core/engine/scan.ts';
import { loadSkill } from '../../../src/core/skill/load.ts';
import { checkpointProposal, deterministicProposals } from '../../../src/core/workflows/loop/deterministic.ts';
import { languageBreaks, localiseRuntimeWording } from '../../../src/core/workflows/loop/edit-language.ts';
import { lineLanguage } from '../../../src/core/skill/language.ts';
import { tempDir } from '../../support/tmp.ts';

async function scanOf(text: string) {
  const dir = path.join(tempDir(), 'demo');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'SKILL.md'), text);
  return scanDocument(await loadSkill(dir));
}

test('the runtime-gate wording is written in the language of its line', () => {
  assert.equal(localiseRuntimeWording('在你的 agent runtime 里', 'zh'), '在你所用的智能体运行环境里');
  assert.equal(localiseRuntimeWording('打开你的 agent runtime', 'zh'), '打开你所用的智能体运行环境');
  assert.equal(localiseRuntimeWording('In your agent runtime', 'en'), 'In your agent runtime');
  assert.equal(lineLanguage('在 Claude Code 里，用户需要把一周的工作整理成周报时使用。'), 'zh');
  assert.equal(lineLanguage('In Claude Code, run `luban scan` on SKILL.md.'), 'en');
  assert.equal(lineLanguage('`SKILL.md`'), undefined);
});

test('a Chinese line stays Chinese: English words written into it are a break; Chinese words and terms are not', () => {
  const before = '# 周报\n\n在 Claude Code 里，整理周报。\n';
  assert.deepEqual(languageBreaks(before, before.replace('在 Claude Code 里', '在你的 agent runtime 里'), 'zh'), [
    { line: 3, lang: 'zh', added: 'agent runtime' },
  ]);
  assert.deepEqual(languageBreaks(before, before.replace('在 Claude Code 里', '在你所用的智能体运行环境里'), 'zh'), []);
  // A line inserted among Chinese lines is read as Chinese.
  const stop = before.replace('在 Claude', '🛑 STOP: confirm with the user before writing files.\n\n在 Claude');
  assert.equal(languageBreaks(before, stop, 'en')[0]?.lang, 'zh');
  // Terms may stay: a code span, a file name, a path and a runtime name.
  assert.deepEqual(
    languageBreaks(before, before.replace('整理周报。', '整理周报，写入 `SKILL.md` 与 ~/.agents/skills（Claude Code、Codex 均可）。'), 'zh'),
    [],
  );
});

test('an English line stays English: Chinese written into it is a break; English and terms are not', () => {
  const before = '# Notes\n\nIn Claude Code, run the notes command.\n';
  assert.deepEqual(languageBreaks(before, before.replace('In Claude Code', 'In your agent runtime'), 'en'), []);
  assert.deepEqual(languageBreaks(before, before.replace('In Claude Code', '在你的 agent runtime 里'), 'en'), [{ line: 3, lang: 'en', added: '在你的里' }]);
  assert.deepEqual(languageBreaks(before, before.replace('command.', 'command in `SKILL.md`.'), 'en'), []);
});

test('the deterministic gate repair and STOP line speak the language of the line they change (both directions)', async () => {
  const zh = await scanOf(
    '---\nname: zh-demo\ndescription: 根据提交记录生成周报。当用户说"写周报"时使用。\n---\n\n# 周报\n\n在 Claude Code 里，用户需要整理周报时使用。\n\n## 工作流程\n\n1. 读取本周的提交记录。\n2. 部署到生产环境。\n',
  );
  const [fix] = deterministicProposals(zh, 'dim6', 'runtime');
  assert.ok(fix, 'a gate repair is proposed');
  assert.match(fix.text, /在你所用的智能体运行环境里，用户需要整理周报时使用。/);
  assert.doesNotMatch(fix.text, /agent runtime/);
  assert.match(checkpointProposal(zh)?.text ?? '', / {3}🛑 STOP：执行下一步前先向用户确认。\n2\. 部署到生产环境。/);

  const en = await scanOf(
    '---\nname: en-demo\ndescription: Drafts weekly notes from commits. Use when the user asks for "weekly notes".\n---\n\n# Notes\n\nIn Claude Code, run the notes command first.\n\n## Workflow\n\n1. Read the commits of the week.\n2. Deploy the notes to production.\n',
  );
  const [enFix] = deterministicProposals(en, 'dim6', 'runtime');
  assert.match(enFix?.text ?? '', /In your agent runtime, run the notes command first\./);
  const stop = checkpointProposal(en)?.text ?? '';
  assert.match(stop, /🛑 STOP: confirm with the user before the next step\./);
  assert.doesNotMatch(stop, /执行/);
});

test('a step in English inside a Chinese skill gets its STOP in English (the line decides, not the skill)', async () => {
  const mixed = await scanOf(
    '---\nname: mixed-demo\ndescription: 根据提交记录生成周报并发布。当用户说"写周报"时使用。\n---\n\n# 周报\n\n把本周的提交记录整理成周报，语气正式，控制在一页以内。\n\n## 工作流程\n\n1. 读取本周的提交记录。\n2. Deploy the report with `scripts/publish.sh`.\n',
  );
  const text = checkpointProposal(mixed)?.text ?? '';
  assert.match(text, /: confirm with the user before the next step\.\n2\. Deploy/);
});
