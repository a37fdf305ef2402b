import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseDocument } from 'yaml';
import { applyPatch, diagnose, patchText, renderProposal, staticCandidates, StalePatchError } from '../../../src/core/workflows/lifecycle/evoskill/index.ts';
import { parseTranscript, TranscriptError } from '../../../src/core/workflows/lifecycle/evoskill/transcript.ts';
import { skippedPhrase } from '../../../src/core/workflows/lifecycle/evoskill/flow.ts';
import { driftToken } from '../../../src/core/workflows/lifecycle/evoskill/rules.ts';
import { listBackups } from '../../../src/core/formats/backups.ts';
import { contextFor, fixture, LINES, skillFolder, SKILL_ZH } from './evoskill-helpers.ts';

describe('EvoSkill transcripts', () => {
  it('reads a Claude Code session: the instruction, the last reply, the skill not loaded, the broken line reported', () => {
    const t = parseTranscript(fixture('claude-code-missed-trigger.jsonl').text, ['slides-handout']);
    assert.equal(t.format, 'claude-code');
    assert.equal(t.instruction, '帮我把这几页幻灯片导出成讲义');
    assert.equal(t.instructions.length, 2, 'the meta /clear turn and tool results are not instructions');
    assert.equal(t.output, '抱歉，我没有找到生成 PDF 讲义的工具。');
    assert.equal(t.skillInvoked, false);
    assert.deepEqual(t.problems, [{ line: 8, detail: 'not valid JSON' }]);
  });

  it('reads a Codex rollout: the skill read through the shell, the failed command is the error', () => {
    const t = parseTranscript(fixture('codex-tool-error.jsonl').text, ['slides-handout']);
    assert.equal(t.format, 'codex');
    assert.equal(t.instruction, 'Render slides.md as a dark-themed handout', 'environment context is not the instruction');
    assert.equal(t.skillInvoked, true);
    assert.match(t.error, /unknown option --theme/);
    assert.match(t.output, /does not accept --theme/);
  });

  it('a Claude Code Skill tool call counts as loading the skill', () => {
    const line = JSON.stringify({
      type: 'assistant',
      sessionId: 's',
      message: { role: 'assistant', content: [{ type: 'tool_use', name: 'Skill', input: { skill: 'slides-handout' } }] },
    });
    const t = parseTranscript(line, ['slides-handout']);
    assert.equal(t.skillInvoked, true);
    assert.match(t.parameters, /slides-handout/);
    assert.equal(parseTranscript(line, ['other-skill']).skillInvoked, false);
  });

  it('a file of neither format is refused', () => {
    assert.throws(() => parseTranscript('{"hello": 1}\nnot json\n'), TranscriptError);
  });
});

describe('EvoSkill static evidence', () => {
  it('a transcript with a missed trigger → 触发词遗漏 located at the description, patched without a model', async () => {
    const { dir } = skillFolder();
    const { ctx } = await contextFor(dir, { feedback: '不对，我要的是讲义 PDF', transcript: fixture('claude-code-missed-trigger.jsonl') });
    const d = await diagnose(ctx);
    assert.equal(d.gap, 'trigger-missed');
    assert.equal(d.file, 'SKILL.md');
    assert.equal(d.line, LINES.description);
    assert.equal(d.evidence, 'static');
    assert.equal(d.model.state, 'not-needed');
    assert.deepEqual(d.usage, { calls: 0, inputTokens: 0, outputTokens: 0 });
    assert.equal(d.proposal?.oldStr, 'description: 把 Markdown 笔记导出为 PDF 讲义。');
    assert.match(d.proposal!.newStr, /「幻灯片」/, 'the word the person used, which the body covers and the description lacks');
    // The patched frontmatter is valid YAML and the description now holds the word.
    const patched = patchText(SKILL_ZH, { line: d.line!, oldStr: d.proposal!.oldStr, newStr: d.proposal!.newStr })!;
    const fm = parseDocument(patched.split('---')[1]).toJS() as { description: string };
    assert.match(fm.description, /幻灯片/);
    const text = renderProposal({ skill: 'slides-handout', dir, diagnosis: d, input: ctx.input, status: 'pending' }, 'zh-CN');
    assert.match(
      text,
      /^## 🔧 EvoSkill 修复建议\n\n\*\*目标技能\*\*：slides-handout\n\*\*缺口类型\*\*：触发词遗漏\n\*\*定位\*\*：SKILL\.md:3\n\n\*\*当前\*\*：description: 把 Markdown 笔记导出为 PDF 讲义。\n\*\*建议\*\*：description: .*幻灯片.*\n\*\*理由\*\*：.+\n\n\[待确认\]\n/u,
    );
  });

  it('the feedback alone ("没有触发") is trigger evidence too; English skills get an English clause', async () => {
    const en = [
      '---',
      'name: slides-handout',
      'description: Export Markdown notes to a PDF handout.',
      '---',
      '',
      '# Handout export',
      '',
      'Turn a slide deck or notes into a printable handout.',
      '',
    ].join('\n');
    const { dir } = skillFolder(en);
    const { ctx } = await contextFor(dir, { instruction: 'Make a printable version of my slide deck', feedback: 'The skill did not trigger' });
    const d = await diagnose(ctx);
    assert.equal(d.gap, 'trigger-missed');
    assert.equal(d.proposal!.newStr, 'description: Export Markdown notes to a PDF handout. Use it also when the user asks about “printable” or “slide”.');
  });

  it('a missed trigger with no word to add: located at the description, the patch left to the model, the reason says why', async () => {
    const { dir } = skillFolder();
    const { ctx } = await contextFor(dir, { instruction: '帮我把这篇文章配一张小红书封面', feedback: '技能没有被触发' });
    const d = await diagnose(ctx);
    assert.equal(d.gap, 'trigger-missed');
    assert.equal(d.line, LINES.description);
    assert.equal(d.proposal, null);
    assert.match(d.staticEvidence!.zh, /未能从指令中读出触发词/);
  });

  it('a soft-worded rule the feedback is about → 规则缺失/模糊 with the HASP hardening edit', async () => {
    const { dir } = skillFolder();
    const { ctx } = await contextFor(dir, { instruction: '导出讲义', feedback: '每页讲义的字数太多了，远超 300 字' });
    const d = await diagnose(ctx);
    assert.equal(d.gap, 'rule-missing');
    assert.equal(d.line, LINES.softRule);
    assert.equal(d.proposal?.oldStr, '- 每页讲义建议不超过 300 字。');
    assert.ok(!d.proposal!.newStr.includes('建议'), d.proposal!.newStr);
    assert.match(d.proposal!.newStr, /不超过 300 字/);
    assert.match(d.staticEvidence!.zh, /hasp\/soft-word/);
  });

  it('a step the output skipped that the flow lacks → 流程漏洞 at the last step, the step added and numbered on', async () => {
    const { dir } = skillFolder();
    const { ctx } = await contextFor(dir, { instruction: '导出讲义', feedback: '讲义缺少目录页' });
    const d = await diagnose(ctx);
    assert.equal(d.gap, 'flow-broken');
    assert.equal(d.line, LINES.lastStep);
    assert.equal(d.rule, null, 'a step that did not exist was not ignored: no rule to count');
    assert.equal(d.proposal?.oldStr, '3. 检查每页页码。');
    assert.equal(d.proposal?.newStr, '3. 检查每页页码。\n4. 必须包含目录页，不可省略。');
  });

  it('a step that exists but was skipped is located at that step; its wording is left to the model', async () => {
    const { dir } = skillFolder();
    const { ctx } = await contextFor(dir, { instruction: '导出讲义', feedback: '它跳过了检查页码' });
    const d = await diagnose(ctx);
    assert.equal(d.gap, 'flow-broken');
    assert.equal(d.line, LINES.lastStep);
    assert.equal(d.proposal, null);
    assert.equal(d.model.state, 'no-model', 'not run: no model, nothing invented');
  });

  it('an error naming a changed option → 版本兼容 at the line that uses it (no static patch)', async () => {
    const { dir } = skillFolder();
    const { ctx } = await contextFor(dir, { feedback: '渲染报错了', transcript: fixture('codex-tool-error.jsonl') });
    const [top] = staticCandidates(ctx);
    assert.equal(top.type, 'version-drift');
    assert.equal(top.line, LINES.render);
    assert.equal(top.oldStr, undefined);
  });

  it('nothing matched: no gap, no location, not run', async () => {
    const { dir } = skillFolder();
    const { ctx } = await contextFor(dir, { instruction: '导出讲义', feedback: '感觉一般' });
    const d = await diagnose(ctx);
    assert.equal(d.gap, null);
    assert.equal(d.line, null);
    assert.equal(d.evidence, 'none');
  });

  it('phrase and token extraction', () => {
    assert.deepEqual(skippedPhrase('It forgot to update the changelog.'), { phrase: 'update the changelog', verb: true });
    assert.deepEqual(skippedPhrase('跳过了运行测试'), { phrase: '运行测试', verb: true });
    assert.equal(skippedPhrase('looks fine'), undefined);
    assert.equal(driftToken('error: unknown option --theme'), '--theme');
    assert.equal(driftToken("ModuleNotFoundError: No module named 'pptx'"), 'pptx');
    assert.equal(driftToken('all good'), undefined);
  });
});

describe('EvoSkill apply', () => {
  it('writes the patch atomically after a .bak copy, keeping CRLF line endings', async () => {
    const { dir } = skillFolder(SKILL_ZH.replace(/\n/g, '\r\n'));
    const r = await applyPatch(dir, { file: 'SKILL.md', line: LINES.softRule, oldStr: '- 每页讲义建议不超过 300 字。', newStr: '- 每页讲义不超过 300 字。' });
    const after = readFileSync(path.join(dir, 'SKILL.md'), 'utf8');
    assert.match(after, /\r\n- 每页讲义不超过 300 字。\r\n/);
    assert.ok(!after.includes('建议不超过'));
    const baks = await listBackups(dir);
    assert.equal(baks.length, 1);
    assert.equal(r.backupPath, baks[0].path);
    assert.equal(readFileSync(baks[0].path, 'utf8'), SKILL_ZH.replace(/\n/g, '\r\n'));
  });

  it('refuses a stale patch and writes nothing', async () => {
    const { dir } = skillFolder();
    await assert.rejects(applyPatch(dir, { file: 'SKILL.md', line: 5, oldStr: 'not in the file', newStr: 'x' }), StalePatchError);
    assert.equal(readFileSync(path.join(dir, 'SKILL.md'), 'utf8'), SKILL_ZH);
    assert.equal((await listBackups(dir)).length, 0);
  });
});
