import { test } from 'node:test';
import assert from 'node:assert/strict';
import { scanDocument } from '../../../../src/core/engine/scan.ts';
import { runtimeBindingOf, runtimeGateState } from '../../../../src/core/modules/runtime-gate/gate.ts';
import { rules } from '../../../../src/core/modules/runtime-gate/index.ts';
import { rule as wording } from '../../../../src/core/modules/runtime-gate/single-runtime-wording.ts';
import { rule as installPath } from '../../../../src/core/modules/runtime-gate/hardwired-install-path.ts';
import { rule as badge } from '../../../../src/core/modules/runtime-gate/single-runtime-badge.ts';
import { skillFromTexts } from '../../../../src/core/skill/document.ts';
import { loadSkill } from '../../../../src/core/skill/load.ts';
import { applyEdits, at, run, skill } from '../hasp/helpers.ts';
import { CORPUS_FIXTURES as CORPUS } from '../../../support/fixtures.ts';

const hits = (body: string, r = rules) => run(skill(body), r).map((f) => `${f.ruleId.split('/')[1]} ${at(f)} ${f.data?.match ?? f.data?.path ?? ''}`.trim());

test('runtimeBindingOf: a runtime token as a hyphen-separated part of the name', () => {
  assert.equal(runtimeBindingOf('xxx-codex'), 'Codex');
  assert.equal(runtimeBindingOf('claude-api'), 'Claude Code');
  assert.equal(runtimeBindingOf('Claude-to-IM-skill'), 'Claude Code');
  assert.equal(runtimeBindingOf('my-cursor-rules'), 'Cursor');
  assert.equal(runtimeBindingOf('openclaw_helper'), 'OpenClaw');
  assert.equal(runtimeBindingOf('codexify'), undefined);
  assert.equal(runtimeBindingOf('pdf-tools'), undefined);
  assert.equal(runtimeBindingOf(undefined), undefined);
});

test('single-runtime wording fires in prose and code, Chinese and English, with the original text', () => {
  const body = [
    '# Demo',
    '',
    '## Usage',
    '',
    '在 Claude Code 里运行 `/demo`。',
    'Claude Code 用户请先安装插件。',
    'In Claude Code, run `/plugin install demo`.',
    'After setup, restart Claude Code and try it.',
    'This skill only works in Claude Code.',
    'Iteratively improve a Claude Code skill.',
    '',
    '```sh',
    '# In Claude Code, run:',
    '/demo',
    '```',
    '',
    '## Cursor',
    '',
    'Cursor 用户请先安装插件。',
    '',
    '## Codex',
    '',
    'This skill only works in Codex.',
    '',
  ].join('\n');
  assert.deepEqual(hits(body, [wording]), [
    'single-runtime-wording 10:1 在 Claude Code 里',
    'single-runtime-wording 11:1 Claude Code 用户',
    'single-runtime-wording 12:1 In Claude Code',
    'single-runtime-wording 13:14 restart Claude Code',
    'single-runtime-wording 14:12 only works in Claude Code',
    'single-runtime-wording 15:21 a Claude Code skill',
    'single-runtime-wording 18:3 In Claude Code',
    'single-runtime-wording 24:1 Cursor 用户',
    'single-runtime-wording 28:12 only works in Codex',
  ]);
  const [first] = run(skill(body), [wording]);
  assert.equal(first.severity, 'error');
  assert.equal(first.dimension, 'dim6');
  assert.match(first.message, /line 10: "在 Claude Code 里运行 `\/demo`。"/);
  assert.deepEqual(first.data, { runtime: 'Claude Code', match: '在 Claude Code 里', line: 10 });
  const [zh] = run(skill(body), [wording], { locale: 'zh-CN' });
  assert.match(zh.message, /第 10 行原文：「在 Claude Code 里运行 `\/demo`。」/);
});

test('wording fixes neutralise the runtime (unsafe suggestions)', () => {
  const body = ['# Demo', '', '在 Claude Code 里运行。', 'In Claude Code, run it.', 'Restart Claude Code now.', 'A Claude Code Skill.', 'Claude Code 用户请安装。', ''].join('\n');
  const doc = skill(body);
  const findings = run(doc, [wording]);
  assert.equal(findings.length, 5);
  const fixable = findings.filter((f) => f.fix);
  assert.equal(fixable.length, 4);
  assert.ok(fixable.every((f) => f.fix!.safe === false));
  assert.equal(findings.find((f) => f.data?.match === 'Claude Code 用户')?.fix, undefined);
  const out = applyEdits(doc.skillFile!.text!.text, fixable.flatMap((f) => f.fix!.edits));
  assert.ok(
    out.endsWith(['在你的 agent runtime 里运行。', 'In your agent runtime, run it.', 'Restart your agent runtime now.', 'An agent Skill.', 'Claude Code 用户请安装。', ''].join('\n')),
    out,
  );
});

test('not flagged: per-runtime notes, runtime tables, quotes, examples, comments, frontmatter', () => {
  const body = [
    '# Demo',
    '',
    '## Setup',
    '',
    '- In Claude Code: run `/plugin install demo`.',
    '- In Codex: copy the folder to `~/.codex/skills/`.',
    '',
    '## Fetching',
    '',
    'For example, in Claude Code you can check with Bash.',
    'Users ask 「在 Claude Code 里怎么装？」 and we answer.',
    'When a user asks about sales, Codex only reads sales.md.',
    '<!-- In Claude Code, run this -->',
    '',
    '## Runtimes',
    '',
    '在 Claude Code 里用 `/demo`，在 Cursor 里用 `@demo`。',
    '',
  ].join('\n');
  assert.deepEqual(hits(body), []);
  const fm = skillFromTexts('demo', { 'SKILL.md': '---\nname: demo\ndescription: "A Claude Code skill. In Claude Code, run it."\n---\n\n# Demo\n' });
  assert.deepEqual(run(fm, rules), []);
});

test('a section that mentions another runtime covers the wording in it', () => {
  const body = ['# Demo', '', '## Agent notes', '', '### Claude Code', '', 'In Claude Code, run `/demo`.', '', '### Codex', '', 'Use `$demo`.', ''].join('\n');
  assert.deepEqual(hits(body), []);
  // …but the same line in a section of its own fails.
  const alone = ['# Demo', '', '## Agent notes', '', 'In Claude Code, run `/demo`.', '', '## Codex', '', 'Use `$demo`.', ''].join('\n');
  assert.deepEqual(hits(alone), ['single-runtime-wording 10:1 In Claude Code']);
});

test('hard-wired install paths fire unless another runtime path is given nearby', () => {
  const body = ['# Demo', '', '## Install', '', '```bash', 'cd ~/.claude/skills/demo && ./setup.sh', '```', '', 'Config lives in `.claude/skills/demo/.env`.', ''].join('\n');
  assert.deepEqual(hits(body, [installPath]), ['hardwired-install-path 11:4 ~/.claude/skills/demo', 'hardwired-install-path 14:18 .claude/skills/demo/.env']);
  const [f] = run(skill(body), [installPath]);
  assert.match(f.message, /only exists in Claude Code \(line 11: "cd ~\/\.claude\/skills\/demo && \.\/setup\.sh"\)/);
  const withAlt = body.replace('```\n\nConfig', '```\n\nOr `~/.agents/skills/demo` on other runtimes.\n\nConfig');
  assert.deepEqual(hits(withAlt, [installPath]), []);
  const withCodex = body.replace('cd ~/.claude/skills/demo && ./setup.sh', 'cd ~/.claude/skills/demo  # or ~/.codex/skills/demo');
  assert.deepEqual(hits(withCodex, [installPath]), []);
  const varies = body.replace('```\n\nConfig', '```\n\nThe path may vary depending on where the user installed the skill.\n\nConfig');
  assert.deepEqual(hits(varies, [installPath]), []);
});

test('single runtime badge and tagline fire; a multi-runtime badge row does not', () => {
  const one = ['# Demo', '', '![Claude Code](https://img.shields.io/badge/Claude_Code-skill-blue)', '', 'Made for Claude Code.', ''].join('\n');
  assert.deepEqual(
    run(skill(one), [badge]).map((f) => `${at(f)} ${f.data?.kind}`),
    ['8:16 badge', '10:1 tagline'],
  );
  const many = ['# Demo', '', '![a](https://img.shields.io/badge/Claude%20Code-ok-blue) ![b](https://img.shields.io/badge/Codex-ok-green)', ''].join('\n');
  assert.deepEqual(run(skill(many), [badge]), []);
  const tag = ['# Demo', '', 'Made for Claude Code, Codex and Cursor.', '', '## 简介', '', '专为 Claude Code 打造。', ''].join('\n');
  assert.deepEqual(run(skill(tag), [badge]).map(at), ['12:1']);
});

test('exempt: a skill whose name binds a runtime has no findings and gate state "exempt"', () => {
  const text = '---\nname: deploy-codex\ndescription: "Deploy. Use when deploying."\n---\n\n# Demo\n\nIn Codex, run `$deploy`. cd ~/.codex/skills/deploy-codex\n';
  const doc = skillFromTexts('deploy-codex', { 'SKILL.md': text });
  const result = scanDocument(doc, { rules });
  assert.deepEqual(result.findings, []);
  assert.equal(result.runtimeGate, 'exempt');
  // Folder name is the fallback when the frontmatter has no name.
  const noName = skillFromTexts('helper-claude', { 'SKILL.md': '# Demo\n\nIn Claude Code, run it.\n' });
  assert.equal(runtimeGateState(noName, []), 'exempt');
});

test('gate state: pass without findings, fail with one, pass again once suppressed', () => {
  assert.equal(scanDocument(skill('# Demo\n\nRun it in your agent.\n'), { rules }).runtimeGate, 'pass');
  assert.equal(scanDocument(skill('# Demo\n\nIn Claude Code, run it.\n'), { rules }).runtimeGate, 'fail');
  const suppressed = skill('# Demo\n\n<!-- luban-disable-next-line runtimegate/single-runtime-wording -->\nIn Claude Code, run it.\n');
  assert.equal(scanDocument(suppressed, { rules }).runtimeGate, 'pass');
});


test('corpus: NanoBanana-PPT-Skills fails the gate at its Claude Code lines', async () => {
  const doc = await loadSkill(`${CORPUS}/op7418__NanoBanana-PPT-Skills/NanoBanana-PPT-Skills`);
  const r = scanDocument(doc, { rules });
  assert.equal(r.runtimeGate, 'fail');
  assert.deepEqual(
    r.findings.map((f) => `${f.ruleId.split('/')[1]} ${f.range.start.line}`),
    [
      'single-runtime-wording 1',
      'single-runtime-wording 55',
      'hardwired-install-path 228',
      'hardwired-install-path 241',
      'single-runtime-wording 294',
      'hardwired-install-path 417',
    ],
  );
  const l55 = r.findings.find((f) => f.range.start.line === 55)!;
  assert.equal(l55.data?.match, '在 Claude Code 中');
  assert.match(l55.message, /"### 在 Claude Code 中调用"/);
});

test('corpus: ComposioHQ connect-apps says "restart Claude Code" (line 31)', async () => {
  const doc = await loadSkill(`${CORPUS}/ComposioHQ__awesome-claude-skills/connect-apps`);
  assert.deepEqual(run(doc, rules).map((f) => `${at(f)} ${f.data?.match}`), ['31:14 restart Claude Code']);
});

test('corpus: claude-api is exempt; deploy-to-vercel and writing-skills give per-runtime paths and pass', async () => {
  const api = await loadSkill(`${CORPUS}/anthropics__skills/claude-api`);
  const r = scanDocument(api, { rules });
  assert.equal(r.runtimeGate, 'exempt');
  assert.deepEqual(r.findings, []);
  for (const dir of ['vercel-labs__agent-skills/deploy-to-vercel', 'obra__superpowers/writing-skills', 'alchaincyf__huashu-design/huashu-design']) {
    const s = scanDocument(await loadSkill(`${CORPUS}/${dir}`), { rules });
    assert.equal(s.runtimeGate, 'pass', `${dir}: ${s.findings.map((f) => f.message).join('; ')}`);
  }
});
