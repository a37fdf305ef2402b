/** skillops/yaml-error (src/core/modules/skillops/yaml-error.ts): its cases through the shared RuleTester, and its tests moved here from test/unit/modules/skillops/parse-problems.test.ts, test/unit/modules/skillops/yaml-portability.test.ts. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ruleTester } from '../../../support/rule-tester.ts';
import { rule, rule as yamlError } from '../../../../src/core/modules/skillops/yaml-error.ts';
import type { Finding } from '../../../../src/core/rules/types.ts';
import { applyEdits, at, run, skill, skillMd } from '../../modules/skillops/helpers.ts';

/** Apply the finding's fix to SKILL.md and return the re-parsed frontmatter data (strict mode, no errors allowed). */
function fixedData(text: string, f: Finding): Record<string, unknown> {
  assert.ok(f.fix, `expected a fix on ${f.ruleId}`);
  const fixed = applyEdits(text, f.fix.edits);
  const doc = skill({ 'SKILL.md': fixed });
  assert.deepEqual(doc.problems, [], `fixed text still has problems:\n${fixed}`);
  return doc.frontmatter!.data!;
}

test('skillops/yaml-error: the examples of docs/rules/skillops/yaml-error.md (bad → invalid, good → valid)', () => {
  ruleTester.run(rule, {
    valid: [
      {
        folder: 'demo-skill',
        files: {
          'SKILL.md': [
            '---',
            'name: demo-skill',
            'description: "Resizes PNG images. Use when: the user asks to resize a PNG image."',
            '---',
            '',
            '# Demo skill',
            '',
            'Run `resize.sh` with the image path.',
            '',
          ].join('\n'),
        },
      },
    ],
    invalid: [
      {
        folder: 'demo-skill',
        files: {
          'SKILL.md': [
            '---',
            'name: demo-skill',
            'description: Resizes PNG images. Use when: the user asks to resize a PNG image.',
            '---',
            '',
            '# Demo skill',
            '',
            'Run `resize.sh` with the image path.',
            '',
          ].join('\n'),
        },
        errors: [{ line: 3, column: 14, messageId: 'unquoted' }],
        output: {
          'SKILL.md': [
            '---',
            'name: demo-skill',
            'description: "Resizes PNG images. Use when: the user asks to resize a PNG image."',
            '---',
            '',
            '# Demo skill',
            '',
            'Run `resize.sh` with the image path.',
            '',
          ].join('\n'),
        },
      },
    ],
  });
});

test('yaml-error: generic message names the file and the parser detail', () => {
  const text = skillMd(['name: demo-skill', 'name: again', 'description: x']);
  const found = run(yamlError, skill({ 'SKILL.md': text }));
  assert.equal(found.length, 1);
  assert.equal(found[0].severity, 'error');
  assert.equal(found[0].range.start.line, 3);
  assert.match(found[0].message, /Invalid YAML in the frontmatter of SKILL\.md: .*unique/i);
  assert.equal(found[0].fix, undefined);
});

test('a value ending with a colon, and escaping of backslashes and quotes, round-trip', () => {
  const text = skillMd(['name: demo-skill', 'description: Reads C:\\dir\\x and "quoted" text. Inputs:']);
  const [f] = run(yamlError, skill({ 'SKILL.md': text }));
  assert.equal(f.fix?.edits[0].newText, '"Reads C:\\\\dir\\\\x and \\"quoted\\" text. Inputs:"');
  assert.equal(fixedData(text, f).description, 'Reads C:\\dir\\x and "quoted" text. Inputs:');
});

test('multi-line plain value with a colon on a continuation line: one fix, folded block, exact string', () => {
  const fm = ['name: demo-skill', 'description: Converts tables to charts.', '  Use when: the user asks for a chart', '  or a graph.', 'license: MIT'];
  const text = skillMd(fm);
  const found = run(yamlError, skill({ 'SKILL.md': text }));
  // The parser reports two errors for this value; they are one problem, reported once.
  assert.ok(skill({ 'SKILL.md': text }).problems.filter((p) => p.kind === 'yaml-error').length >= 2);
  assert.equal(found.length, 1);
  const f = found[0];
  assert.equal(at(f), 'SKILL.md:3:14-5:14');
  assert.ok(f.fix!.edits[0].newText.startsWith('>-\n  Converts tables to charts.\n  Use when'));
  const data = fixedData(text, f);
  assert.equal(data.description, 'Converts tables to charts. Use when: the user asks for a chart or a graph.');
  assert.equal(data.license, 'MIT');
});

test('multi-line value with an empty line keeps the paragraph break', () => {
  const text = skillMd(['name: demo-skill', 'description: First part.', '', '  Use when: second part.']);
  const f = run(yamlError, skill({ 'SKILL.md': text })).find((x) => x.fix)!;
  assert.equal(fixedData(text, f).description, 'First part.\nUse when: second part.');
});

test('nested keys: the fix rewrites only the nested value', () => {
  const text = skillMd(['name: demo-skill', 'description: Does X. Use when Y.', 'metadata:', '  short-description: Tip: use it', '  author: me']);
  const f = run(yamlError, skill({ 'SKILL.md': text })).find((x) => x.fix)!;
  assert.equal(f.data?.key, 'metadata.short-description');
  assert.equal(at(f), 'SKILL.md:5:22-5:33');
  const data = fixedData(text, f);
  assert.deepEqual(data.metadata, { 'short-description': 'Tip: use it', author: 'me' });
});

test('leading indicators that break strict parsing: @, `, %, [x] text, *x text', () => {
  for (const value of ['@user mentions', '`bl` is the tool', '%50 faster', '[DEFAULT] Use this first', '*bold* claims']) {
    const text = skillMd(['name: demo-skill', `description: ${value}`]);
    const found = run(yamlError, skill({ 'SKILL.md': text }));
    const f = found.find((x) => x.fix);
    assert.ok(f, `expected a fix for ${value}`);
    assert.equal(f.range.start.column, 14, value);
    assert.equal(fixedData(text, f).description, value);
  }
});

test('a quoted prefix followed by text: the whole line was meant', () => {
  const text = skillMd(['name: demo-skill', 'description: "DEFAULT" tool for X. Use when Y.']);
  const f = run(yamlError, skill({ 'SKILL.md': text })).find((x) => x.fix)!;
  assert.equal(fixedData(text, f).description, '"DEFAULT" tool for X. Use when Y.');
  // An apostrophe inside single quotes: the outer quotes were delimiters.
  const apos = skillMd(['name: demo-skill', "description: 'Don't guess. Use when the user's file is big'"]);
  const g = run(yamlError, skill({ 'SKILL.md': apos })).find((x) => x.fix)!;
  assert.equal(fixedData(apos, g).description, "Don't guess. Use when the user's file is big");
});

test('CRLF and BOM files get the same ranges', () => {
  const lf = skillMd(['name: demo-skill', 'description: Use when: the user asks']);
  const crlf = '\ufeff' + lf.replace(/\n/g, '\r\n');
  const a = run(yamlError, skill({ 'SKILL.md': lf }))[0];
  const b = run(yamlError, skill({ 'SKILL.md': crlf }))[0];
  assert.deepEqual(b.range, a.range);
  assert.deepEqual(b.fix?.edits, a.fix?.edits);
});
