import { test } from 'node:test';
import assert from 'node:assert/strict';
import { CORPUS_FIXTURES as CORPUS } from '../../../support/fixtures.ts';
import { scanDocument } from '../../../../src/core/engine/scan.ts';
import { runtimeBindingOf, runtimeGateState } from '../../../../src/core/modules/runtime-gate/gate.ts';
import { rules } from '../../../../src/core/modules/runtime-gate/index.ts';
import { skillFromTexts } from '../../../../src/core/skill/document.ts';
import { loadSkill } from '../../../../src/core/skill/load.ts';
import { at, run, skill } from '../hasp/helpers.ts';

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

test('exempt: a skill whose name binds a runtime has no findings and gate state "exempt"', () => {
  const text =
    '---\nname: deploy-codex\ndescription: "Deploy. Use when deploying."\n---\n\n# Demo\n\nIn Codex, run `$deploy`. cd ~/.codex/skills/deploy-codex\n';
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
  assert.deepEqual(
    run(doc, rules).map((f) => `${at(f)} ${f.data?.match}`),
    ['31:14 restart Claude Code'],
  );
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
