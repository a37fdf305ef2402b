/** The one applier of quoted edits (src/core/edits/quoted-edits.ts): a table of cases. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { applyQuotedEdits, lineOfQuote, type QuotedEdit, type QuotedEditOptions, type QuotedEditsResult } from '../../../src/core/edits/quoted-edits.ts';

const TEXT = 'alpha\nbeta\ngamma\nbeta\n';

const cases: Array<{ name: string; text?: string; edits: QuotedEdit[]; opts?: QuotedEditOptions; want: QuotedEditsResult }> = [
  { name: 'found: one unique quote', edits: [{ old: 'gamma', new: 'GAMMA' }], want: { ok: true, text: 'alpha\nbeta\nGAMMA\nbeta\n' } },
  {
    name: 'found: several, applied in text order whatever their order',
    edits: [
      { old: 'gamma', new: 'G' },
      { old: 'alpha', new: 'A' },
    ],
    want: { ok: true, text: 'A\nbeta\nG\nbeta\n' },
  },
  {
    name: 'missing',
    edits: [
      { old: 'gamma', new: 'g' },
      { old: 'delta', new: 'd' },
    ],
    want: { ok: false, problem: { index: 1, kind: 'missing' } },
  },
  { name: 'missing: an empty quote', edits: [{ old: '', new: 'x' }], want: { ok: false, problem: { index: 0, kind: 'missing' } } },
  { name: 'ambiguous', edits: [{ old: 'beta', new: 'b' }], want: { ok: false, problem: { index: 0, kind: 'ambiguous' } } },
  {
    name: 'identical: refused when asked',
    edits: [{ old: 'gamma', new: 'gamma' }],
    opts: { rejectIdentical: true },
    want: { ok: false, problem: { index: 0, kind: 'identical' } },
  },
  { name: 'identical: allowed otherwise', edits: [{ old: 'gamma', new: 'gamma' }], want: { ok: true, text: TEXT } },
  {
    name: 'overlap: the later edit in the text is named',
    edits: [
      { old: 'beta\ngamma', new: 'x' },
      { old: 'alpha\nbeta', new: 'y' },
    ],
    want: { ok: false, problem: { index: 0, kind: 'overlap' } },
  },
  {
    name: 'problems per edit come before an overlap',
    edits: [
      { old: 'alpha\nbeta', new: 'y' },
      { old: 'beta\ngamma', new: 'x' },
      { old: 'zeta', new: 'z' },
    ],
    want: { ok: false, problem: { index: 2, kind: 'missing' } },
  },
  { name: 'prefix forgiven', edits: [{ old: '3| gamma', new: 'G' }], opts: { forgiveLinePrefix: true }, want: { ok: true, text: 'alpha\nbeta\nG\nbeta\n' } },
  {
    name: 'prefix forgiven on every line; identical compares the quote found',
    edits: [{ old: ' 1 | alpha\n 2 | beta', new: 'alpha\nbeta' }],
    opts: { forgiveLinePrefix: true, rejectIdentical: true },
    want: { ok: false, problem: { index: 0, kind: 'identical' } },
  },
  { name: 'prefix not forgiven unless asked', edits: [{ old: '3| gamma', new: 'G' }], want: { ok: false, problem: { index: 0, kind: 'missing' } } },
  {
    name: 'ambiguous as given: the stripped quote is not tried',
    text: 'a 1| x\n1| x\nx',
    edits: [{ old: '1| x', new: 'y' }],
    opts: { forgiveLinePrefix: true },
    want: { ok: false, problem: { index: 0, kind: 'ambiguous' } },
  },
  {
    name: 'line anchor: a repeated quote is taken at its line',
    edits: [{ old: 'beta', new: 'B', line: 4 }],
    want: { ok: true, text: 'alpha\nbeta\ngamma\nB\n' },
  },
  {
    name: 'line anchor moved: falls back to the unique match',
    edits: [{ old: 'gamma', new: 'G', line: 1 }],
    want: { ok: true, text: 'alpha\nbeta\nG\nbeta\n' },
  },
  {
    name: 'line anchor moved, quote repeated: ambiguous',
    edits: [{ old: 'beta', new: 'B', line: 1 }],
    want: { ok: false, problem: { index: 0, kind: 'ambiguous' } },
  },
  { name: 'line anchor out of range: falls back', edits: [{ old: 'alpha', new: 'A', line: 99 }], want: { ok: true, text: 'A\nbeta\ngamma\nbeta\n' } },
  {
    name: 'line anchor with an empty quote inserts at the line start',
    edits: [{ old: '', new: '- ', line: 3 }],
    want: { ok: true, text: 'alpha\nbeta\n- gamma\nbeta\n' },
  },
];

for (const c of cases) {
  test(`applyQuotedEdits — ${c.name}`, () => {
    assert.deepEqual(applyQuotedEdits(c.text ?? TEXT, c.edits, c.opts), c.want);
  });
}

test('lineOfQuote: first occurrence, trimmed, a copied prefix forgiven', () => {
  assert.equal(lineOfQuote(TEXT, 'beta'), 2);
  assert.equal(lineOfQuote(TEXT, '  gamma  '), 3);
  assert.equal(lineOfQuote(TEXT, '3| gamma'), 3);
  assert.equal(lineOfQuote(TEXT, 'delta'), undefined);
  assert.equal(lineOfQuote(TEXT, '   '), undefined);
});
