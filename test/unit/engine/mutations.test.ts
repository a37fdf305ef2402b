/**
 * Bad input, at scale: every SKILL.md vendored in test/fixtures/corpus and in examples/, mutated at random (a fixed seed,
 * so a failure reproduces) with the pieces that break parsers — fences opened and not
 * closed, stray frontmatter fences, BOM/CRLF/NUL, bidi and zero-width characters,
 * half links, cut-off text, rotated halves. The engine must never throw, never report
 * an internal error, and every finding's range must lie inside its file.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { skillFromTexts } from '../../../src/core/skill/document.ts';
import { scanDocument } from '../../../src/core/engine/scan.ts';
import type { Finding } from '../../../src/core/rules/types.ts';

/** Real skills vendored with their licences, and the bundled examples: the seed texts. */
const SOURCES = [path.resolve(import.meta.dirname, '../../fixtures/corpus'), path.resolve(import.meta.dirname, '../../../examples/skills')];
const PIECES = [
  '---',
  '\n---\n',
  '```',
  '\n```\n',
  '~~~',
  '<!--',
  '-->',
  '`',
  '[',
  '](',
  ')',
  '\r\n',
  '\uFEFF',
  '\u0000',
  '\u200B',
  '\\',
  '#',
  '\n# ',
  '> ',
  '- ',
  '|',
  '\n|---|\n',
  ':',
  'name: x\n',
  '"',
  "'",
  '{{',
  '${',
  '@[skfile:',
  '](../',
  '\t',
  '\u202E',
  '&amp;',
  '<img src="',
  '*',
  '_',
];
/** Mutations per seed text: about 800 broken documents in all, as over the whole corpus before. */
const PER_FILE = 72;

function skillMds(dir: string, out: string[] = []): string[] {
  for (const n of readdirSync(dir)) {
    const p = path.join(dir, n);
    if (statSync(p).isDirectory()) skillMds(p, out);
    else if (n === 'SKILL.md') out.push(p);
  }
  return out;
}

function random(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) & 0x7fffffff;
    return s / 0x7fffffff;
  };
}

function mutate(text: string, rnd: () => number): string {
  let t = text;
  const n = 1 + Math.floor(rnd() * 6);
  for (let i = 0; i < n; i++) {
    const at = Math.floor(rnd() * (t.length + 1));
    const r = rnd();
    if (r < 0.4) t = t.slice(0, at) + PIECES[Math.floor(rnd() * PIECES.length)] + t.slice(at);
    else if (r < 0.7) t = t.slice(0, at) + t.slice(at + Math.floor(rnd() * 200));
    else if (r < 0.85) t = t.slice(0, at);
    else t = t.slice(at) + t.slice(0, at);
  }
  return t;
}

/** Whether the range lies inside the text (1-based lines and columns, end not before start). */
function inside(f: Finding, text: string): boolean {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  const { start, end } = f.range;
  const ordered = end.line > start.line || (end.line === start.line && end.column >= start.column);
  return (
    start.line >= 1 &&
    start.column >= 1 &&
    ordered &&
    end.line <= lines.length + 1 &&
    (start.line > lines.length || start.column <= lines[start.line - 1].length + 1)
  );
}

test('mutated corpus skills: no throw, no internal error, every range inside its file', () => {
  const rnd = random(12345);
  let runs = 0;
  const problems: string[] = [];
  const seeds = SOURCES.flatMap((d) => skillMds(d));
  assert.ok(seeds.length >= 10, `${seeds.length} seed skills`);
  for (const file of seeds) {
    const original = readFileSync(file, 'utf8');
    for (let k = 0; k < PER_FILE; k++) {
      const text = mutate(original, rnd);
      const reference = text.slice(0, 500);
      runs++;
      let findings: Finding[];
      try {
        findings = scanDocument(skillFromTexts(path.dirname(file), { 'SKILL.md': text, 'references/a.md': reference }), {
          now: new Date('2026-11-30'),
        }).findings;
      } catch (e) {
        problems.push(`${file} #${k}: threw ${(e as Error).message}`);
        continue;
      }
      for (const f of findings) {
        if (f.ruleId === 'luban/internal-error') problems.push(`${file} #${k}: internal error ${f.message.slice(0, 200)}`);
        else if (!inside(f, f.file === 'references/a.md' ? reference : text))
          problems.push(`${file} #${k}: ${f.ruleId} range ${JSON.stringify(f.range)} outside ${f.file}`);
      }
    }
  }
  assert.equal(runs, seeds.length * PER_FILE, `${runs} mutated skills scanned`);
  assert.ok(runs >= 750, `${runs} mutated skills scanned`);
  assert.deepEqual(problems.slice(0, 10), []);
});
