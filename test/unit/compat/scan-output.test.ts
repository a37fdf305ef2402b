/**
 * `scan --format json` carries the verdicts as `compatibility` per skill and collision
 * findings with their related location (fields added, none renamed); the text output
 * has a Runtimes line with the reason of each runtime that does not simply load it.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { compatibility } from '../../../src/core/modules/compat/compatibility.ts';
import { addCollisionFindings } from '../../../src/core/modules/collisions/findings.ts';
import { scanDocument } from '../../../src/core/engine/scan.ts';
import { skillFromTexts } from '../../../src/core/skill/document.ts';
import { toJsonReport } from '../../../src/frontend/report/json.ts';
import { toText } from '../../../src/cli/format/text.ts';

const md = (name: string, description: string) => ['---', `name: ${name}`, `description: ${description}`, 'license: MIT', '---', '', '# Body', ''].join('\n');

test('JSON: compatibility per skill, and a collision finding with `related`', () => {
  const docs = [
    skillFromTexts('/ws/a', { 'SKILL.md': md('a', 'Merge PDF files. Use when: the user asks to merge PDFs.') }),
    skillFromTexts('/ws/b', { 'SKILL.md': md('b', '"Merge PDF files. Use when: the user asks to merge PDFs."') }),
  ];
  const results = docs.map((d) => scanDocument(d));
  addCollisionFindings(results);
  const report = toJsonReport(
    results,
    (d) => d,
    (dir) => compatibility(docs.find((d) => d.dir === dir)!),
  );
  const [a, b] = report.skills;
  assert.deepEqual(Object.keys(a).slice(0, 8), ['dir', 'name', 'profile', 'findings', 'subscores', 'dims', 'runtimeGate', 'security']);
  assert.deepEqual(
    a.compatibility?.map((c) => [c.runtime, c.verdict]),
    [
      ['claude-code', 'loads'],
      ['codex', 'dropped'],
      ['cursor', 'loads'],
      ['gemini-cli', 'loads'],
      ['gh-skill', 'dropped'],
      ['openclaw', 'loads'],
    ],
  );
  assert.deepEqual(Object.keys(a.compatibility![1].reasons[0]).sort(), ['effect', 'file', 'line', 'ruleId', 'source', 'text']);
  assert.equal(
    b.compatibility?.every((c) => c.verdict === 'loads'),
    true,
  );
  const overlap = b.findings.find((f) => f.ruleId === 'collisions/overlap')!;
  assert.deepEqual(overlap.related, [{ file: '../a/SKILL.md', line: 3, column: 14, message: 'the description of `a`' }]);
  // Without the verdicts (another caller), the field is absent, not empty.
  assert.equal('compatibility' in toJsonReport(results, (d) => d).skills[0], false);
});

test('text: one Runtimes line, then why for each runtime that does not load it', () => {
  const doc = skillFromTexts('/ws/a', { 'SKILL.md': md('a', 'Merge PDF files. Use when: the user asks.') });
  const out = toText([scanDocument(doc)], { color: false, locale: 'en', displayDir: (d) => d, compatibility: () => compatibility(doc) });
  assert.match(
    out,
    /\n {2}Runtimes: Claude Code loads · Codex dropped · Cursor loads · Gemini CLI loads · GitHub Copilot \/ gh skill dropped · OpenClaw loads\n/,
  );
  assert.match(out, /\n {4}Codex: dropped — frontmatter is not valid YAML for a strict parser \(line 3\): Codex rejects the skill \(SKILL\.md:3\)\n/);
});
