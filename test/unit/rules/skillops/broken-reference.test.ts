/** skillops/broken-reference (src/core/modules/skillops/broken-reference.ts): its cases through the shared RuleTester, and its tests moved here from test/unit/modules/skillops/references.test.ts. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ruleTester } from '../../../support/rule-tester.ts';
import { CORPUS_FIXTURES as CORPUS } from '../../../support/fixtures.ts';
import { rule as broken, rule } from '../../../../src/core/modules/skillops/broken-reference.ts';
import { loadSkill } from '../../../../src/core/skill/load.ts';
import { collectReferences } from '../../../../src/core/modules/skillops/references.ts';
import { applyEdits, at, run, skill, skillMd } from '../../modules/skillops/helpers.ts';

const FM = ['name: demo-skill', 'description: Does X. Use when the user asks for "x".'];

/** SKILL.md with the body lines given; line 6 is the first body line. */
const md = (...body: string[]) => skillMd(FM, body.join('\n') + '\n');

const targets = (found: ReturnType<typeof run>) => found.map((f) => f.data?.target);

test('skillops/broken-reference: the examples of docs/rules/skillops/broken-reference.md (bad → invalid, good → valid)', () => {
  ruleTester.run(rule, {
    valid: [
      {
        folder: 'demo-skill',
        files: {
          'SKILL.md': [
            '---',
            'name: demo-skill',
            'description: Resizes PNG images. Use when the user asks to resize a PNG image.',
            '---',
            '',
            '# Demo skill',
            '',
            'Follow [the sizing guide](references/sizes.md) before you run `scripts/resize.sh`.',
            '',
          ].join('\n'),
          'scripts/resize.sh': 'echo "resizing $1"\n',
          'references/sizes.md': ['# Sizes', '', 'Thumbnails are 256 px wide.', ''].join('\n'),
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
            'description: Resizes PNG images. Use when the user asks to resize a PNG image.',
            '---',
            '',
            '# Demo skill',
            '',
            'Follow [the sizing guide](references/sizes.md) before you run `scripts/resize.sh`.',
            '',
          ].join('\n'),
          'scripts/resize.sh': 'echo "resizing $1"\n',
        },
        errors: [{ line: 8, column: 27, messageId: 'missing', file: 'SKILL.md' }],
      },
    ],
  });
});

test('Markdown links and images: missing targets fire on exactly the target text', () => {
  const doc = skill({
    'SKILL.md': md('See [the guide](references/guide.md) and ![logo](assets/logo.png).', 'Also [ok](references/ok.md).'),
    'references/ok.md': '# ok\n',
  });
  const found = run(broken, doc);
  assert.deepEqual(found.map(at), ['SKILL.md:6:17-6:36', 'SKILL.md:6:50-6:65']);
  assert.deepEqual(targets(found), ['references/guide.md', 'assets/logo.png']);
  assert.ok(found.every((f) => f.severity === 'error' && f.dimension === 'dim6'));
  assert.match(found[0].message, /`references\/guide\.md` does not exist in this skill/);
  assert.equal(found[0].data?.kind, 'link');
  assert.equal(found[1].data?.kind, 'image');
});

test('bare paths in prose and inline code fire; the range covers the #anchor / :line suffix, the target does not', () => {
  const doc = skill({
    'SKILL.md': md(
      'Read references/api.md before calling.',
      'Run `python scripts/run.py --fast` then check `scripts/lint.sh:12`.',
      'Link [x](references/api.md#setup).',
    ),
    'scripts/other.py': '',
  });
  const found = run(broken, doc);
  assert.deepEqual(found.map(at), ['SKILL.md:6:6-6:23', 'SKILL.md:7:13-7:27', 'SKILL.md:7:48-7:66', 'SKILL.md:8:10-8:33']);
  assert.deepEqual(targets(found), ['references/api.md', 'scripts/run.py', 'scripts/lint.sh', 'references/api.md']);
  assert.deepEqual(
    found.map((f) => f.data?.kind),
    ['bare-path', 'code-path', 'code-path', 'link'],
  );
});

test('metis @[skfile:] references are checked everywhere, even in code blocks', () => {
  const doc = skill({
    'skill.md': md('Use @[skfile:references/templates.md] for formats.', '```', '@[param:python_env]/python @[skfile:scripts/get_info.py] --list', '```'),
    'references/templates.md': '# t\n',
  });
  const found = run(broken, doc);
  assert.equal(found.length, 1);
  assert.equal(at(found[0]), 'skill.md:8:37-8:56');
  assert.equal(found[0].data?.target, 'scripts/get_info.py');
});

test('links in reference files resolve from that file; bare paths there may be written from the skill folder', () => {
  const doc = skill({
    'SKILL.md': md('See [guide](references/guide.md).'),
    'references/guide.md': ['# Guide', '', 'Next: [step](step-2.md), back to [skill](../SKILL.md).', 'Also references/faq.md and [faq](faq.md).'].join('\n'),
    'references/faq.md': '# faq\n',
  });
  const found = run(broken, doc);
  assert.equal(found.length, 1);
  assert.equal(at(found[0]), 'references/guide.md:3:14-3:23');
  assert.equal(found[0].data?.target, 'references/step-2.md');
});

test('reference files (line scanner): fences, ~~~ fences, comments and inline code are skipped; definitions and <img> count', () => {
  const ref = [
    '# Notes', // 1
    '',
    '```markdown', // 3
    '![x](./in-fence.png)',
    '```',
    '~~~', // 6
    '[y](in-tilde.md)',
    '~~~',
    '<!-- [z](in-comment.md) -->', // 9
    'Inline `![x](./a.png)` and `[q](q.md)` are examples.', // 10
    '[id]: missing-def.md', // 11
    '<img src="missing.png" alt="x">', // 12
    '  ```', // 13: indented fence
    '  [w](in-indented-fence.md)',
    '  ```',
    'After the fences: [real](missing-link.md).', // 16
  ].join('\n');
  const doc = skill({ 'SKILL.md': md('See [notes](references/notes.md).'), 'references/notes.md': ref });
  const found = run(broken, doc);
  assert.deepEqual(found.map(at), ['references/notes.md:11:7-11:21', 'references/notes.md:12:11-12:22', 'references/notes.md:16:26-16:41']);
  assert.deepEqual(
    found.map((f) => f.data?.kind),
    ['definition', 'html', 'link'],
  );
});

test('did you mean: a file in the wrong folder is the main fix, keeping ./ and the anchor', () => {
  const text = ['# Rules', '', 'See [defer](./async-defer-await.md#intro) for details.'].join('\n');
  const doc = skill({ 'SKILL.md': md('x'), 'AGENTS.md': text, 'rules/async-defer-await.md': '# d\n', 'rules/async-parallel.md': '# p\n' });
  const [f] = run(broken, doc);
  assert.match(f.message, /Did you mean `\.\/rules\/async-defer-await\.md#intro`\?/);
  assert.equal(f.fix?.safe, false);
  assert.equal(f.fix?.edits[0].newText, './rules/async-defer-await.md#intro');
  assert.equal(applyEdits(text, f.fix!.edits).split('\n')[2], 'See [defer](./rules/async-defer-await.md#intro) for details.');
  assert.equal(f.suggestions?.[0].edits[0].newText, './rules/async-defer-await.md#intro');
});

test('did you mean: wrong case is fixed; an ambiguous pair is offered only as suggestions', () => {
  const doc = skill({ 'SKILL.md': md('Read [api](references/API.md).'), 'references/api.md': '' });
  assert.equal(run(broken, doc)[0].fix?.edits[0].newText, 'references/api.md');
  const amb = skill({ 'SKILL.md': md('Read [step](references/step.md).'), 'references/step1.md': '', 'references/step2.md': '' });
  const [g] = run(broken, amb);
  assert.equal(g.fix, undefined);
  assert.deepEqual(
    g.suggestions?.map((s) => s.edits[0].newText),
    ['references/step1.md', 'references/step2.md'],
  );
  const far = skill({ 'SKILL.md': md('Read [x](references/completely-different.md).'), 'references/api.md': '' });
  const [h] = run(broken, far);
  assert.equal(h.suggestions, undefined);
  assert.match(h.message, /Create the file or correct the path/);
});

test('resolution details: percent-encoding, Chinese file names, CJK text glued to the path', () => {
  const doc = skill({
    'SKILL.md': md('Open [it](references/my%20file.md).', '先读取references/指南.md文件，再看 `references/缺失.md`。'),
    'references/my file.md': '',
    'references/指南.md': '',
  });
  const found = run(broken, doc);
  assert.equal(found.length, 1);
  assert.equal(found[0].data?.target, 'references/缺失.md');
  assert.equal(at(found[0]), 'SKILL.md:7:27-7:43');
});

test('must not fire: example, output, hypothetical and optional contexts; missing sub-folders', () => {
  const doc = skill({
    'SKILL.md': md(
      '- **Examples**: `references/finance.md` for schemas, `references/mnda.md` for NDAs',
      'Never include project scripts (e.g., `./scripts/deploy.sh`).',
      'Save the test cases to `evals/evals.json` and write the summary to `references/summary.md`.',
      '把调研结果写入 references/report.md。',
      'Run it > references/out.md',
      'A `scripts/rotate_pdf.py` script would be helpful to store in the skill.',
      'Load `references/extra.md` if present.',
      'Research notes go in references/research/01-notes.md.',
      '',
      'Example: when building a PDF skill:',
      '',
      '1. Rotating needs the same code',
      '2. Keep `scripts/rotate.py` in the skill',
    ),
    'references/keep.md': '',
    'scripts/keep.py': '',
  });
  assert.deepEqual(
    run(broken, doc).map((f) => f.data?.target),
    [],
  );
});

test('a bare path written with a leading ./ is a reference like any other (`./references/x.md`)', () => {
  const doc = skill({ 'SKILL.md': md('See ./references/guide.md and `./references/missing.md`.'), 'references/guide.md': '# G\n' });
  assert.deepEqual(
    collectReferences(doc).map((m) => [m.written, m.exists]),
    [
      ['./references/guide.md', true],
      ['./references/missing.md', false],
    ],
  );
  assert.deepEqual(
    run(broken, doc).map((f) => f.data?.target),
    ['references/missing.md'],
  );
});

test('files of a nested skill are left to that skill', () => {
  const doc = skill({
    'SKILL.md': md('See [sub](references/sub/SKILL.md).'),
    'references/sub/SKILL.md': skillMd(['name: sub', 'description: x'], 'Read [missing](nothing.md).\n'),
  });
  assert.deepEqual(run(broken, doc), []);
});

test('corpus: openai skill-creator example paths do not fire (only its two genuinely missing guides do)', async () => {
  const doc = await loadSkill(`${CORPUS}/openai__skills/skill-creator`);
  const found = run(broken, doc);
  // references/ does not exist in this skill at all: "See references/workflows.md" is a real, broken pointer.
  assert.deepEqual(targets(found).sort(), ['references/output-patterns.md', 'references/workflows.md']);
  for (const example of ['references/finance.md', 'scripts/rotate_pdf.py', 'assets/logo.png', 'FORMS.md', 'references/schema.md', 'references/mnda.md']) {
    assert.ok(!targets(found).includes(example), example);
  }
});

test('corpus: false-positive traps from NOTES §5c stay silent', async () => {
  const im = await loadSkill(`${CORPUS}/larksuite__cli/lark-im`);
  assert.deepEqual(
    run(broken, im).filter((f) => f.file === 'references/lark-im-messages-send.md'),
    [],
  );
  assert.ok(!collectReferences(im).some((m) => m.file === 'references/lark-im-messages-send.md' && m.written === './a.png'));

  const nuwa = await loadSkill(`${CORPUS}/alchaincyf__nuwa-skill/nuwa-skill`);
  const nuwaFound = run(broken, nuwa);
  assert.ok(!nuwaFound.some((f) => String(f.data?.target).includes('references/research')), 'no finding for references/research/0X-xxx.md');
  assert.ok(!nuwaFound.some((f) => f.file === 'SKILL.md'));

  const creator = await loadSkill(`${CORPUS}/anthropics__skills/skill-creator`);
  assert.ok(!targets(run(broken, creator)).includes('evals/evals.json'));
  const audit = await loadSkill(`${CORPUS}/getsentry__skills/claude-settings-audit`);
  assert.deepEqual(run(broken, audit), []);
  const im2 = await loadSkill(`${CORPUS}/op7418__Claude-to-IM-skill/Claude-to-IM-skill`);
  assert.deepEqual(
    run(broken, im2).filter((f) => f.file === 'SKILL.md'),
    [],
  );
});

test('every mention of the same missing target lists the others as related locations', async () => {
  const { skillFromTexts } = await import('../../../../src/core/skill/document.ts');
  const { scanDocument } = await import('../../../../src/core/engine/scan.ts');
  const doc = skillFromTexts('demo', {
    'SKILL.md':
      '---\nname: demo\ndescription: "Demo. Use when the user says demo."\n---\n\n# Demo\n\nSee [a](references/gone.md).\n\nAlso read [b](references/gone.md).\n',
  });
  const broken = scanDocument(doc).findings.filter((f) => f.ruleId === 'skillops/broken-reference');
  assert.equal(broken.length, 2);
  assert.deepEqual(
    broken[0].related?.map((r) => r.range.start.line),
    [10],
  );
  assert.deepEqual(
    broken[1].related?.map((r) => r.range.start.line),
    [8],
  );
});

test('a path named as another skill\'s file is not "missing" here; the same path as this skill\'s own is', () => {
  const doc = skill({
    'SKILL.md': md(
      '需要批量创建时，见 `lark-doc` 技能的 `references/lark-doc-whiteboard.md`。',
      "For tables, read the `lark-sheets` skill's `references/sheets.md` first.",
      'See `references/forms.md` in the lark-forms skill.',
      'Templates: `references/tpl.md`（lark-tpl 技能）。',
      // Naming this skill itself (folder or frontmatter name) is no excuse: still missing.
      "Read the `demo-skill` skill's `references/own.md`.",
      'Then read `references/missing.md`.',
    ),
  });
  assert.deepEqual(targets(run(broken, doc)), ['references/own.md', 'references/missing.md']);
});

test("corpus: lark-whiteboard names lark-doc's whiteboard guide (NOTES §5a): not reported as missing", async () => {
  const wb = await loadSkill(`${CORPUS}/larksuite__cli/lark-whiteboard`);
  assert.ok(!targets(run(broken, wb)).includes('references/lark-doc-whiteboard.md'));
});

test('one of two alternatives is enough: "`a.json` or `a.ts`" with a.json present does not fire; both missing does', () => {
  const doc = skill({
    'SKILL.md': md(
      'Configure with `evals/axis.config.json` or `evals/axis.config.ts`.',
      'Either `evals/run.ts` 或 `evals/run.js` works.',
      'Use `evals/a.yaml` or `evals/b.yaml`.',
    ),
    'evals/axis.config.json': '{}\n',
    'evals/run.js': '\n',
  });
  assert.deepEqual(targets(run(broken, doc)), ['evals/a.yaml', 'evals/b.yaml']);
});

test('corpus: skill-writer names axis.config.json or axis.config.ts (the .json exists): silent', async () => {
  const sw = await loadSkill(`${CORPUS}/getsentry__skills/skill-writer`);
  assert.ok(!targets(run(broken, sw)).includes('evals/axis.config.ts'));
});
