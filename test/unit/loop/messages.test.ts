/** The optimiser's message table (src/core/workflows/loop/messages.ts) and the loop's sources that use it. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { linesOf, listOf, loopMessages, say } from '../../../src/core/workflows/loop/messages.ts';

const placeholders = (t: string) => [...t.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

test('each message fills the same placeholders in English and Chinese (the score drift alone signs its change in English)', () => {
  const differ = Object.entries(loopMessages)
    .filter(([, m]) => placeholders(m.en).join() !== placeholders(m.zh).join())
    .map(([k]) => k);
  assert.deepEqual(differ, ['scoreDrift']);
  for (const [k, m] of Object.entries(loopMessages)) assert.ok(m.en.length > 0 && m.zh.length > 0, `${k}: a text in each language`);
});

test('say fills both languages; a LocalisedText value gives each language its own half', () => {
  const m = say('detour', { skill: 'demo', dims: listOf(['dim3', 'dim5']) });
  assert.deepEqual(m, { en: 'demo: detour around dim3, dim5 (reverted before).', zh: 'demo：绕行 dim3、dim5（历史回滚）。' });
  const nested = say('redline4', { skill: 'demo', gate: say('redline4.runtime') });
  assert.match(nested.en, /^demo: the runtime-neutrality gate cannot be fixed automatically/);
  assert.match(nested.zh, /^demo：Runtime 中立性 Gate无法自动修复/);
});

test('a placeholder left without data stays visible rather than vanishing', () => {
  assert.equal(say('gitInit').en, 'Initialised a git repository in {dir}.');
});

test('lists and line blocks join per language', () => {
  assert.deepEqual(listOf(['a', { en: 'b', zh: '乙' }]), { en: 'a, b', zh: 'a、乙' });
  assert.deepEqual(
    linesOf([
      { en: 'x', zh: '甲' },
      { en: 'y', zh: '乙' },
    ]),
    { en: 'x\ny', zh: '甲\n乙' },
  );
});

test('no loop file outside the message tables writes an inline bilingual string', () => {
  const root = path.resolve('src/core/workflows/loop');
  // Tables of the domain's own vocabulary (the blacklist, the strategy library) and the security gate's wording are data by design.
  // The cost planners' wording (cost/mode.ts, cost/optimize-plan-text.ts) moved here from core/cost and keeps its own tables.
  const tables = new Set([
    'messages.ts',
    'messages-run-end.ts',
    'row-notes.ts',
    'blacklist.ts',
    'strategy.ts',
    'security-gate.ts',
    'mode.ts',
    'optimize-plan-text.ts',
    'review-stages-messages.ts',
  ]);
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts') && !tables.has(path.basename(f)));
  assert.ok(files.includes(path.join('phases', 'round.ts')), 'the phase files are scanned');
  const offenders = files.filter((f) => /\bzh:\s*[`'"][^`'"]|\bL\(\s*[`'"]/.test(readFileSync(path.join(root, f), 'utf8')));
  assert.deepEqual(offenders, []);
});
