/**
 * The compat/* rules (SPEC H10): each fires where its limit is broken, stays quiet
 * where it is not, and its page names the limit's source from the runtime table.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { rules } from '../../../src/core/modules/compat/rules/index.ts';
import { RUNTIMES } from '../../../src/core/modules/compat/runtimes.ts';
import { allRules } from '../../../src/core/engine/registry.ts';
import { rulePagePath } from '../../../src/core/rules/types.ts';
import { applyEdits, at, run, skill, skillMd } from '../modules/skillops/helpers.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const BASE = ['name: demo-skill', 'description: Summarises sales spreadsheets. Use when the user asks for a sales summary.'];
const rule = (id: string) => rules.find((r) => r.meta.id === id)!;
const page = (id: string) => readFileSync(path.join(ROOT, rulePagePath(id)), 'utf8');

test('every compat rule is registered, in the Profile module (the gate and sub-scores are unchanged)', () => {
  for (const r of rules) {
    assert.ok(allRules.includes(r), r.meta.id);
    assert.equal(r.meta.module, 'Profile');
  }
});

test('compat/description-cut: over 1,536 characters of description + when_to_use, on the field where the cut falls; source in its page', () => {
  const r = rule('compat/description-cut');
  const long = 'Summarises quarterly sales spreadsheets into a one-page report. '.repeat(26).trim();
  const [f] = run(r, skill({ 'SKILL.md': skillMd(['name: demo-skill', `description: "${long}"`]) }));
  assert.equal(f.severity, 'warning');
  assert.equal(f.range.start.line, 3);
  assert.match(f.message, /cuts description \+ when_to_use at 1536 characters in its skill listing; this entry is 1663, so the last 127 characters/);
  assert.deepEqual(run(r, skill({ 'SKILL.md': skillMd(BASE) })), []);
  assert.ok(page(r.meta.id).includes(RUNTIMES['claude-code'].sources.listingEntryCut.url));
  assert.ok(page(r.meta.id).includes('1,536'));
});

test('compat/allowed-tools-form: a YAML list is flagged on the key with a fix that writes the space-delimited string; a string is fine', () => {
  const r = rule('compat/allowed-tools-form');
  const text = skillMd([...BASE, 'allowed-tools:', '  - Read', '  - Grep']);
  const [f] = run(r, skill({ 'SKILL.md': text }));
  assert.equal(at(f), 'SKILL.md:4:1-4:14');
  assert.match(f.message, /`gh skill publish` rejects the list/);
  assert.equal(f.fix?.safe, false);
  const fixed = applyEdits(text, f.fix!.edits);
  assert.match(fixed, /\nallowed-tools: Read Grep\n---/);
  assert.deepEqual(run(r, skill({ 'SKILL.md': fixed })), []);
  // An entry with a space cannot be joined without splitting it: no fix, still reported.
  const [g] = run(r, skill({ 'SKILL.md': skillMd([...BASE, 'allowed-tools:', '  - Bash(git log:*)', '  - Read']) }));
  assert.equal(g.fix, undefined);
  assert.ok(page(r.meta.id).includes(RUNTIMES['gh-skill'].sources.allowedToolsStringOnly.url));
});

test('compat/install-metadata: metadata.github-* keys on `metadata`; other metadata is fine', () => {
  const r = rule('compat/install-metadata');
  const [f] = run(r, skill({ 'SKILL.md': skillMd([...BASE, 'metadata:', '  github-repo: example/skills', '  github-ref: v1']) }));
  assert.equal(at(f), 'SKILL.md:4:1-4:9');
  assert.match(f.message, /`github-repo`, `github-ref`/);
  assert.deepEqual(run(r, skill({ 'SKILL.md': skillMd([...BASE, 'metadata:', '  version: "1"']) })), []);
  assert.ok(page(r.meta.id).includes(RUNTIMES['gh-skill'].sources.rejectsInstallMetadata.url));
});

test('compat/body-tokens: information on the line where the 5,000 kept tokens end; a short body is fine', () => {
  const r = rule('compat/body-tokens');
  const para = 'Check the invoice header, the supplier, the dates and each line amount against the purchase order. ';
  const body = `# Demo\n\n${Array.from({ length: 250 }, (_, i) => `${i + 1}. ${para}`).join('\n')}\n`;
  const [f] = run(r, skill({ 'SKILL.md': skillMd(BASE, body) }));
  assert.equal(f.severity, 'info');
  assert.equal(f.dimension, 'dim7a');
  assert.ok(f.range.start.line > 150 && f.range.start.line < 250, `line ${f.range.start.line}`);
  assert.match(f.message, /about \d+ tokens; after compaction Claude Code keeps only the first 5000/);
  assert.deepEqual(run(r, skill({ 'SKILL.md': skillMd(BASE) })), []);
  assert.ok(page(r.meta.id).includes(RUNTIMES['claude-code'].sources.bodyTokensKept.url));
});

test('compat/frontmatter-field: a behaviour field names the runtimes that ignore it; defaults are not reported', () => {
  const r = rule('compat/frontmatter-field');
  const [f] = run(r, skill({ 'SKILL.md': skillMd([...BASE, 'disable-model-invocation: true']) }), 'claude-code');
  assert.equal(f.severity, 'info');
  assert.equal(f.range.start.line, 4);
  assert.match(f.message, /only takes effect in Claude Code, Cursor, OpenClaw; Codex, Gemini CLI, GitHub Copilot \/ gh skill ignore it/);
  assert.deepEqual(run(r, skill({ 'SKILL.md': skillMd([...BASE, 'disable-model-invocation: false', 'user-invocable: true']) }), 'claude-code'), []);
  const zh = run(r, skill({ 'SKILL.md': skillMd([...BASE, 'hooks: {PreToolUse: []}']) }), 'claude-code', 'zh-CN');
  assert.match(zh[0].message, /钩子永远不会运行/);
  for (const id of ['claude-code', 'codex', 'cursor', 'openclaw'] as const) assert.ok(page(r.meta.id).includes(new URL(RUNTIMES[id].sources.fields.url).host), id);
});
