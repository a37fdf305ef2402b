import { test } from 'node:test';
import assert from 'node:assert/strict';
import { skillFromTexts } from '../../../src/core/skill/document.ts';
import { markdownScanFromTree, scanMarkdownText, type MarkdownScan } from '../../../src/core/skill/markdown-scan.ts';

/** Place of the first occurrence of `needle` in `text`. */
const placeOf = (scan: MarkdownScan, text: string, needle: string) => {
  const at = text.indexOf(needle);
  assert.ok(at >= 0, `${needle} is in the text`);
  return scan.placeAt(at);
};
/** Each link site as `kind written → url`, `written` being the destination exactly as in the text. */
const sites = (scan: MarkdownScan, text: string) => scan.links.map((l) => `${l.kind} ${text.slice(l.start, l.end)} → ${l.url}`);

test('the text scan tells prose, inline code, fenced code and other places apart', () => {
  const text = [
    '---',
    'title: front',
    '---',
    'Prose word, `inline one`, ``double `tick` run`` and `unclosed.',
    '```sh',
    'fenced one',
    '```',
    '~~~~',
    'tilde one',
    '~~~',
    'still tilde (the closing fence was shorter)',
    '~~~~',
    '<!-- comment one -->',
    '```',
    '<!-- inside code -->',
    '```',
    'after all',
    '````',
    'unclosed to the end',
  ].join('\n');
  const scan = scanMarkdownText(text);
  assert.equal(placeOf(scan, text, 'title: front'), 'other');
  assert.equal(placeOf(scan, text, 'Prose word'), 'prose');
  assert.equal(placeOf(scan, text, 'inline one'), 'inlineCode');
  assert.equal(placeOf(scan, text, 'tick'), 'inlineCode');
  assert.equal(placeOf(scan, text, 'unclosed.'), 'prose');
  assert.equal(placeOf(scan, text, 'fenced one'), 'code');
  assert.equal(placeOf(scan, text, 'tilde one'), 'code');
  assert.equal(placeOf(scan, text, 'still tilde'), 'code');
  assert.equal(placeOf(scan, text, 'comment one'), 'other');
  assert.equal(placeOf(scan, text, 'inside code'), 'code');
  assert.equal(placeOf(scan, text, 'after all'), 'prose');
  assert.equal(placeOf(scan, text, 'unclosed to the end'), 'code');
});

test('the text scan finds link, image, definition and HTML destinations in prose only, at their written offsets', () => {
  const text = [
    'See [the guide](references/guide.md "Title") and ![logo](<assets/my logo.png>).',
    'Escaped [x](docs/a\\_b.md) and a [nested [inner] text](refs/n.md#part).',
    '[id]: scripts/run.py',
    '<img src="assets/a&amp;b.png"> and <a href=\'notes/n.md\'>n</a>',
    '`[code](in/code.md)`',
    '```',
    '[fenced](in/fence.md)',
    '```',
    '<!-- [commented](in/comment.md) -->',
  ].join('\n');
  const scan = scanMarkdownText(text);
  assert.deepEqual(sites(scan, text), [
    'link references/guide.md → references/guide.md',
    'image assets/my logo.png → assets/my logo.png',
    'link docs/a\\_b.md → docs/a_b.md',
    'link refs/n.md#part → refs/n.md#part',
    'definition scripts/run.py → scripts/run.py',
    'html assets/a&amp;b.png → assets/a&b.png',
    'html notes/n.md → notes/n.md',
  ]);
  // The whole link construct is a link span; the prose beside it is not.
  assert.equal(scan.inLink(text.indexOf('the guide')), true);
  assert.equal(scan.inLink(text.indexOf('Title')), true);
  assert.equal(scan.inLink(text.indexOf(' and ![')), false);
  assert.equal(scan.inLink(text.indexOf('scripts/run.py')), true);
  assert.equal(scan.inLink(text.indexOf('Escaped')), false);
});

test('the tree of a parsed SKILL.md gives the same link sites as the text scan on plain links', () => {
  const body = [
    '# Demo',
    '',
    'Read [the guide](references/guide.md) and ![logo](assets/logo.png).',
    '',
    '[id]: scripts/run.py',
    '',
    'Code: `[not](a/link.md)`.',
    '',
  ].join('\n');
  const skill = `---\nname: demo\ndescription: Does X. Use when Y.\n---\n${body}`;
  const doc = skillFromTexts('demo', { 'SKILL.md': skill });
  const info = doc.skillFile!.text!;
  const fromTree = markdownScanFromTree(doc.markdown!, info);
  const fromText = scanMarkdownText(info.text);
  assert.deepEqual(sites(fromTree, info.text), sites(fromText, info.text));
  assert.equal(fromTree.links.length, 3);
  assert.equal(fromTree.placeAt(info.text.indexOf('[not]')), 'inlineCode');
  assert.equal(fromTree.placeAt(info.text.indexOf('name: demo')), 'other');
  assert.equal(fromTree.placeAt(info.text.indexOf('Read')), 'prose');
});
