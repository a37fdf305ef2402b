import { test } from 'node:test';
import assert from 'node:assert/strict';
import { skillFromTexts } from '../../../../src/core/skill/document.ts';
import { analyseDistill, fApprox, hasDistillScope, matrixByTarget, withSections } from '../../../../src/core/modules/distill/matrix.ts';

const FM = '---\nname: demo\ndescription: Demo skill. Use when testing.\n---\n';

function refsTo(texts: Record<string, string>, target: string) {
  const a = analyseDistill(skillFromTexts('demo', texts));
  return a.entries.filter((e) => e.to === target);
}

test('Markdown links, bare paths and bare names are mentions, with exact positions and sections', () => {
  const skill =
    FM +
    [
      '# Demo',
      '',
      '## Setup',
      '',
      'Read [the guide](references/guide.md) first.',
      '',
      '## Workflow',
      '',
      'Then run `scripts/run.py` and see notes.md.',
      '',
    ].join('\n');
  const doc = skillFromTexts('demo', { 'SKILL.md': skill, 'references/guide.md': '# Guide\n', 'scripts/run.py': 'print(1)\n', 'references/notes.md': 'n\n' });
  const a = analyseDistill(doc);
  const guide = a.entries.find((e) => e.to === 'references/guide.md')!;
  assert.deepEqual(
    { kind: guide.kind, line: guide.line, column: guide.column, section: guide.section },
    { kind: 'link', line: 9, column: 18, section: 'Setup' },
  );
  const run = a.entries.find((e) => e.to === 'scripts/run.py')!;
  assert.deepEqual({ kind: run.kind, line: run.line, column: run.column, section: run.section }, { kind: 'path', line: 13, column: 11, section: 'Workflow' });
  const notes = a.entries.find((e) => e.to === 'references/notes.md')!;
  assert.deepEqual({ kind: notes.kind, line: notes.line, text: notes.text }, { kind: 'basename', line: 13, text: 'notes.md' });
  assert.ok(a.reachable.has('scripts/run.py'));
});

test('mentions are followed transitively from reference to reference', () => {
  const doc = skillFromTexts('demo', {
    'SKILL.md': FM + 'See references/a.md.\n',
    'references/a.md': '# A\n\n## Details\n\nMore in [b](b.md).\n',
    'references/b.md': 'B mentions ../references/c.md\n',
    'references/c.md': 'C\n',
    'references/d.md': 'D, mentioned by nobody, mentions references/e.md\n',
    'references/e.md': 'E\n',
  });
  const a = analyseDistill(doc);
  assert.deepEqual([...a.reachable].sort(), ['SKILL.md', 'references/a.md', 'references/b.md', 'references/c.md']);
  assert.deepEqual(
    a.scope.filter((s) => s.dead).map((s) => s.file),
    ['references/d.md', 'references/e.md'],
  );
  const b = a.entries.find((e) => e.to === 'references/b.md')!;
  assert.equal(b.kind, 'link');
  assert.equal(b.section, undefined, 'sections of non-SKILL.md files come from withSections()');
  withSections(doc, a);
  assert.equal(b.section, 'Details');
});

test('sub-folders and templates credit every file they cover; a top-level folder alone does not', () => {
  const files = {
    'references/research/01.md': 'x\n',
    'references/research/02.md': 'x\n',
    'references/presets/warm.md': 'x\n',
    'references/presets/cool.md': 'x\n',
    'references/other.md': 'x\n',
  };
  const doc = skillFromTexts('demo', {
    ...files,
    'SKILL.md':
      FM +
      'Research notes are in `references/research/` (6 files).\n\nLoad `references/presets/<style>.md` for the chosen style.\n\nEverything else lives in references/.\n',
  });
  const a = analyseDistill(doc);
  const dead = a.scope.filter((s) => s.dead).map((s) => s.file);
  assert.deepEqual(dead, ['references/other.md']);
  assert.deepEqual(
    a.entries.filter((e) => e.to.startsWith('references/research/')).map((e) => e.kind),
    ['dir', 'dir'],
  );
  assert.deepEqual(
    a.entries
      .filter((e) => e.to.startsWith('references/presets/'))
      .map((e) => `${e.kind}:${e.to}`)
      .sort(),
    ['pattern:references/presets/cool.md', 'pattern:references/presets/warm.md'],
  );
});

test('globs and brace placeholders are templates too; a bare `<name>.md` is too vague', () => {
  const base = { 'references/rules/a.md': 'x\n', 'references/rules/b.md': 'x\n' };
  assert.equal(refsTo({ ...base, 'SKILL.md': FM + 'Read references/rules/*.md\n' }, 'references/rules/a.md').length, 1);
  assert.equal(refsTo({ ...base, 'SKILL.md': FM + 'Read `{baseDir}/references/rules/{rule}.md`\n' }, 'references/rules/b.md').length, 1);
  assert.equal(refsTo({ ...base, 'SKILL.md': FM + 'Read `<name>.md`\n' }, 'references/rules/a.md').length, 0);
});

test('paths glued to Chinese text, variable prefixes and URL-encoded names resolve', () => {
  const target = 'references/马斯克决策模式-2026.md';
  assert.equal(refsTo({ 'SKILL.md': FM + '先读取references/guide.md文件。\n', 'references/guide.md': 'g\n' }, 'references/guide.md')[0]?.kind, 'path');
  assert.equal(refsTo({ 'SKILL.md': FM + '详见马斯克决策模式-2026.md。\n', [target]: 'x\n' }, target)[0]?.kind, 'basename');
  assert.equal(refsTo({ 'SKILL.md': FM + 'Run ${SKILL_DIR}/scripts/run.sh now.\n', 'scripts/run.sh': 'x\n' }, 'scripts/run.sh')[0]?.kind, 'path');
  assert.equal(refsTo({ 'SKILL.md': FM + '[x](references/my%20file.md)\n', 'references/my file.md': 'x\n' }, 'references/my file.md')[0]?.kind, 'link');
});

test('HTML comments in SKILL.md, self-mentions and a longer name do not count', () => {
  const doc = skillFromTexts('demo', {
    'SKILL.md': FM + '<!-- old: see references/a.md -->\n\nUse myreferences.md rather than it.\n',
    'references/a.md': 'This file is references/a.md itself.\n',
    'references/references.md': 'x\n',
  });
  const a = analyseDistill(doc);
  assert.deepEqual(a.entries, []);
  assert.deepEqual(
    a.scope.map((s) => [s.file, s.dead]),
    [
      ['references/a.md', true],
      ['references/references.md', true],
    ],
  );
});

test('scripts name the files they read; mentions inside code blocks count', () => {
  const a = analyseDistill(
    skillFromTexts('demo', {
      'SKILL.md': FM + '```bash\npython scripts/build.py\n```\n',
      'scripts/build.py': "open(os.path.join(HERE, '..', 'references', 'schema.md'))\nopen('references/table.md')\n",
      'references/schema.md': 's\n',
      'references/table.md': 't\n',
    }),
  );
  assert.deepEqual(
    a.scope.map((s) => [s.file, s.dead]),
    [
      ['references/schema.md', false],
      ['references/table.md', false],
    ],
  );
  assert.equal(a.entries.find((e) => e.to === 'references/table.md')?.kind, 'path');
  assert.equal(a.entries.find((e) => e.to === 'references/schema.md')?.kind, 'basename');
});

test('scope: only reference documents, never LICENSE/README/_SOURCE or a nested skill', () => {
  const doc = skillFromTexts('demo', {
    'SKILL.md': FM + 'Nothing referenced.\n',
    'references/README.md': 'r\n',
    'references/LICENSE.txt': 'l\n',
    'references/_SOURCE.md': 's\n',
    'references/data.json': '{}\n',
    'references/sub-skill/SKILL.md': '---\nname: sub-skill\ndescription: x\n---\nSee [g](guide.md)\n',
    'references/sub-skill/guide.md': 'g\n',
    'references/sub-skill/orphan.md': 'o\n',
    'scripts/unused.py': 'x\n',
    'assets/logo.txt': 'x\n',
    'results.tsv': 'x\n',
    'reference/notes.md': 'n\n',
  });
  assert.equal(hasDistillScope(doc), true);
  const a = analyseDistill(doc);
  assert.deepEqual(
    a.scope.map((s) => s.file),
    ['reference/notes.md'],
  );
  assert.ok(a.roots.includes('references/sub-skill/SKILL.md'));
  assert.ok(a.reachable.has('references/sub-skill/guide.md'));
  assert.equal(hasDistillScope(skillFromTexts('demo', { 'SKILL.md': FM, 'scripts/a.md': 'x\n' })), false);
});

test('a top-level README is a root: files it links are not dead', () => {
  const a = analyseDistill(skillFromTexts('demo', { 'SKILL.md': FM + 'x\n', 'README.md': 'See references/howto.md\n', 'references/howto.md': 'h\n' }));
  assert.deepEqual(
    a.scope.map((s) => s.dead),
    [false],
  );
});

test('F_approx = clamp(1 − refs × unit / bytes) with unit = max(median size, 4 KB)', () => {
  assert.equal(fApprox(1, 4096, 4096), 0);
  assert.equal(fApprox(1, 20480, 4096), 0.8);
  assert.equal(fApprox(2, 20480, 4096), 0.6);
  assert.equal(fApprox(1, 13653, 4096), 0.7);
  assert.equal(fApprox(5, 1000, 4096), 0);
  assert.equal(fApprox(0, 1000, 4096), 1);
  const big = 'x'.repeat(20 * 1024) + '\n';
  const small = 'y\n';
  const a = analyseDistill(
    skillFromTexts('demo', {
      'SKILL.md': FM + 'Read references/big.md, references/a.md, references/b.md.\n\nAnd references/a.md again.\n',
      'references/big.md': big,
      'references/a.md': small,
      'references/b.md': small,
    }),
  );
  assert.equal(a.unitBytes, 4096, 'the median (2 B) is below the 4 KB floor');
  const byFile = Object.fromEntries(a.scope.map((s) => [s.file, [s.refs, s.fApprox]]));
  assert.deepEqual(byFile, { 'references/a.md': [2, 0], 'references/b.md': [1, 0], 'references/big.md': [1, 0.8] });
  assert.equal(matrixByTarget(a).get('references/a.md')?.length, 2);
});

test('the same line mentioning a file twice is one context', () => {
  const a = analyseDistill(skillFromTexts('demo', { 'SKILL.md': FM + '[references/a.md](references/a.md)\n', 'references/a.md': 'x\n' }));
  assert.equal(a.scope[0].refs, 1);
  assert.equal(a.entries.length, 2);
});
