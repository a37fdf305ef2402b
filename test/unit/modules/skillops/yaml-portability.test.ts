import { test } from 'node:test';
import assert from 'node:assert/strict';
import { rule as yamlError } from '../../../../src/core/modules/skillops/yaml-error.ts';
import { rule as yamlWarning } from '../../../../src/core/modules/skillops/yaml-warning.ts';
import { rule as portability } from '../../../../src/core/modules/skillops/yaml-portability.ts';
import { rule as nameFormat } from '../../../../src/core/modules/skillops/name-format.ts';
import { doubleQuoted, foldPlain, frontmatterData, scanRaw } from '../../../../src/core/skill/yaml-scalars.ts';
import { rules as skillopsRules } from '../../../../src/core/modules/skillops/index.ts';
import type { Finding } from '../../../../src/core/rules/types.ts';
import { parseDocument } from 'yaml';
import { applyEdits, at, ids, run, skill, skillMd } from './helpers.ts';

/** Apply the finding's fix to SKILL.md and return the re-parsed frontmatter data (strict mode, no errors allowed). */
function fixedData(text: string, f: Finding): Record<string, unknown> {
  assert.ok(f.fix, `expected a fix on ${f.ruleId}`);
  const fixed = applyEdits(text, f.fix.edits);
  const doc = skill({ 'SKILL.md': fixed });
  assert.deepEqual(doc.problems, [], `fixed text still has problems:\n${fixed}`);
  return doc.frontmatter!.data!;
}

test('the classic: unquoted `: ` in description is a YAML error carrying a safe quoting fix', () => {
  const text = skillMd(['name: demo-skill', 'description: Use when: the user asks', 'license: MIT']);
  const found = run(yamlError, skill({ 'SKILL.md': text }));
  assert.equal(found.length, 1);
  const f = found[0];
  assert.equal(f.ruleId, 'skillops/yaml-error');
  assert.equal(at(f), 'SKILL.md:3:14-3:37'); // exactly the value
  assert.match(f.message, /`description` is unquoted and contains `:`/);
  assert.equal(f.fix?.safe, true);
  assert.equal(f.fix?.edits[0].newText, '"Use when: the user asks"');
  const data = fixedData(text, f);
  assert.equal(data.description, 'Use when: the user asks');
  assert.equal(data.license, 'MIT');
  // Not double-reported by the portability rule.
  assert.deepEqual(run(portability, skill({ 'SKILL.md': text })), []);
});

test('accepted-but-different values are portability warnings: ` #x` truncation, &anchor, !tag', () => {
  const hash = skillMd(['name: demo-skill', 'description: Triage issue #12 and friends. Use when asked.']);
  const [h] = run(portability, skill({ 'SKILL.md': hash }));
  assert.equal(h.ruleId, 'skillops/yaml-portability');
  assert.equal(h.severity, 'warning');
  assert.match(h.message, /reads as "Triage issue"/);
  assert.equal(h.fix?.safe, false, 'the # might have been a comment');
  assert.equal(fixedData(hash, h).description, 'Triage issue #12 and friends. Use when asked.');

  const anchor = skillMd(['name: demo-skill', 'description: &fast Quick path. Use when asked.']);
  const [a] = run(portability, skill({ 'SKILL.md': anchor }));
  assert.equal(a.data?.kind, 'indicator');
  assert.equal(a.fix?.safe, false);
  assert.equal(fixedData(anchor, a).description, '&fast Quick path. Use when asked.');

  // A custom tag is a parser warning: reported once, by yaml-warning, with the fix.
  const tag = skillMd(['name: demo-skill', 'description: !important Read first. Use when asked.']);
  const tagDoc = skill({ 'SKILL.md': tag });
  assert.deepEqual(run(portability, tagDoc), []);
  const [w] = run(yamlWarning, tagDoc);
  assert.equal(fixedData(tag, w).description, '!important Read first. Use when asked.');
});

test('must not fire: quoted values, block scalars, flow collections, real comments, anchors with aliases, URLs', () => {
  const clean = [
    ['name: demo-skill', 'description: "Use when: the user asks"'],
    ['name: demo-skill', "description: 'Use when: quoted'"],
    ['name: demo-skill', 'description: >-', '  Use when: the user asks', '  for help.'],
    ['name: demo-skill', 'description: |', '  Line: one', '  # not a comment'],
    ['name: demo-skill', 'description: Does X. Use when Y.', 'allowed-tools: [Read, Write]', 'metadata: {author: me, version: "1.0"}'],
    ['name: demo-skill # the name', 'description: Does X. Use when Y.'],
    ['name: demo-skill', 'description: Fetches https://example.com/a:b pages. Use when asked.'],
    ['name: demo-skill', 'description: C# and F# helpers. Use when asked.'],
    ['name: demo-skill', 'description: Does X. Use when Y.', 'allowed-tools:', '  - Read', '  - Bash(git:*)'],
    ['name: demo-skill', 'defaults: &d', '  a: 1', 'other: *d', 'description: ok. Use when asked.'],
    ['name: demo-skill', 'description: !!str 123'],
  ];
  for (const fm of clean) {
    const doc = skill({ 'SKILL.md': skillMd(fm) });
    assert.deepEqual(ids(run([portability, yamlError, yamlWarning], doc)), [], fm.join(' / '));
  }
});

test('lenient data: name and description rules still run past a quotable YAML error', () => {
  const doc = skill({ 'SKILL.md': skillMd(['name: Bad_Name', 'description: Use when: asked']) });
  assert.equal(doc.frontmatter?.data, undefined);
  const { data, lenient } = frontmatterData(doc);
  assert.equal(lenient, true);
  assert.equal(data?.description, 'Use when: asked');
  assert.deepEqual(ids(run(nameFormat, doc)), ['skillops/name-format']);
  // Every finding of the module at once: one YAML error, name format; no missing-field noise.
  const all = ids(run(skillopsRules, doc));
  assert.ok(all.includes('skillops/yaml-error'));
  assert.ok(!all.includes('skillops/name-missing'));
  assert.ok(!all.includes('skillops/description-missing'));
});

test('scanner helpers: plain folding and double quoting parse back exactly', () => {
  assert.equal(foldPlain(['a', 'b', '', 'c', '', '', 'd']), 'a b\nc\n\nd');
  for (const s of ['plain', 'with "quotes" and \\ slashes', 'tab\there', 'new\nline', 'emoji 🎉 中文']) {
    const parsed = parseDocument(`k: ${doubleQuoted(s)}`).toJS() as { k: string };
    assert.equal(parsed.k, s);
  }
  const issues = scanRaw('name: x\ndescription: a: b\n', 2);
  assert.equal(issues.length, 1);
  assert.deepEqual([issues[0].key, issues[0].kind, issues[0].startLine, issues[0].intended], ['description', 'colon', 3, 'a: b']);
});
