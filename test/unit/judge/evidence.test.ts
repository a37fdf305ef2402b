import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { checkEvidenceItems, haystackOf, quoteFound, quotesInEvidenceItem, quotesInProse, verdictOf } from '../../../src/core/scoring/judge/evidence.ts';
import { SKILL_EN, SKILL_ZH } from './helpers.ts';

const EN = haystackOf(SKILL_EN);
const ZH = haystackOf(SKILL_ZH);

describe('a judge quote is found in the skill', () => {
  const table: Array<[string, string, ReturnType<typeof haystackOf>, boolean]> = [
    ['verbatim English', 'Do not edit the original deck.', EN, true],
    ['case, trailing punctuation and spacing differ', 'do NOT edit   the original deck', EN, true],
    ['across a line break, re-wrapped', 'If render.py fails, read stderr\nand stop.', EN, true],
    ['curly quotes for none', '“Exports slide decks to PDF.” Use when the user asks to export', EN, true],
    ['an em dash for a double hyphen', 'Run `scripts/render.py —format pdf`', EN, true],
    ['Markdown code marks dropped by the judge', 'Run scripts/render.py --format pdf', EN, true],
    ['an elision with …', 'Exports slide decks … print slides', EN, true],
    ['an elision with ... and [...]', 'Read deck.pptx ... list the slides [...] show the PDF', EN, true],
    ['an elision whose pieces are out of order', 'show the PDF … Read deck.pptx', EN, false],
    ['an invented quote', 'Always ask the user for a password before exporting', EN, false],
    ['one word changed', 'Do not delete the original deck.', EN, false],
    ['verbatim Chinese', '不要修改原始文件。', ZH, true],
    ['Chinese with half-width punctuation and a line break', '如果 render.py 失败,读取 stderr\n并停止', ZH, true],
    ['full-width Latin letters in a Chinese quote', '读取 ｄｅｃｋ．ｐｐｔｘ，列出所有页面', ZH, true],
    ['a Chinese elision with ……', '把幻灯片导出为 PDF……打印幻灯片时使用', ZH, true],
    ['an invented Chinese quote', '导出前必须先询问用户密码', ZH, false],
    ['nothing but an elision', '……', ZH, false],
  ];
  for (const [name, quote, hay, found] of table) {
    it(`${name}: ${found ? 'found' : 'not found'}`, () => assert.equal(quoteFound(quote, hay), found));
  }

  it('a Markdown link is found by its text as well as by its source', () => {
    const hay = haystackOf('See [the render guide](references/render.md) first.');
    assert.equal(quoteFound('See the render guide first', hay), true);
    assert.equal(quoteFound('[the render guide](references/render.md)', hay), true);
  });
});

describe('what counts as a quote', () => {
  it('an evidence item: the text in its quotation marks, else the whole item; blank is none', () => {
    assert.deepEqual(quotesInEvidenceItem('"Use when the user asks to export" (description)'), ['Use when the user asks to export']);
    assert.deepEqual(quotesInEvidenceItem('描述里写了「用户要求导出」和“打印幻灯片”'), ['用户要求导出', '打印幻灯片']);
    assert.deepEqual(quotesInEvidenceItem('Never skip the render check.'), [], 'no quotation marks: a claim, not a quote');
    assert.deepEqual(quotesInEvidenceItem('  …  '), []);
    assert.deepEqual(quotesInEvidenceItem("'Use when reviewing PRs' (description)"), ['Use when reviewing PRs']);
    assert.deepEqual(quotesInEvidenceItem("it doesn't say 'ok' and won't"), [], 'apostrophes and a short single-quoted word are not quotes');
    assert.deepEqual(
      quotesInEvidenceItem('Run `scripts/render.py --format pdf` then `ls`'),
      ['scripts/render.py --format pdf'],
      'a code span of 4+ characters',
    );
    assert.deepEqual(
      quotesInEvidenceItem('"Run `scripts/render.py` now, please"'),
      ['Run `scripts/render.py` now, please'],
      'a code span inside a quote is part of it',
    );
    assert.deepEqual(quotesInEvidenceItem('"a" and "Use when" and 「导出」'), [], 'quoted spans under 3 words / 4 CJK characters are ignored');
  });

  it('free text: only quoted spans of six words or eight CJK characters', () => {
    assert.deepEqual(quotesInProse('It calls this "a careful four step review" and "the whole diff is read first here".'), [
      'the whole diff is read first here',
    ]);
    assert.deepEqual(quotesInProse('带技能的输出写了「先确认字体」。'), []);
    assert.deepEqual(quotesInProse('It ran `npm run build --prod now please ok` first.'), [], 'code spans in prose are not quotes');
    assert.deepEqual(quotesInProse('The "lift" is clear: the output says "I will render the PDF now" while the baseline guesses.'), [
      'I will render the PDF now',
    ]);
    assert.deepEqual(quotesInProse('带技能的输出写了「先确认字体再导出」，基线只说“好的”。'), ['先确认字体再导出']);
    assert.deepEqual(quotesInProse('no quotation at all'), []);
  });

  it('a judge that quotes nothing: none where the schema asks for quotes, held where it does not', () => {
    const none = checkEvidenceItems([], EN);
    assert.equal(verdictOf(none, true), 'none');
    assert.equal(verdictOf(none, false), 'held');
    const mixed = checkEvidenceItems(['"Do not edit the original deck."', '"Always back up the deck first"', 'Never skip the render check.'], EN);
    assert.equal(mixed.missing, 1);
    assert.deepEqual(
      mixed.quotes.map((q) => q.found),
      [true, false],
    );
    assert.equal(mixed.claims, 1);
    assert.equal(verdictOf(mixed, true), 'not-found');
  });
});

describe('claims and short quotes do not reject a judge; invented quotes still do', () => {
  const REVIEW = haystackOf(
    [
      '---',
      'name: pr-review',
      'description: Use when reviewing PRs.',
      '---',
      '## Steps',
      '1. Run npm test first.',
      '',
      '| Flag | Meaning |',
      '| --- | --- |',
      '| --force | overwrite |',
    ].join('\n'),
  );
  // [name, evidence items, haystack, quotes checked, quotes missing, claims, verdict]
  type V = 'held' | 'not-found';
  const table: Array<[string, string[], ReturnType<typeof haystackOf>, number, number, number, V]> = [
    ['a single-quoted description with a note after it', ["'Use when reviewing PRs' (description)"], REVIEW, 1, 0, 0, 'held'],
    ['a step paraphrased without quotation marks (its words stand in the skill)', ['Step 1: Run npm test first'], REVIEW, 0, 0, 1, 'held'],
    ['a table row in its own words', ['--force: overwrite'], REVIEW, 0, 0, 1, 'held'],
    ['a claim about what is absent, beside a quote that is found', ['No negative examples are given anywhere', 'Run npm test first'], REVIEW, 0, 0, 2, 'held'],
    ['only a claim: nothing the judge cited is in the skill', ['No negative examples are given anywhere'], REVIEW, 0, 0, 1, 'not-found'],
    ['a one-letter quote is not a found quote', ['"a"'], EN, 0, 0, 1, 'held'],
    ['an unquoted one-letter item is not a found quote', ['a'], EN, 0, 0, 1, 'held'],
    ['an invented quoted sentence', ['"Always ask the user for a password before exporting" (workflow)'], EN, 1, 1, 0, 'not-found'],
    [
      'an invented single-quoted sentence beside a true one',
      ["'Do not edit the original deck'", "'Always ask the user for a password'"],
      EN,
      2,
      1,
      0,
      'not-found',
    ],
    ['an invented code span', ['Run `scripts/deploy.sh --prod`'], EN, 1, 1, 0, 'not-found'],
    ['an invented Chinese quote', ['「导出前必须先询问用户密码」'], ZH, 1, 1, 0, 'not-found'],
    ["an invented unquoted sentence (the schema's quote itself)", ['Always ask the user for a password before exporting'], EN, 0, 0, 1, 'not-found'],
  ];
  for (const [name, items, hay, quotes, missing, claims, verdict] of table) {
    it(`${name}: ${quotes} checked, ${missing} missing, ${claims} claims → ${verdict}`, () => {
      const check = checkEvidenceItems(items, hay);
      assert.deepEqual([check.quotes.length, check.missing, check.claims], [quotes, missing, claims]);
      // A quoted span must be found; unquoted items are looked up leniently, and only a judge none of whose citations is found is dropped.
      assert.equal(verdictOf(check, !check.claims), verdict);
    });
  }
});
