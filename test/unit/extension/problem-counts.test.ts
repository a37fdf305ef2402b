import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { problemCounts } from '../../../src/extension/problem-counts.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const bundle = (f: string) => JSON.parse(readFileSync(path.join(root, 'l10n', f), 'utf8')) as Record<string, string>;
const translate =
  (table: Record<string, string>) =>
  (m: string, ...a: Array<string | number>) =>
    (table[m] ?? m).replace(/\{(\d)\}/g, (_, i: string) => String(a[Number(i)]));

test('problem counts: singular and plural in English, one form and 、 in Chinese', () => {
  const en = translate(bundle('bundle.l10n.json'));
  assert.equal(problemCounts({ error: 1, warning: 4, info: 4 }, en), '1 error, 4 warnings, 4 info');
  assert.equal(problemCounts({ error: 0, warning: 1, info: 0 }, en, ' · '), '0 errors · 1 warning · 0 info');
  const zh = translate(bundle('bundle.l10n.zh-cn.json'));
  assert.equal(problemCounts({ error: 1, warning: 4, info: 4 }, zh), '1 个错误、4 个警告、4 条提示');
});
