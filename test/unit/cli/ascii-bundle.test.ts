/**
 * scripts/ascii-bundle.mjs: the Node bundles are made pure ASCII (V8 then holds their source
 * one byte a character) without changing what any string, regular expression or String.raw
 * pattern means, and their source maps still point at the same code.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
// @ts-expect-error a build script in plain JavaScript, without types
import { asciiOnly, shiftMappings } from '../../../scripts/ascii-bundle.mjs';

const ROOT = path.resolve(import.meta.dirname, '../../..');

interface Escaped {
  code: string;
  shifts: Map<number, Array<[number, number]>>;
}
const ascii = asciiOnly as (code: string) => Escaped;
const shift = shiftMappings as (mappings: string, shifts: Escaped['shifts']) => string;

/** What a script's top-level `out` holds once run. */
const run = (code: string): unknown => JSON.parse(vm.runInNewContext(`${code}; JSON.stringify(out)`) as string);

test('regular expressions, String.raw patterns and strings mean the same once escaped', () => {
  const source = [
    'const a = /ẞ[é👍]x/g;',
    'const b = /(?<![а-яё])пароль/iu;',
    'const c = new RegExp(String.raw`(?:密钥|\\é)\\s*[:：]`);',
    "const d = '“quoted” 你好';",
    'const e = /\\👍/;',
    'const out = [a.test("ẞéx"), a.source.length, b.test("Пароль"), b.test("мпароль"), c.exec("x \\u00e9 :")?.[0], c.test("密钥："), d, e.test("👍"), /[é👍]/.test("\\ud83d")];',
  ].join('\n');
  const { code } = ascii(source);
  assert.doesNotMatch(code, /[^\x00-\x7f]/, 'no character above ASCII is left');
  const before = run(source) as unknown[];
  const after = run(code) as unknown[];
  // (the source's length differs — escapes are longer — and everything else is the same)
  assert.notEqual(before[1], after[1]);
  before[1] = after[1] = 0;
  assert.deepEqual(after, before);
  assert.deepEqual(before, [true, 0, true, false, 'é :', true, '“quoted” 你好', true, true]);
});

test('an identity escape of a non-ASCII character loses its backslash, an escaped backslash keeps it', () => {
  assert.equal(ascii('/\\é/').code, '/\\u00e9/');
  assert.equal(ascii('/\\\\é/').code, '/\\\\\\u00e9/');
  assert.equal(run(`const out = ${ascii('/\\\\é/').code}.test("\\\\é");`), true);
});

test('the source map follows: a generated column after escapes on its line moves by what they added', () => {
  // One line: `é` (escaped, +5) at column 7, then a mapped name at column 14 → 19.
  const { code, shifts } = ascii('var x="é";var name=1;');
  assert.equal(code, 'var x="\\u00e9";var name=1;');
  assert.deepEqual(shifts.get(0), [[7, 5]]);
  // Segments at generated columns 0 and 14 (relative: 0, 14), each to source 0, line 0, column 0.
  const mappings = shift('AAAA,cAAA', shifts);
  const map = new SourceMap({ version: 3, sources: ['a.ts'], sourcesContent: [''], names: [], mappings, file: 'a.js', sourceRoot: '' });
  const column = (col: number) => (map.findEntry(0, col) as { generatedColumn?: number }).generatedColumn;
  assert.equal(column(0), 0);
  assert.equal(column(19), 19);
  assert.equal(code.slice(19, 23), 'name');
});

test('the built scan bundle is pure ASCII and its map resolves a Sentinel function', () => {
  const file = path.join(ROOT, 'dist/cli-scan.cjs');
  const code = readFileSync(file, 'utf8');
  assert.doesNotMatch(code, /[^\x00-\x7f]/);
  const map = new SourceMap(JSON.parse(readFileSync(`${file}.map`, 'utf8')));
  const lines = code.split('\n');
  const line = lines.findIndex((l) => l.includes('function verbsIn('));
  assert.ok(line >= 0 && /\\u[0-9a-f]{4}/.test(lines.slice(0, line + 1).join('\n')), 'escapes before the function');
  const entry = map.findEntry(line, lines[line].indexOf('function verbsIn(') + 'function '.length) as { originalSource?: string; originalLine?: number };
  assert.match(entry.originalSource ?? '', /sentinel\/lib\/sentences-read\.ts$/);
  const src = readFileSync(path.resolve(ROOT, 'dist', (entry.originalSource ?? '').replace(/^file:\/\//, '')), 'utf8').split('\n');
  assert.match(src[entry.originalLine ?? -1] ?? '', /function verbsIn\(/);
});
