/**
 * Runtime compatibility verdicts (docs/features.md H10): each limit of src/core/modules/compat/runtimes.ts
 * drops or cuts short exactly the runtimes it belongs to, with the file, line and the
 * source of the limit.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { compatibility, countVerdicts, type RuntimeCompatibility } from '../../../src/core/modules/compat/compatibility.ts';
import { RUNTIMES, RUNTIME_IDS, type RuntimeId } from '../../../src/core/modules/compat/runtimes.ts';
import { skillFromTexts } from '../../../src/core/skill/document.ts';

const DESC = 'description: Summarises sales spreadsheets. Use when the user asks for a sales summary.';

function md(frontmatter: string[], body = '# Demo\n\nRead the sheet and write the summary.\n'): string {
  return ['---', ...frontmatter, '---', '', body].join('\n');
}

function verdicts(texts: Record<string, string>, folder = 'demo-skill'): Record<RuntimeId, RuntimeCompatibility> {
  const all = compatibility(skillFromTexts(folder, texts));
  return Object.fromEntries(all.map((v) => [v.runtime, v])) as Record<RuntimeId, RuntimeCompatibility>;
}

function shape(v: Record<RuntimeId, RuntimeCompatibility>): Record<RuntimeId, string> {
  return Object.fromEntries(RUNTIME_IDS.map((id) => [id, v[id].verdict])) as Record<RuntimeId, string>;
}

const ALL_LOAD = Object.fromEntries(RUNTIME_IDS.map((id) => [id, 'loads'])) as Record<RuntimeId, string>;

test('a clean portable skill loads in all six runtimes, with no reason beyond notes', () => {
  const v = verdicts({ 'SKILL.md': md(['name: demo-skill', DESC, 'license: MIT']) });
  assert.deepEqual(shape(v), ALL_LOAD);
  assert.deepEqual(
    Object.values(v).flatMap((x) => x.reasons),
    [],
  );
  assert.deepEqual(Object.keys(v), [...RUNTIME_IDS]);
});

test('an unquoted ": " drops the skill in the strict loaders (Codex, gh skill) and is tolerated by the lenient ones', () => {
  const v = verdicts({ 'SKILL.md': md(['name: demo-skill', 'description: Summarises sales. Use when: the user asks for a summary.', 'license: MIT']) });
  assert.deepEqual(shape(v), { ...ALL_LOAD, codex: 'dropped', 'gh-skill': 'dropped' });
  const [r] = v.codex.reasons;
  assert.equal(r.line, 3);
  assert.equal(r.file, 'SKILL.md');
  assert.equal(r.effect, 'drop');
  assert.equal(r.source, RUNTIMES.codex.sources.yaml.url);
  assert.match(r.source, /openai\/codex\/issues\/8609/);
  assert.equal(v['gemini-cli'].reasons[0].effect, 'note');
  assert.match(v.cursor.reasons[0].text, /does not document/);
});

test('a description over 1,024 characters drops the skill in Codex only; Claude Code cuts its listing entry past 1,536', () => {
  const long = 'Summarises quarterly sales spreadsheets into a one-page report for the team. '.repeat(14).trim(); // 1,077 characters
  const v = verdicts({ 'SKILL.md': md(['name: demo-skill', `description: "${long}"`, 'license: MIT']) });
  assert.deepEqual(shape(v), { ...ALL_LOAD, codex: 'dropped' });
  assert.match(v.codex.reasons[0].text, /1077 characters; Codex rejects more than 1024/);
  assert.match(v.codex.reasons[0].source, /dot-skills\/issues\/9/);
  const w = verdicts({
    'SKILL.md': md([
      'name: demo-skill',
      `description: "${long}"`,
      `when_to_use: "${'When the user wants the quarterly numbers summed up. '.repeat(10).trim()}"`,
      'license: MIT',
    ]),
  });
  assert.equal(w['claude-code'].verdict, 'cut-short');
  const cut = w['claude-code'].reasons.find((r) => r.ruleId === 'compat/description-cut')!;
  assert.match(cut.text, /cuts the listing entry at 1536/);
  assert.equal(cut.line, 4, 'the cut falls in when_to_use');
  assert.equal(cut.source, 'https://code.claude.com/docs/en/skills');
  // Elsewhere when_to_use is not read at all: its trigger text is missing.
  assert.equal(w['gemini-cli'].verdict, 'cut-short');
  assert.ok(w['gemini-cli'].reasons.some((r) => r.ruleId === 'compat/frontmatter-field' && /when_to_use/.test(r.text)));
});

test('body size is counted in tokens, not lines: a 40-line Chinese body over 5,000 tokens is cut short in Claude Code, the same characters of English are not', () => {
  const zhLine = '检查发票抬头、供应商、日期和每一行金额是否与采购订单一致，并记录每一处差异及其所在的行号。'.repeat(3);
  const zhBody = `# 核对发票\n\n${Array.from({ length: 40 }, () => zhLine).join('\n')}\n`;
  const v = verdicts({ 'SKILL.md': md(['name: demo-skill', DESC, 'license: MIT'], zhBody) });
  assert.equal(v['claude-code'].verdict, 'cut-short');
  const r = v['claude-code'].reasons[0];
  assert.equal(r.ruleId, 'compat/body-tokens');
  assert.match(r.text, /about 5\d{3} tokens: after compaction Claude Code keeps the first 5000/);
  assert.ok(r.line > 8 && r.line <= 48, `the kept part ends inside the body (line ${r.line})`);
  const enBody = `# Check invoice\n\n${Array.from({ length: 40 }, () => 'x'.repeat(zhLine.length)).join('\n')}\n`;
  assert.equal(verdicts({ 'SKILL.md': md(['name: demo-skill', DESC, 'license: MIT'], enBody) })['claude-code'].verdict, 'loads');
});

test('gh skill publish refuses allowed-tools as a list, install metadata and a name that is not the folder; the runtimes still load them', () => {
  const list = verdicts({ 'SKILL.md': md(['name: demo-skill', DESC, 'license: MIT', 'allowed-tools:', '  - Read', '  - Grep']) });
  assert.deepEqual(shape(list), { ...ALL_LOAD, 'gh-skill': 'dropped' });
  assert.equal(list['gh-skill'].reasons[0].line, 5);
  assert.match(list['gh-skill'].reasons[0].source, /cli\/cli\/blob\/trunk\/pkg\/cmd\/skills\/publish\/publish\.go/);
  const meta = verdicts({ 'SKILL.md': md(['name: demo-skill', DESC, 'license: MIT', 'metadata:', '  github-repo: example/skills']) });
  assert.deepEqual(shape(meta), { ...ALL_LOAD, 'gh-skill': 'dropped' });
  assert.match(meta['gh-skill'].reasons[0].text, /metadata\.github-repo/);
  const name = verdicts({ 'SKILL.md': md(['name: sales-summary', DESC, 'license: MIT']) }, 'demo-skill');
  assert.deepEqual(shape(name), { ...ALL_LOAD, 'gh-skill': 'dropped' });
});

test('no frontmatter: every runtime that requires name/description drops it; Claude Code lists it by folder name', () => {
  const v = verdicts({ 'SKILL.md': '# Demo\n\nBody.\n' });
  assert.deepEqual(shape(v), {
    'claude-code': 'loads',
    codex: 'dropped',
    cursor: 'dropped',
    'gemini-cli': 'dropped',
    'gh-skill': 'dropped',
    openclaw: 'dropped',
  });
  assert.equal(v['claude-code'].reasons[0].effect, 'note');
});

test('a byte-order mark hides the frontmatter from loaders that match ^--- (Gemini CLI, OpenClaw); lower-case skill.md is not found', () => {
  const bom = verdicts({ 'SKILL.md': '\uFEFF' + md(['name: demo-skill', DESC, 'license: MIT']) });
  assert.deepEqual(shape(bom), { ...ALL_LOAD, 'gemini-cli': 'dropped', openclaw: 'dropped' });
  const lower = verdicts({ 'skill.md': md(['name: demo-skill', DESC, 'license: MIT']) });
  assert.deepEqual(shape(lower), Object.fromEntries(RUNTIME_IDS.map((id) => [id, 'dropped'])));
});

test('a YAML error other than ": " cuts Claude Code short (every field dropped) and drops it where fields are required', () => {
  const v = verdicts({ 'SKILL.md': md(['name: demo-skill', DESC, 'allowed-tools: [Read', 'license: MIT']) });
  assert.equal(v['claude-code'].verdict, 'cut-short');
  assert.equal(v.codex.verdict, 'dropped');
  assert.equal(v.cursor.verdict, 'dropped');
});

test('every reason names a source from the runtime table, and every source is dated', () => {
  const v = compatibility(
    skillFromTexts('demo-skill', {
      'SKILL.md': '\uFEFF' + md(['name: Demo', 'description: a: b', 'allowed-tools:', '  - Read', 'disable-model-invocation: true']),
    }),
  );
  const urls = new Set(RUNTIME_IDS.flatMap((id) => Object.values(RUNTIMES[id].sources).map((s) => s.url)));
  for (const r of v.flatMap((x) => x.reasons)) assert.ok(urls.has(r.source), r.source);
  for (const id of RUNTIME_IDS) for (const s of Object.values(RUNTIMES[id].sources)) assert.match(s.checked, /^\d{4}-\d{2}-\d{2}$/);
});

test('countVerdicts adds up loads / cut short / dropped per runtime', () => {
  const a = compatibility(skillFromTexts('demo-skill', { 'SKILL.md': md(['name: demo-skill', DESC]) }));
  const b = compatibility(skillFromTexts('demo-skill', { 'SKILL.md': '# no frontmatter\n' }));
  const c = countVerdicts([a, b]);
  assert.deepEqual(c.codex, { loads: 1, 'cut-short': 0, dropped: 1 });
  assert.deepEqual(c['claude-code'], { loads: 2, 'cut-short': 0, dropped: 0 });
});

test('reasons are localised', () => {
  const [cc] = compatibility(skillFromTexts('demo-skill', { 'SKILL.md': '# no frontmatter\n' }), 'zh-CN');
  assert.match(cc.reasons[0].text, /没有 frontmatter/);
});
