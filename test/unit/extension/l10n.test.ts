/**
 * Every user-visible string of the extension exists in English and Simplified
 * Chinese: the code bundles (l10n/bundle.l10n*.json, used through vscode.l10n.t) and
 * the manifest bundles (package.nls*.json) have the same keys and placeholders, every
 * string the code passes to l10n.t is in them, and nothing stale is left behind.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../..');
const json = (p: string): Record<string, unknown> => JSON.parse(readFileSync(path.join(root, p), 'utf8'));
const placeholders = (s: string) => [...s.matchAll(/\{\d+\}/g)].map((m) => m[0]).sort();
const CJK = /[\u3400-\u9fff]/;

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sourceFiles(path.join(dir, e.name)) : e.name.endsWith('.ts') ? [path.join(dir, e.name)] : [],
  );
}

/** String literals passed to vscode.l10n.t(...) or to an injected t(...). */
function usedKeys(): Set<string> {
  const keys = new Set<string>();
  // Either quote: the formatter writes a string holding an apostrophe in double quotes.
  const call = /(?:l10n\.t|[^A-Za-z0-9_.$]t)\(\s*(?:'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)")/g;
  for (const f of sourceFiles('src/extension')) {
    for (const m of readFileSync(path.join(root, f), 'utf8').matchAll(call))
      keys.add(m[1] !== undefined ? m[1].replace(/\\'/g, "'") : m[2].replace(/\\"/g, '"'));
  }
  return keys;
}

test('the code bundles: same keys in en and zh-cn, same placeholders, English keys are their own values', () => {
  const en = json('l10n/bundle.l10n.json') as Record<string, string>;
  const zh = json('l10n/bundle.l10n.zh-cn.json') as Record<string, string>;
  assert.deepEqual(Object.keys(zh).sort(), Object.keys(en).sort());
  for (const [k, v] of Object.entries(en)) {
    assert.equal(v, k, `en value of "${k}"`);
    assert.deepEqual(placeholders(zh[k]), placeholders(k), `placeholders of "${k}"`);
    assert.ok(zh[k].trim().length > 0, `zh value of "${k}" is empty`);
  }
});

test('every string the extension localises is in the bundles, and every bundle key is used', () => {
  const used = usedKeys();
  assert.ok(used.size > 30, `found ${used.size} localised strings (the extraction broke?)`);
  const en = json('l10n/bundle.l10n.json');
  const missing = [...used].filter((k) => !(k in en));
  assert.deepEqual(missing, [], 'strings passed to l10n.t without a bundle entry');
  const stale = Object.keys(en).filter((k) => !used.has(k));
  assert.deepEqual(stale, [], 'bundle entries no code uses');
});

test('Chinese strings are translated (only technical labels may stay as in English)', () => {
  const zh = json('l10n/bundle.l10n.zh-cn.json') as Record<string, string>;
  const untranslated = Object.entries(zh).filter(([k, v]) => !CJK.test(v) && !/^dim\d+a? \{0\}\/\d+$/.test(k));
  assert.deepEqual(untranslated, []);
  const nls = json('package.nls.zh-cn.json') as Record<string, string>;
  assert.deepEqual(
    Object.entries(nls).filter(([, v]) => !CJK.test(v)),
    [],
  );
});

test('the manifest bundles: package.nls.json and package.nls.zh-cn.json have the same keys and cover package.json', () => {
  const en = json('package.nls.json') as Record<string, string>;
  const zh = json('package.nls.zh-cn.json') as Record<string, string>;
  assert.deepEqual(Object.keys(zh).sort(), Object.keys(en).sort());
  for (const k of Object.keys(en)) {
    assert.deepEqual(placeholders(zh[k]), placeholders(en[k]), k);
    // Setting links (`#luban.debounceMs#`) must survive translation.
    assert.deepEqual(zh[k].match(/#luban\.[\w.]+#/g) ?? [], en[k].match(/#luban\.[\w.]+#/g) ?? [], k);
  }
  const manifest = readFileSync(path.join(root, 'package.json'), 'utf8');
  const refs = new Set([...manifest.matchAll(/"%([\w.]+)%"/g)].map((m) => m[1]));
  assert.deepEqual(
    [...refs].filter((k) => !(k in en)),
    [],
    'package.json refers to missing nls keys',
  );
  assert.deepEqual(
    Object.keys(en).filter((k) => !refs.has(k)),
    [],
    'nls keys package.json does not use',
  );
});
