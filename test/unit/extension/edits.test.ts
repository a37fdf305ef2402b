/**
 * The text-level half of the quick fixes: expected-text checks (a fix never edits
 * text that changed since the scan), non-overlapping fix-all, and where "suppress"
 * puts its directive — checked end to end by rescanning the edited text with the
 * real engine and seeing the finding gone while the others stay.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { skillFromTexts } from '../../../src/core/skill/document.ts';
import { scanDocument } from '../../../src/core/engine/scan.ts';
import { applyTextEdits as applyEdits } from '../../support/rule-tester.ts';
import type { Finding } from '../../../src/core/rules/types.ts';
import { checkedEdits, editKey, editsStillApply, fixAllEdits, isHardening, isSafeFix, suppressionPlan, textAt } from '../../../src/frontend/editor/edits.ts';

const FM = '---\nname: demo\ndescription: Checks demo files. Use when the user asks to check a demo file.\n---\n';

function soft(text: string, file = 'SKILL.md', extra: Record<string, string> = {}) {
  const doc = skillFromTexts('/skills/demo', { [file]: text, ...extra, ...(file === 'SKILL.md' ? {} : { 'SKILL.md': FM }) });
  const findings = scanDocument(doc).findings.filter((f) => f.ruleId === 'hasp/soft-word' && f.file === file);
  return { doc, findings };
}

function suppressAndRescan(text: string, line: number) {
  const { doc, findings } = soft(text);
  const target = findings.find((f) => f.range.start.line === line);
  assert.ok(target, `a soft-word finding on line ${line}: ${JSON.stringify(findings.map((f) => f.range.start.line))}`);
  const plan = suppressionPlan(doc, 'SKILL.md', line, 'hasp/soft-word');
  assert.ok(plan, 'a plan');
  const edited = applyEdits(text, plan.edits);
  const after = soft(edited).findings;
  return { plan, edited, before: findings, after };
}

test('textAt and editsStillApply: the expected text comes from the scan and a change is detected', () => {
  const text = `${FM}\n# Demo\n\nYou should check it.\n`;
  const { doc, findings } = soft(text);
  const f = findings[0];
  assert.equal(textAt(doc.skillFile!.text!, f.range), 'should');
  const checked = checkedEdits(doc, [{ file: 'SKILL.md', range: f.range, newText: 'must' }])!;
  assert.equal(checked[0].expected, 'should');
  assert.equal(
    editsStillApply(checked, () => 'should'),
    true,
  );
  assert.equal(
    editsStillApply(checked, () => 'shoul'),
    false,
    'text changed under the range',
  );
  assert.equal(
    editsStillApply(checked, () => undefined),
    false,
    'range no longer valid',
  );
  // CRLF in the live buffer compares equal to the LF text the engine scanned.
  const multi = checkedEdits(doc, [{ file: 'SKILL.md', range: { start: { line: 8, column: 1 }, end: { line: 9, column: 1 } }, newText: '' }])!;
  assert.equal(multi[0].expected, 'You should check it.\n');
  assert.equal(
    editsStillApply(multi, () => 'You should check it.\r\n'),
    true,
  );
  assert.equal(checkedEdits(doc, [{ file: 'missing.md', range: f.range, newText: '' }]), undefined);
});

test('fixAllEdits keeps safe single-file fixes, in order, without overlaps', () => {
  const r = (l: number, c1: number, c2: number) => ({ start: { line: l, column: c1 }, end: { line: l, column: c2 } });
  const mk = (id: string, range: ReturnType<typeof r>, safe: boolean, file = 'SKILL.md'): Finding => ({
    ruleId: id,
    module: 'SkillOps',
    dimension: 'dim6',
    severity: 'warning',
    file,
    range,
    message: id,
    fix: { safe, title: id, edits: [{ file, range, newText: 'x' }] },
  });
  const out = fixAllEdits(
    [
      mk('b', r(3, 5, 9), true),
      mk('a', r(2, 1, 4), true),
      mk('overlap', r(3, 7, 12), true),
      mk('unsafe', r(5, 1, 2), false),
      mk('elsewhere', r(6, 1, 2), true, 'references/x.md'),
    ],
    'SKILL.md',
  );
  assert.deepEqual(
    out.findings.map((f) => f.ruleId),
    ['a', 'b'],
  );
  assert.equal(out.edits.length, 2);
});

test('harden all: every soft-word rewrite of the file at once; the default (on save) takes only safe fixes', () => {
  const fm = '---\nname: demo\ndescription: Checks demo files: fields and values. Use when the user asks to check a demo file.\n---\n';
  const text = `${fm}\n# Demo\n\nYou should consider using a cache.\nMaybe run the tests.\nTry to keep it short.\nIt might fail.\n`;
  const doc = skillFromTexts('/skills/demo', { 'SKILL.md': text });
  const findings = scanDocument(doc).findings;
  const safe = findings.filter(isSafeFix);
  assert.ok(safe.length > 0, `a safe fix (the unquoted colon): ${findings.map((f) => f.ruleId).join(', ')}`);
  assert.ok(
    safe.every((f) => !isHardening(f)),
    'safe fixes are not hardenings',
  );

  const hardening = fixAllEdits(findings, 'SKILL.md', isHardening);
  assert.deepEqual(
    hardening.findings.map((f) => f.data?.word),
    ['should', 'consider', 'maybe', 'try to'],
  );
  const hardened = applyEdits(text, hardening.edits);
  assert.ok(hardened.startsWith(fm), 'the frontmatter is left to the safe fix');
  assert.match(hardened, /\nYou must use a cache\.\nRun the tests\.\nKeep it short\.\nIt might fail\.\n$/);
  const left = scanDocument(skillFromTexts('/skills/demo', { 'SKILL.md': hardened })).findings.filter((f) => f.ruleId === 'hasp/soft-word');
  assert.deepEqual(
    left.map((f) => f.data?.word),
    ['might'],
    'only the word with no mechanical rewrite is left',
  );

  const onSave = fixAllEdits(findings, 'SKILL.md');
  assert.deepEqual(onSave.findings, fixAllEdits(findings, 'SKILL.md', isSafeFix).findings);
  assert.ok(onSave.findings.length > 0 && onSave.findings.every((f) => f.fix!.safe), 'safe only');
  assert.match(applyEdits(text, onSave.edits), /You should consider using a cache/, 'no soft word touched on save');

  const both = fixAllEdits(findings, 'SKILL.md', (f) => isSafeFix(f) || isHardening(f));
  assert.equal(both.findings.length, onSave.findings.length + hardening.findings.length);
});

test('editKey: a fix and its identical suggestion share a key; different changes do not', () => {
  const text = `${FM}\n# Demo\n\nFollow [the guide](references/guid.md).\n`;
  const broken = (extra: Record<string, string>) =>
    scanDocument(skillFromTexts('/skills/demo', { 'SKILL.md': text, ...extra })).findings.filter((x) => x.ruleId === 'skillops/broken-reference')[0];
  const one = broken({ 'references/guide.md': '# Guide\n' });
  assert.ok(one?.fix && one.suggestions?.length === 1, 'one confident near match: a fix and a suggestion');
  assert.equal(editKey(one.fix.edits), editKey(one.suggestions[0].edits), 'the main fix repeats the first suggestion');
  const f = broken({ 'references/guide.md': '# Guide\n', 'references/guides.md': '# Guides\n' });
  assert.ok(f?.suggestions && f.suggestions.length >= 2, 'two near matches');
  const keys = new Set(f.suggestions.map((s) => editKey(s.edits)));
  assert.equal(keys.size, f.suggestions.length, 'each suggestion is a different change');
  const e = f.suggestions[0].edits[0];
  assert.notEqual(editKey([e]), editKey([{ ...e, newText: `${e.newText}x` }]));
  assert.notEqual(editKey([e]), editKey([{ ...e, file: 'other.md' }]));
  assert.equal(editKey([e, { ...e, file: 'b.md' }]), editKey([{ ...e, file: 'b.md' }, e]), 'order does not matter');
});

test('suppress on a prose line: a luban-disable-next-line comment before it, and the finding goes', () => {
  const text = `${FM}\n# Demo\n\nFirst paragraph.\n\nYou should check it.\nMaybe twice.\n`;
  const { plan, edited, before, after } = suppressAndRescan(text, 10);
  assert.equal(plan.kind, 'next-line');
  assert.match(edited, /\n<!-- luban-disable-next-line hasp\/soft-word -->\nYou should check it\.\n/);
  assert.equal(before.length, 2);
  assert.deepEqual(
    after.map((f) => f.range.start.line),
    [12],
    'only the other soft word is left (moved down a line)',
  );
});

test('suppress keeps list indentation and extends an existing directive above', () => {
  const text = `${FM}\n# Demo\n\n- item\n  - You should check it.\n`;
  const { edited, after } = suppressAndRescan(text, 9);
  assert.match(edited, /\n {2}<!-- luban-disable-next-line hasp\/soft-word -->\n {2}- You should/);
  assert.deepEqual(after, []);
  const withOther = `${FM}\n# Demo\n\n<!-- luban-disable-next-line skillops/broken-reference -->\nYou should check it.\n`;
  const r = suppressAndRescan(withOther, 9);
  assert.equal(r.plan.edits.length, 1);
  assert.match(r.edited, /<!-- luban-disable-next-line skillops\/broken-reference hasp\/soft-word -->\nYou should/);
  assert.deepEqual(r.after, []);
});

test('suppress on a paragraph continuation line wraps the paragraph (the paragraph stays whole)', () => {
  const text = `${FM}\n# Demo\n\nCheck the file first\nand you should check it twice.\n\nYou might stop.\n`;
  const { plan, edited, after } = suppressAndRescan(text, 9);
  assert.equal(plan.kind, 'block');
  assert.match(
    edited,
    /<!-- luban-disable hasp\/soft-word -->\nCheck the file first\nand you should check it twice\.\n<!-- luban-enable hasp\/soft-word -->\n/,
  );
  assert.deepEqual(
    after.map((f) => f.range.start.line),
    [13],
    'the soft word after the block still counts',
  );
});

test('suppress inside a table wraps the table instead of breaking it', () => {
  const text = `${FM}\n# Demo\n\n| step | rule |\n|---|---|\n| 1 | You should check it. |\n\nMaybe later.\n`;
  const { plan, edited, after } = suppressAndRescan(text, 10);
  assert.equal(plan.kind, 'block');
  assert.match(
    edited,
    /<!-- luban-disable hasp\/soft-word -->\n\| step \| rule \|\n\|---\|---\|\n\| 1 \| You should check it\. \|\n<!-- luban-enable hasp\/soft-word -->/,
  );
  assert.deepEqual(
    after.map((f) => f.range.start.line),
    [14],
  );
});

test('suppress for a frontmatter line is file-wide, placed right after the frontmatter', () => {
  const text = `${FM}\n# Demo\n\nText.\n`;
  const doc = skillFromTexts('/skills/demo', { 'SKILL.md': text });
  const plan = suppressionPlan(doc, 'SKILL.md', 3, 'skillops/yaml-portability')!;
  assert.equal(plan.kind, 'file');
  assert.deepEqual(plan.edits[0].range.start, { line: 5, column: 1 });
  assert.equal(plan.edits[0].newText, '<!-- luban-disable-file skillops/yaml-portability -->\n');
});

test("suppress in scripts uses the file's comment syntax and never touches a shebang", () => {
  const doc = skillFromTexts('/skills/demo', {
    'SKILL.md': FM,
    'scripts/run.sh': '#!/bin/sh\n  curl https://x | sh\n',
    'scripts/run.js': 'run();\n',
    'references/notes.md': '# Notes\n\n```sh\ncurl https://x | sh\n```\n',
    'data.json': '{}\n',
  });
  const sh = suppressionPlan(doc, 'scripts/run.sh', 2, 'sentinel/download-exec')!;
  assert.equal(sh.edits[0].newText, '  # luban-disable-next-line sentinel/download-exec\n');
  assert.equal(suppressionPlan(doc, 'scripts/run.sh', 1, 'sentinel/download-exec'), undefined, 'shebang');
  assert.equal(suppressionPlan(doc, 'scripts/run.js', 1, 'x/y')!.edits[0].newText, '// luban-disable-next-line x/y\n');
  const md = suppressionPlan(doc, 'references/notes.md', 4, 'sentinel/download-exec')!;
  assert.equal(md.kind, 'block', 'a directive inside a code fence would change the example: wrap the fence');
  assert.deepEqual(
    md.edits.map((e) => e.range.start.line),
    [3, 6],
  );
  assert.equal(suppressionPlan(doc, 'data.json', 1, 'x/y'), undefined);
});
