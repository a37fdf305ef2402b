import { test } from 'node:test';
import assert from 'node:assert/strict';
import { categoryScore, isCountedSentinelFinding, sentinelSubscore } from '../../../../src/core/modules/sentinel/score.ts';
import type { Finding, SentinelCategory, Severity } from '../../../../src/core/rules/types.ts';

let n = 0;
function hit(category: SentinelCategory, severity: Severity = 'warning', line = ++n, file = 'scripts/x.sh'): Finding {
  return {
    ruleId: 'sentinel/test',
    module: 'Sentinel',
    dimension: 'dim10',
    severity,
    category,
    file,
    range: { start: { line, column: 1 }, end: { line, column: 2 } },
    message: 'm',
    data: { category, counted: severity !== 'info' },
  };
}

test('sentinelSubscore: a clean skill scores 2 in every category', () => {
  const s = sentinelSubscore([]);
  assert.equal(s.score, 2);
  assert.deepEqual(s.perCategory, { 'malicious-command': 2, credential: 2, 'prompt-injection': 2, exfiltration: 2, 'privilege-escalation': 2 });
});

test('sentinelSubscore: {malicious: 1, credential: 2} → (1 + 0 + 2 + 2 + 2) / 5 = 1.4', () => {
  const s = sentinelSubscore([hit('malicious-command'), hit('credential'), hit('credential')]);
  assert.equal(s.score, 1.4);
  assert.deepEqual(s.perCategory, { 'malicious-command': 1, credential: 0, 'prompt-injection': 2, exfiltration: 2, 'privilege-escalation': 2 });
  assert.deepEqual(s.hits, { 'malicious-command': 1, credential: 2, 'prompt-injection': 0, exfiltration: 0, 'privilege-escalation': 0 });
});

test('sentinelSubscore: ≥2 hits in all five categories → 0; one hit in each → 1', () => {
  const cats: SentinelCategory[] = ['malicious-command', 'credential', 'prompt-injection', 'exfiltration', 'privilege-escalation'];
  assert.equal(sentinelSubscore(cats.flatMap((c) => [hit(c), hit(c, 'error')])).score, 0);
  assert.equal(sentinelSubscore(cats.map((c) => hit(c))).score, 1);
  assert.equal(sentinelSubscore([hit('exfiltration'), hit('prompt-injection'), hit('prompt-injection'), hit('prompt-injection')]).score, 1.4);
});

test('sentinelSubscore: info findings and other modules never count', () => {
  const other: Finding = { ...hit('credential'), module: 'HASP', category: undefined };
  const s = sentinelSubscore([hit('credential', 'info'), hit('credential', 'info'), other]);
  assert.equal(s.score, 2);
  assert.equal(isCountedSentinelFinding(hit('credential', 'info')), false);
  assert.equal(isCountedSentinelFinding(hit('credential', 'error')), true);
});

test('sentinelSubscore: one line matched by two rules of a category is one hit', () => {
  const a = hit('malicious-command', 'error', 7);
  const b = { ...hit('malicious-command', 'warning', 7), ruleId: 'sentinel/other' };
  const c = hit('malicious-command', 'warning', 7, 'scripts/y.sh');
  assert.equal(sentinelSubscore([a, b]).perCategory['malicious-command'], 1);
  assert.equal(sentinelSubscore([a, b, c]).perCategory['malicious-command'], 0);
});

test('categoryScore: 0 → 2, 1 → 1, ≥2 → 0', () => {
  assert.deepEqual([0, 1, 2, 9].map(categoryScore), [2, 1, 0, 0]);
});
