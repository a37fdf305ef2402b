/** hasp/soft-word (src/core/modules/hasp/soft-word.ts): its cases through the shared RuleTester, and its tests moved here from test/unit/modules/hasp/soft-word.test.ts. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ruleTester } from '../../../support/rule-tester.ts';
import { CORPUS_FIXTURES as CORPUS } from '../../../support/fixtures.ts';
import { rule } from '../../../../src/core/modules/hasp/soft-word.ts';
import { effectiveSoftWords } from '../../../../src/core/modules/hasp/words.ts';
import { loadSkill } from '../../../../src/core/skill/load.ts';
import { skillFromTexts } from '../../../../src/core/skill/document.ts';
import { applyEdits, at, FM, run, skill } from '../../modules/hasp/helpers.ts';

const rules = [rule];

const words = (body: string, config = {}) => run(skill(body), rules, { config }).map((f) => `${at(f)} ${f.data?.word}`);

test('hasp/soft-word: the examples of docs/rules/hasp/soft-word.md (bad → invalid, good → valid)', () => {
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
            'Keep the aspect ratio. Strip the EXIF metadata unless the user asks to keep it.',
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
            'description: Resizes PNG images. Use when the user asks to resize a PNG image.',
            '---',
            '',
            '# Demo skill',
            '',
            'You should keep the aspect ratio, and maybe strip the metadata if appropriate.',
            '',
          ].join('\n'),
        },
        errors: [
          { line: 8, column: 5, messageId: 'softWord' },
          { line: 8, column: 39, messageId: 'softWord' },
          { line: 8, column: 64, messageId: 'softWord' },
        ],
        output: {
          'SKILL.md': [
            '---',
            'name: demo-skill',
            'description: Resizes PNG images. Use when the user asks to resize a PNG image.',
            '---',
            '',
            '# Demo skill',
            '',
            'You must keep the aspect ratio, and maybe strip the metadata.',
            '',
          ].join('\n'),
        },
      },
    ],
  });
});

test('English soft words in prose, case-insensitive, with exact positions', () => {
  const body = ['# Demo', '', 'You should run the tests.', 'Try to keep it short. MAYBE later.', 'Add tests where possible.', ''].join('\n');
  assert.deepEqual(words(body), ['8:5 should', '9:1 try to', '9:23 maybe', '10:11 where possible']);
});

test('Chinese soft words: longest match first, 可以考虑 is one hit', () => {
  const body = ['# 示例', '', '建议使用缓存。', '可以考虑使用缓存，尽量不要重试。', '可考虑拆分文件。', ''].join('\n');
  assert.deepEqual(words(body), ['8:1 建议', '9:1 可以考虑', '9:10 尽量', '10:1 可考虑']);
});

test('not counted in code, inline code, frontmatter, link targets or HTML comments', () => {
  const body = [
    '# Demo',
    '',
    '```sh',
    '# you should not see this',
    '```',
    '',
    'Run `maybe --should` now, see [the guide](https://a.example/should-consider) and <!-- should -->.',
    '',
  ].join('\n');
  const doc = skill(body);
  assert.match(doc.skillFile!.text!.text, /description/);
  assert.deepEqual(words(body), []);
  // The frontmatter is not prose either.
  const fm = ['---', 'name: demo', 'description: "You should use this. 建议使用。"', '---', '', '# Demo', ''].join('\n');
  assert.equal(run(skillFromTexts('demo', { 'SKILL.md': fm }), rules).length, 0);
});

test('quoted words are cited, not used (ban-lists, examples of bad phrasing)', () => {
  const body = [
    '# Demo',
    '',
    '- Using "should", "probably", "seems to"',
    '- 禁止「MrBeast 可能会建议...」「Jimmy 大概会说...」——这是破角色',
    "- Never write 'might' or “perhaps should” or ‘maybe’.",
    '- But this one counts: you might fail.',
    "- Don't try to guess; it's the users' call.",
    '',
  ].join('\n');
  assert.deepEqual(words(body), ['11:28 might', '12:9 try to']);
});

test('example blockquotes after a label are specimens; an unlabelled note still counts', () => {
  const body = [
    '# Demo',
    '',
    '**改写前：**',
    '> 该政策可能会对结果产生一些影响。',
    '',
    'Bad example:',
    '> You should maybe consider it.',
    '',
    '> **注意**：不带过滤条件时可能返回大量数据。',
    '',
  ].join('\n');
  assert.deepEqual(words(body), ['14:17 可能']);
});

test('questions, terms and non-hedge uses are not counted', () => {
  const body = [
    '# Demo',
    '',
    '1. When should this skill trigger?',
    '2. 这可能吗？',
    'Mix should-trigger and should-not-trigger queries; set `should_activate`.',
    'It was considered harmful. 这不可能失败，可能性为零。',
    '给建议时要具体，给出行动建议：三条。',
    '',
  ].join('\n');
  assert.deepEqual(words(body), []);
});

test('the list is configurable with softWords.add / remove', () => {
  const body = ['# Demo', '', 'You should perhaps check. 通常先运行。', ''].join('\n');
  assert.deepEqual(words(body, { softWords: { remove: ['should'] } }), []);
  assert.deepEqual(words(body, { softWords: { add: ['perhaps', '通常'] } }), ['8:5 should', '8:12 perhaps', '8:27 通常']);
  assert.ok(!effectiveSoftWords({ remove: ['Should'] }).includes('should'));
  assert.deepEqual(words(body, { softWords: { remove: [...effectiveSoftWords()] } }), []);
});

test('inline suppression removes findings (engine)', () => {
  const body = ['# Demo', '', '<!-- luban-disable-next-line hasp/soft-word -->', 'You should run it.', 'You should run it.', ''].join('\n');
  assert.deepEqual(words(body), ['10:5 should']);
});

test('facts carry the canonical word; the message quotes it as written', () => {
  const [f] = run(skill('# Demo\n\nTry  to run.\n'), rules);
  assert.deepEqual(f.data, { word: 'try to' });
  assert.equal(f.severity, 'warning');
  assert.equal(f.dimension, 'dim5');
  assert.match(f.message, /"Try to"/);
  const [zh] = run(skill('# Demo\n\nTry to run.\n'), rules, { locale: 'zh-CN' });
  assert.match(zh.message, /软化词「Try to」/);
});

test('level-1 hardening fixes keep the sentence grammatical and are never safe', () => {
  const cases: Array<[string, string | undefined]> = [
    ['You should run the tests.', 'You must run the tests.'],
    ['Should it fail, stop.', 'Must it fail, stop.'],
    ['Try to keep it short.', 'Keep it short.'],
    ['Always try to keep it short.', 'Always keep it short.'],
    ['Consider whether the user wants a GIF.', 'Check whether the user wants a GIF.'],
    ['Add tests, if appropriate.', 'Add tests.'],
    ['Install the deps as needed.', 'Install the deps.'],
    ['If appropriate, add tests.', 'Add tests.'],
    ['建议使用缓存。', '必须使用缓存。'],
    ['不建议在定时发送后立即查询。', '禁止在定时发送后立即查询。'],
    ['建议你先运行测试。', '你必须先运行测试。'],
    ['可以考虑使用缓存。', '应当使用缓存。'],
    ['尽量使用中文。', '使用中文。'],
    ['请酌情删减。', '请删减。'],
    // No grammatical mechanical rewrite:
    ['Consider the overall composition.', undefined],
    ['It might fail.', undefined],
    ['可以考虑985新闻强校。', undefined],
    ['可能返回大量数据。', undefined],
    ['Use as needed by the caller.', undefined],
  ];
  for (const [line, expected] of cases) {
    const doc = skill(`# Demo\n\n${line}\n`);
    const [f] = run(doc, rules);
    assert.ok(f, `no finding for ${line}`);
    if (expected === undefined) {
      assert.equal(f.fix, undefined, `unexpected fix for ${line}`);
      continue;
    }
    assert.ok(f.fix, `no fix for ${line}`);
    assert.equal(f.fix.safe, false);
    assert.equal(applyEdits(doc.skillFile!.text!.text, f.fix.edits), `${FM}# Demo\n\n${expected}\n`);
  }
});

test('hardening of consider + verb and of maybe / perhaps / possibly: one case per shape; a statement or an unlisted verb gets no fix', () => {
  const cases: Array<[string, string | undefined, string?]> = [
    // consider + -ing of a listed verb → the verb
    ['Consider adding a test for it.', 'Add a test for it.', 'Harden: replace "Consider adding" with "add"'],
    ['You could consider using a cache.', 'You could use a cache.'],
    ['Consider running the linter first.', 'Run the linter first.'],
    ['Consider caching the result.', 'Cache the result.'],
    // consider to + verb → the verb
    ['Consider to add tests.', 'Add tests.'],
    // maybe / possibly opening a sentence before a verb or "you"
    ['Maybe run the tests.', 'Run the tests.', 'Harden: remove "Maybe"'],
    ['Maybe, run the tests.', 'Run the tests.'],
    ['Maybe you can skip it.', 'You can skip it.'],
    ['1. Possibly split the file.', '1. Split the file.'],
    ['- maybe run it twice.', '- run it twice.'],
    // after a modal; after and / or / then / also before a verb
    ['You can maybe skip step 3.', 'You can skip step 3.'],
    ['Read the file and maybe split it.', 'Read the file and split it.'],
    // closing a clause after a comma
    ['Run it twice, maybe.', 'Run it twice.'],
    // No grammatical rewrite that keeps the instruction:
    ['Consider frobnicating the data.', undefined],
    ['Consider the overall composition.', undefined],
    ['Maybe the file is missing.', undefined],
    ['It is possibly wrong.', undefined],
    ['Answer with yes, no or maybe.', undefined],
    ['Run it twice maybe.', undefined],
  ];
  for (const [line, expected, title] of cases) {
    const doc = skill(`# Demo\n\n${line}\n`);
    const found = run(doc, rules);
    const f = found.find((x) => /consider|maybe|possibly/i.test(String(x.data?.word)));
    assert.ok(f, `no finding for ${line}: ${JSON.stringify(found.map((x) => x.data))}`);
    if (expected === undefined) {
      assert.equal(f.fix, undefined, `unexpected fix for ${line}: ${JSON.stringify(f.fix)}`);
      continue;
    }
    assert.ok(f.fix, `no fix for ${line}`);
    assert.equal(f.fix.safe, false);
    assert.equal(applyEdits(doc.skillFile!.text!.text, f.fix.edits), `${FM}# Demo\n\n${expected}\n`, line);
    if (title) assert.equal(f.fix.title, title);
  }
});

test('"should consider using": both hardenings apply together and leave no soft word', () => {
  const doc = skill('# Demo\n\nYou should consider using a cache.\n');
  const found = run(doc, rules);
  assert.deepEqual(
    found.map((f) => f.data?.word),
    ['should', 'consider'],
  );
  const edits = found.flatMap((f) => f.fix?.edits ?? []);
  const hardened = applyEdits(doc.skillFile!.text!.text, edits);
  assert.equal(hardened, `${FM}# Demo\n\nYou must use a cache.\n`);
  assert.deepEqual(run(skill('# Demo\n\nYou must use a cache.\n'), rules), []);
});

test('"perhaps", when added to the list, is hardened like "maybe"', () => {
  const doc = skill('# Demo\n\nPerhaps run the tests.\n');
  assert.deepEqual(run(doc, rules), [], 'not on the default list');
  const [f] = run(doc, rules, { config: { softWords: { add: ['perhaps'] } } });
  assert.ok(f?.fix, 'a fix once the word is configured');
  assert.equal(applyEdits(doc.skillFile!.text!.text, f.fix.edits), `${FM}# Demo\n\nRun the tests.\n`);
});

test('也许 / 或许 before an action verb are removed (as 尽量 is); before a guess they are not', () => {
  const cases: Array<[string, string | undefined]> = [
    ['也许先运行测试。', '先运行测试。'],
    ['或许使用缓存。', '使用缓存。'],
    ['请或许删除临时文件。', '请删除临时文件。'],
    ['也许在某些情况下会失败。', undefined],
    ['或许是网络问题。', undefined],
  ];
  for (const [line, expected] of cases) {
    const doc = skill(`# Demo\n\n${line}\n`);
    const [f] = run(doc, rules);
    assert.ok(f, `no finding for ${line}`);
    if (expected === undefined) {
      assert.equal(f.fix, undefined, `unexpected fix for ${line}`);
      continue;
    }
    assert.ok(f.fix, `no fix for ${line}`);
    assert.equal(applyEdits(doc.skillFile!.text!.text, f.fix.edits), `${FM}# Demo\n\n${expected}\n`);
    assert.equal(f.fix.title, 'Harden: remove "' + line.match(/也许|或许/)![0] + '"');
  }
});

test('corpus: verification-before-completion quotes its red-flag words (line 52 trap) → 0 hits', async () => {
  const doc = await loadSkill(`${CORPUS}/obra__superpowers/verification-before-completion`);
  assert.match(doc.skillFile!.text!.text.split('\n')[51], /Using "should", "probably"/);
  assert.deepEqual(run(doc, rules), []);
});

test('corpus: mrbeast-perspective line 31 forbids 「MrBeast 可能会建议...」, not a hedge; its other hits are questions', async () => {
  const doc = await loadSkill(`${CORPUS}/alchaincyf__nuwa-skill/mrbeast-perspective`);
  const lines = doc.skillFile!.text!.text.split('\n');
  assert.match(lines[30], /禁止「MrBeast 可能会建议\.\.\.」「Jimmy 大概会说\.\.\.」/);
  assert.match(lines[62], /观众可能想看的是什么？/);
  assert.deepEqual(run(doc, rules), []);
});

test('corpus: lark-workflow-standup-report counts exactly its two hedges on line 67', async () => {
  const doc = await loadSkill(`${CORPUS}/larksuite__cli/lark-workflow-standup-report`);
  assert.deepEqual(
    run(doc, rules).map((f) => `${at(f)} ${f.data?.word}`),
    ['67:17 可能', '67:59 建议'],
  );
});

test('corpus: Humanizer-zh rewrite examples (lines 76, 387, 390) are not counted', async () => {
  const doc = await loadSkill(`${CORPUS}/op7418__Humanizer-zh/Humanizer-zh`);
  const lines = new Set(run(doc, rules).map((f) => f.range.start.line));
  for (const l of [73, 76, 387, 390]) assert.ok(!lines.has(l), `line ${l} counted`);
  assert.ok(lines.has(66), 'line 66 (适当使用"我") is a real instruction');
});
