import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { runCli } from '../../../src/cli/main.ts';
import type { CliIO } from '../../../src/cli/io.ts';
import type { Locale } from '../../../src/core/base/l10n/index.ts';
import { readFailures } from '../../../src/core/formats/failures.ts';
import { ModelServer, type Handler } from '../../support/model-server.ts';
import { json, taskOf } from '../judge/scripted-judge.ts';
import { fixture, LINES, skillFolder, SKILL_ZH } from '../lifecycle/evoskill-helpers.ts';

interface Run {
  code: number;
  stdout: string;
  stderr: string;
  asked: string[];
}

async function report(args: string[], opts: { cwd: string; interactive?: boolean; answers?: string[]; locale?: Locale }): Promise<Run> {
  let stdout = '';
  let stderr = '';
  const asked: string[] = [];
  const answers = [...(opts.answers ?? [])];
  const io: CliIO = {
    stdout: (s) => void (stdout += s),
    stderr: (s) => void (stderr += s),
    env: {},
    cwd: opts.cwd,
    isTTY: false,
    locale: opts.locale ?? 'en',
    interactive: opts.interactive ?? false,
    ask: async (q) => {
      asked.push(q);
      return answers.shift() ?? '';
    },
  };
  const code = await runCli(['report-failure', ...args], io);
  return { code, stdout, stderr, asked };
}

const servers: ModelServer[] = [];
after(async () => {
  await Promise.all(servers.map((s) => s.close()));
});
async function server(handler: Handler): Promise<ModelServer> {
  const s = await ModelServer.start(handler);
  servers.push(s);
  return s;
}
const modelArgs = (s: ModelServer) => ['--provider', 'openai', '--model', 'patch-model', '--base-url', s.openaiBaseUrl];

/** The scripted model's patch for the changed option of the render command. */
const PATCH = {
  type: 'version-drift',
  old_str: '2. 运行 `handout-render --theme dark slides.md` 生成 PDF。',
  new_str: '2. 运行 `handout-render --style dark slides.md` 生成 PDF（handout-render 2.x 起 --theme 改名为 --style）。',
  reason: 'handout-render 不再接受 --theme，应改用 --style。',
};

describe('luban report-failure', () => {
  it('the missed-trigger transcript: 触发词遗漏 at the description, static, exit 0, kept in failures.jsonl (zh format)', async () => {
    const { root, dir } = skillFolder();
    const t = fixture('claude-code-missed-trigger.jsonl');
    const r = await report(['slides-handout', '--transcript', t.file, '--feedback', '不对，我要的是讲义 PDF', '--locale', 'zh-CN'], { cwd: root });
    assert.equal(r.code, 0, r.stderr);
    assert.match(
      r.stdout,
      /^## 🔧 EvoSkill 修复建议\n\n\*\*目标技能\*\*：slides-handout\n\*\*缺口类型\*\*：触发词遗漏\n\*\*定位\*\*：SKILL\.md:3\n\n\*\*当前\*\*：description: 把 Markdown 笔记导出为 PDF 讲义。\n\*\*建议\*\*：.*「幻灯片」.*\n\*\*理由\*\*：.+\n\n\[待确认\]\n/u,
    );
    assert.match(r.stdout, /依据（静态读取）：会话记录中技能从未被加载/);
    assert.match(r.stdout, /会话记录：.*（Claude Code）；技能未被加载。/);
    assert.match(r.stdout, /已记录为 EVO-1，写入 failures\.jsonl（第 1 行）。/);
    assert.match(r.stderr, /第 8 行不是 JSON/);
    assert.equal(readFileSync(path.join(dir, 'SKILL.md'), 'utf8'), SKILL_ZH, 'nothing applied without --apply');
    const f = await readFailures(dir);
    assert.equal(f.records.length, 1);
    assert.equal(f.records[0].gap?.label, '触发词遗漏');
    assert.equal(f.records[0].status, 'pending');
    assert.equal(f.records[0].instruction, '帮我把这几页幻灯片导出成讲义', 'read from the transcript');
    assert.deepEqual(f.records[0].transcript, { file: t.file, format: 'claude-code', skillInvoked: false });
  });

  it('--format json: the stable fields, English labels beside the seed name', async () => {
    const { root } = skillFolder();
    const r = await report(['slides-handout', '--instruction', '导出讲义', '--feedback', '每页讲义的字数太多了，远超 300 字', '--format', 'json'], {
      cwd: root,
    });
    assert.equal(r.code, 0, r.stderr);
    const j = JSON.parse(r.stdout);
    assert.equal(j.skill, 'slides-handout');
    assert.deepEqual(j.gap, { type: 'rule-missing', label: '规则缺失/模糊', labelEn: 'Rule missing or vague' });
    assert.deepEqual(j.location, { file: 'SKILL.md', line: LINES.softRule, endLine: LINES.softRule });
    assert.equal(j.proposal.old_str, '- 每页讲义建议不超过 300 字。');
    assert.equal(j.evidence, 'static');
    assert.equal(j.status, 'pending');
    assert.deepEqual(j.record, { id: 'EVO-1', file: 'failures.jsonl', line: 1 });
    assert.equal(j.repeatCount, 1);
    assert.deepEqual(j.usage, { calls: 0, inputTokens: 0, outputTokens: 0 });
  });

  it('the same rule reported again counts, and the third report points at HASP level 2', async () => {
    const { root } = skillFolder();
    const args = ['slides-handout', '--instruction', '导出讲义', '--feedback', '每页讲义的字数太多了，远超 300 字'];
    await report(args, { cwd: root });
    await report(args, { cwd: root });
    const r = await report(args, { cwd: root });
    assert.match(r.stdout, /This rule has now been reported 3 times: HASP hardening suggests level 2/);
  });

  it('exit 1 when no patch can be written without a model (版本兼容 located, not run)', async () => {
    const { root, dir } = skillFolder();
    const r = await report(['slides-handout', '--transcript', fixture('codex-tool-error.jsonl').file, '--feedback', '渲染报错了', '--format', 'json'], {
      cwd: root,
    });
    assert.equal(r.code, 1, r.stderr);
    const j = JSON.parse(r.stdout);
    assert.equal(j.gap.type, 'version-drift');
    assert.equal(j.location.line, LINES.render);
    assert.equal(j.proposal, null);
    assert.deepEqual(j.model, { state: 'no-model' });
    assert.equal(j.status, 'not-proposed');
    assert.equal((await readFailures(dir)).records[0].status, 'not-proposed');
  });

  it('exit 2 for usage errors, before anything is written', async () => {
    const { root, dir } = skillFolder();
    assert.equal((await report(['slides-handout', '--instruction', 'x'], { cwd: root })).code, 2, 'no --feedback');
    assert.equal((await report(['slides-handout', '--feedback', 'x'], { cwd: root })).code, 2, 'no instruction, no transcript');
    assert.equal((await report(['slides-handout', '--feedback', 'x', '--instruction', 'y', '--budget', 'lots'], { cwd: root })).code, 2);
    assert.equal((await report(['slides-handout', '--feedback', 'x', '--instruction', 'y', '--output', 'missing.txt'], { cwd: root })).code, 2);
    writeFileSync(path.join(root, 'notes.jsonl'), '{"a":1}\n');
    const bad = await report(['slides-handout', '--feedback', 'x', '--transcript', 'notes.jsonl'], { cwd: root });
    assert.equal(bad.code, 2);
    assert.match(bad.stderr, /not a Claude Code or Codex session transcript/);
    assert.equal((await report(['nowhere', '--feedback', 'x', '--instruction', 'y'], { cwd: root })).code, 2);
    assert.ok(!existsSync(path.join(dir, 'failures.jsonl')));
    const help = await report(['--help'], { cwd: root });
    assert.equal(help.code, 0);
    assert.match(help.stdout, /--transcript <file>/);
  });

  it('--output FILE is read as the output or error', async () => {
    const { root, dir } = skillFolder();
    writeFileSync(path.join(root, 'err.txt'), 'handout-render: error: unknown option --theme\n');
    const r = await report(['slides-handout', '--instruction', '导出讲义', '--feedback', '报错了', '--output', 'err.txt', '--format', 'json'], { cwd: root });
    assert.equal(JSON.parse(r.stdout).gap.type, 'version-drift');
    assert.match((await readFailures(dir)).records[0].output, /unknown option --theme/);
  });

  it('--apply without a terminal refuses (exit 2, file unchanged, report pending); --apply --yes applies with a .bak', async () => {
    const { root, dir } = skillFolder();
    const args = ['slides-handout', '--instruction', '导出讲义', '--feedback', '讲义缺少目录页', '--apply'];
    const refused = await report(args, { cwd: root });
    assert.equal(refused.code, 2);
    assert.match(refused.stderr, /cannot ask for confirmation/);
    assert.equal(readFileSync(path.join(dir, 'SKILL.md'), 'utf8'), SKILL_ZH);
    const applied = await report([...args, '--yes'], { cwd: root });
    assert.equal(applied.code, 0, applied.stderr);
    assert.match(
      applied.stdout,
      /^--- SKILL\.md:14 \(current\)\n\+\+\+ SKILL\.md:14 \(proposed\)\n- 3\. 检查每页页码。\n\+ 3\. 检查每页页码。\n\+ 4\. 必须包含目录页，不可省略。\n/,
    );
    assert.match(applied.stdout, /\[Applied\]/);
    assert.match(readFileSync(path.join(dir, 'SKILL.md'), 'utf8'), /3\. 检查每页页码。\n4\. 必须包含目录页，不可省略。\n/);
    assert.ok(readdirSync(dir).some((n) => /^SKILL\.md\.bak\.\d{8}-\d{4}$/.test(n)));
    assert.deepEqual(
      (await readFailures(dir)).records.map((r) => r.status),
      ['pending', 'applied'],
    );
  });

  it('--apply on a terminal asks; "n" discards and writes nothing', async () => {
    const { root, dir } = skillFolder();
    const r = await report(['slides-handout', '--instruction', '导出讲义', '--feedback', '讲义缺少目录页', '--apply'], {
      cwd: root,
      interactive: true,
      answers: ['n'],
    });
    assert.equal(r.code, 0);
    assert.equal(r.asked.length, 1);
    assert.match(r.asked[0], /Apply this change to SKILL\.md\?/);
    assert.match(r.stdout, /\[Discarded\]/);
    assert.equal(readFileSync(path.join(dir, 'SKILL.md'), 'utf8'), SKILL_ZH);
    assert.equal((await readFailures(dir)).records[0].status, 'discarded');
  });

  it('with the scripted model: the cost plan first, one call, the JSON patch located from its old_str', async () => {
    const s = await server((req) => (taskOf(req) === 'evoskill.patch' ? json(PATCH) : json({ error: 'unexpected task' })));
    const { root, dir } = skillFolder();
    const args = ['slides-handout', '--transcript', fixture('codex-tool-error.jsonl').file, '--feedback', '渲染报错了', ...modelArgs(s)];
    const refused = await report(args, { cwd: root });
    assert.equal(refused.code, 2, 'no terminal, no --yes, no --budget: nothing spent');
    assert.match(refused.stderr, /EvoSkill plan \(model patch-model\): 1 model call/);
    assert.equal(s.requests.length, 0);
    const r = await report([...args, '--yes', '--format', 'json'], { cwd: root });
    assert.equal(r.code, 0, r.stderr);
    assert.equal(s.requests.length, 1);
    assert.match(s.requests[0].lastUser, /unknown option --theme/, 'the error from the transcript is sent');
    assert.match(s.requests[0].lastUser, /静态分析已定位：version-drift/, 'with the static location as a hint');
    const j = JSON.parse(r.stdout);
    assert.equal(j.gap.type, 'version-drift');
    assert.equal(j.evidence, 'model');
    assert.deepEqual(j.location, { file: 'SKILL.md', line: LINES.render, endLine: LINES.render });
    assert.equal(j.proposal.new_str, PATCH.new_str);
    assert.equal(j.usage.calls, 1);
    assert.equal((await readFailures(dir)).records.at(-1)?.evidence, 'model');
  });

  it('a model reply whose old_str is not in SKILL.md gets one repair request; static evidence that suffices calls no model', async () => {
    let n = 0;
    const s = await server(() => (++n === 1 ? json({ ...PATCH, old_str: 'handout-render --theme light' }) : json(PATCH)));
    const { root } = skillFolder();
    const r = await report(
      ['slides-handout', '--transcript', fixture('codex-tool-error.jsonl').file, '--feedback', '渲染报错了', '--budget', '2', ...modelArgs(s)],
      { cwd: root },
    );
    assert.equal(r.code, 0, r.stderr);
    assert.equal(s.requests.length, 2);
    assert.match(s.requests[1].lastUser, /not a verbatim part of SKILL\.md/);
    assert.match(r.stdout, /Evidence: the patch was written by the model \(patch-model\)/);
    const before = s.requests.length;
    const st = await report(['slides-handout', '--instruction', '导出讲义', '--feedback', '讲义缺少目录页', ...modelArgs(s)], { cwd: root });
    assert.equal(st.code, 0);
    assert.match(st.stderr, /Static evidence suffices: no model call/);
    assert.equal(s.requests.length, before);
  });
});
