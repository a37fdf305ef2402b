import { test } from 'node:test';
import assert from 'node:assert/strict';
import { skillFromTexts } from '../../../src/core/skill/document.ts';
import { memo, memoKey } from '../../../src/core/skill/memo.ts';

const SKILL = '---\nname: demo\ndescription: Does X. Use when Y.\n---\n\n# Demo\n';
const newDoc = () => skillFromTexts('demo', { 'SKILL.md': SKILL });

test('a value is computed once per document and key, and the same object comes back', () => {
  const KEY = memoKey<string[]>('test/once');
  const doc = newDoc();
  let calls = 0;
  const first = memo(doc, KEY, () => (calls++, ['a']));
  const second = memo(doc, KEY, () => (calls++, ['b']));
  assert.equal(calls, 1);
  assert.equal(second, first);
  assert.deepEqual(second, ['a']);
});

test('each document has its own values: an edited skill (a new document) starts empty', () => {
  const KEY = memoKey<number>('test/per-doc');
  const a = newDoc();
  const b = newDoc();
  assert.equal(
    memo(a, KEY, () => 1),
    1,
  );
  assert.equal(
    memo(b, KEY, () => 2),
    2,
  );
  assert.equal(
    memo(a, KEY, () => 3),
    1,
  );
});

test('keys are told apart by identity, not by name', () => {
  const one = memoKey<string>('test/same-name');
  const two = memoKey<string>('test/same-name');
  const doc = newDoc();
  assert.equal(
    memo(doc, one, () => 'one'),
    'one',
  );
  assert.equal(
    memo(doc, two, () => 'two'),
    'two',
  );
  assert.equal(
    memo(doc, one, () => 'again'),
    'one',
  );
  assert.equal(one.name, 'test/same-name');
});

test('undefined and null results are remembered too', () => {
  const NOTHING = memoKey<string | undefined>('test/undefined');
  const NULL = memoKey<string | null>('test/null');
  const doc = newDoc();
  let calls = 0;
  for (let i = 0; i < 3; i++) {
    assert.equal(
      memo(doc, NOTHING, () => (calls++, undefined)),
      undefined,
    );
    assert.equal(
      memo(doc, NULL, () => (calls++, null)),
      null,
    );
  }
  assert.equal(calls, 2);
});

test('a computation may read other memoised values of the same document', () => {
  const BASE = memoKey<number>('test/base');
  const DERIVED = memoKey<number>('test/derived');
  const doc = newDoc();
  let baseCalls = 0;
  const base = () => memo(doc, BASE, () => (baseCalls++, 20));
  assert.equal(
    memo(doc, DERIVED, () => base() + 1),
    21,
  );
  assert.equal(base(), 20);
  assert.equal(
    memo(doc, DERIVED, () => 0),
    21,
  );
  assert.equal(baseCalls, 1);
});

test('a computation that throws stores nothing: the next call computes again', () => {
  const KEY = memoKey<number>('test/throws');
  const doc = newDoc();
  assert.throws(
    () =>
      memo(doc, KEY, () => {
        throw new Error('boom');
      }),
    /boom/,
  );
  assert.equal(
    memo(doc, KEY, () => 7),
    7,
  );
});
