/** lib/split-regexp.ts: an alternation run as parts gives the matches the one pattern gives. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SplitRegExp } from '../../../../src/core/modules/sentinel/lib/split-regexp.ts';

const all = (re: { lastIndex: number; exec(t: string): RegExpExecArray | null }, text: string): string[] => {
  const out: string[] = [];
  re.lastIndex = 0;
  for (let m = re.exec(text); m; m = re.exec(text))
    out.push(`${m.index}:${m[0]}:${m.groups ? Object.keys(m.groups).find((k) => m.groups?.[k] !== undefined) : ''}`);
  return out;
};

test('the leftmost match, and at one position the earlier part, as the one alternation has it', () => {
  const parts = ['(?<a>key|keys)', '(?<b>keystore|store)', '(?<c>\\bto\\w*)'];
  const one = new RegExp(parts.join('|'), 'gi');
  const split = new SplitRegExp(parts, 'gi');
  for (const text of ['the keystore goes to the store', 'Keys, KEYSTORE, tokens; store to top', '', 'nothing here', 'storekeys key'])
    assert.deepEqual(all(split, text), all(one, text), text);
  // (after the last match the position goes back to 0, as a global RegExp's does)
  split.lastIndex = 0;
  while (split.exec('a key')) {}
  assert.equal(split.lastIndex, 0);
});

test('test() leaves the position of a pass in progress alone', () => {
  const split = new SplitRegExp(['alpha', 'beta'], 'g');
  const text = 'alpha beta alpha';
  assert.equal(split.exec(text)?.index, 0);
  const at = split.lastIndex;
  assert.equal(split.test('no beta here'), true);
  assert.equal(split.test('none'), false);
  assert.equal(split.lastIndex, at);
  assert.equal(split.exec(text)?.index, 6);
});
