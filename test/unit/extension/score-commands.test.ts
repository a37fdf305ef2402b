/**
 * The words of "Luban: Score Skill", "Luban: Evaluate Triggers" and "Luban: Show Score
 * History" (src/extension/score/, issue 33 item 10): the cost plan asked before any call,
 * the consent worded for scoring, and the three read-only documents — built from the core's
 * scorecard, trigger report and results.tsv reader, never from numbers of their own.
 */
import { summariseHistory } from '../../../src/core/modules/evoskill/history-summary.ts';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { disagreeingEvaluation } from '../../support/judged-evaluation.ts';
import { skillFromTexts } from '../../../src/core/skill/document.ts';
import { scanDocument } from '../../../src/core/engine/scan.ts';
import { buildScorecard } from '../../../src/core/scoring/scorecard/build.ts';
import { scoreSkill } from '../../../src/core/scoring/scorecard/score.ts';
import { summarisePlan, type PlannedCall } from '../../../src/core/models/plan.ts';
import { parseResultsTsv, RESULTS_HEADER } from '../../../src/core/formats/results.ts';
import { loadSkill } from '../../../src/core/skill/load.ts';
import { buildPool } from '../../../src/core/workflows/triggers/pool.ts';
import { evaluateTriggers, type TriggerReport } from '../../../src/core/workflows/triggers/evaluate.ts';
import { callLimit, planWords } from '../../../src/extension/score/plan-words.ts';
import { scoreConsent, triggersConsent } from '../../../src/extension/score/consent-words.ts';
import { scorecardMarkdown } from '../../../src/extension/score/scorecard-markdown.ts';
import { triggersMarkdown } from '../../../src/extension/score/triggers-markdown.ts';
import { historyMarkdown } from '../../../src/extension/score/history-markdown.ts';
import { progressText } from '../../../src/extension/score/progress-text.ts';
import { fenced, table } from '../../../src/extension/score/text.ts';

/** Identity translation with {n} filled in, as vscode.l10n.t does for English. */
const t = (m: string, ...a: Array<string | number>) => m.replace(/\{(\d+)\}/g, (_, i: string) => String(a[Number(i)]));

const call = (label: string, o: Partial<PlannedCall> = {}): PlannedCall => ({
  label,
  step: label,
  inputTokens: 1000,
  outputTokens: 200,
  conditional: false,
  repairable: true,
  ...o,
});

const SKILL = `---\nname: demo\ndescription: Use when the user asks to summarise weekly reports into a digest.\n---\n\n# Demo\n\nSummarise the reports.\n`;

test('the cost plan in words: the core plan’s calls, cache hits, tokens, the call limit the run keeps, and what is written', () => {
  const plan = summarisePlan([call('dim2 judge 1'), call('dim3 judge 1'), call('review', { conditional: true })], 4);
  assert.equal(callLimit(plan, undefined), 2 + 1 + 3, 'no setting: the plan’s upper bound (planned + conditional + repairs)');
  assert.equal(callLimit(plan, 0), 6, 'budget 0 means none');
  assert.equal(callLimit(plan, 1), 1);
  const w = planWords(t, { kind: 'score', plan, model: 'openai m @ http://127.0.0.1:1/v1', skill: 'demo', budgetSetting: undefined });
  assert.equal(w.message, 'Luban will score demo with openai m @ http://127.0.0.1:1/v1: about 2 model calls. Score?');
  assert.match(w.detail, /^2 model calls \(4 more answered by the judge cache\), ~2\.0k input \+ ~400 output tokens/);
  assert.match(w.detail, /Up to 1 more calls depending on earlier answers/);
  assert.match(w.detail, /up to 3\)/);
  assert.match(w.detail, /stops cleanly after 6 calls \(the plan’s upper bound/);
  assert.match(w.detail, /Nothing is written into the skill folder/);
  assert.doesNotMatch(w.detail, /budget is below the plan/);

  const capped = planWords(t, { kind: 'triggers', plan, model: 'm', skill: 'demo', budgetSetting: 1 });
  assert.match(capped.message, /^Luban will evaluate the triggers of demo with m: about 2 model calls\. Evaluate\?$/);
  assert.match(capped.detail, /stops cleanly after 1 calls \(luban\.model\.budget\)/);
  assert.match(capped.detail, /budget is below the plan: expect a partial result/);
  assert.match(capped.detail, /unless you keep the generated queries/);
});

test('consent for scoring says where the text goes and that nothing is edited; for triggers, what each call carries', () => {
  const c = { provider: 'openai' as const, endpoint: 'http://127.0.0.1:9/v1', local: true, model: 'm', skill: 'demo', chars: 120, otherFiles: 2 };
  const s = scoreConsent(t, c);
  assert.equal(s.message, 'Send skill text to the model m?');
  assert.match(s.detail, /^Luban will send to http:\/\/127\.0\.0\.1:9\/v1 \(a server on this machine\):/);
  assert.match(s.detail, /SKILL\.md of "demo" \(120 characters\)/);
  assert.doesNotMatch(s.detail, /score and edit/);
  assert.match(s.detail, /nothing in it is edited/);
  const tr = triggersConsent(t, { ...c, candidates: 3 });
  assert.match(tr.detail, /^Luban will send to http:\/\/127\.0\.0\.1:9\/v1/);
  assert.match(tr.detail, /each of the 3 candidate skills/);
  assert.match(tr.detail, /one call per query/);
});

test('progress: calls done of those planned, and tokens so far', () => {
  assert.equal(progressText(t, { calls: 3, inputTokens: 1500, outputTokens: 600 }, 12), '3 of 12 planned model calls · ~2.1k tokens');
});

test('the scorecard without a model: form checks only, the judged dimensions "not scored", no total invented, the verdict beside the total', async () => {
  const scan = scanDocument(skillFromTexts('/ws/demo', { 'SKILL.md': SKILL }));
  const { card } = await scoreSkill(scan, 'skills/demo', { mode: 'quick' });
  const md = scorecardMarkdown(t, { card, locale: 'en', security: 'Security: no Sentinel alerts', where: 'skills/demo', offline: 'declined' });
  assert.equal(card.total, null);
  assert.match(md, /^# Luban score: skills\/demo/);
  assert.match(md, /You declined the cost plan\. The judged dimensions are not scored/);
  const totalLine = md.split('\n').find((l) => l.startsWith('Total'));
  assert.ok(totalLine, md);
  assert.match(totalLine, /^Total: not scored — .*Security: no Sentinel alerts$/);
  assert.match(md, /dim2[^\n]*not scored/);
  assert.match(md, /Nothing was written into the skill folder/);
  // Issue 32 item 1: the form checks say once what they do not measure.
  assert.equal(md.split('not whether the skill helps an agent (see docs/validity.md)').length, 2, md);
  const zh = scorecardMarkdown(t, { card, locale: 'zh-CN', security: '安全', where: 'skills/demo', offline: 'setting' });
  assert.match(zh, /总分：未评分/);
  assert.match(zh, /No model is configured/);
});

test('a judged scorecard: the total with its ± spread, "partial" when a part is missing, the model named', () => {
  const card = buildScorecard({
    skill: 'demo',
    scan: { dims: { dim1: 10, dim4: 5, dim7a: 4, dim9a: true }, subscores: { SkillOps: 2, HASP: 2.4, Distill: 0, Sentinel: 1.5 } },
    mode: 'full',
    evaluation: disagreeingEvaluation(),
    usage: { calls: 12, inputTokens: 1, outputTokens: 1 },
    model: 'openai:m',
  });
  const md = scorecardMarkdown(t, { card, locale: 'en', security: '⛔ do not install', where: 'demo', model: 'openai m @ http://x' });
  assert.notEqual(card.total, null);
  assert.match(md, /Judged by openai m @ http:\/\/x\./);
  // dim10 was not answered: the total says partial, out of what was scored, with its ± and the verdict beside it.
  assert.equal(card.partial, true);
  assert.match(md, /\nTotal [\d.]+ ± [\d.]+ of \d+ \(partial: only scored parts count[^\n]*⛔ do not install\n/);
  assert.doesNotMatch(md, /not scored — no number/);
  const partial = scorecardMarkdown(t, { card: { ...card, partial: true, stopped: 'cancelled' }, locale: 'en', security: '', where: 'demo' });
  assert.match(partial, /Cancelled: the parts no model answered are not scored/);
});

test('fenced blocks outlast the backticks inside them; table cells keep one line and escape pipes', () => {
  assert.equal(fenced('a ``` b'), '````text\na ``` b\n````');
  assert.deepEqual(table(['a', 'b'], [['x|y', 'line\nbreak']]), ['| a | b |', '| --- | --- |', '| x\\|y | line break |']);
});

test('trigger evaluation without a model: the overlap only, precision and recall "not scored"', async () => {
  const fixture = path.resolve(import.meta.dirname, '../../fixtures/triggers/skills');
  const doc = await loadSkill(path.join(fixture, 'invoice-extract'));
  const pool = await buildPool([doc]);
  const report = await evaluateTriggers(pool, {});
  const md = triggersMarkdown(t, { report, display: (p) => path.relative(fixture, p), offline: 'setting' });
  assert.match(md, /^# Luban trigger evaluation: invoice-extract/);
  assert.match(md, /Only the description overlap is checked; precision and recall are not scored\./);
  assert.match(md, /Precision and recall: not scored \(no model\)\./);
  assert.match(md, /Description overlap: /);
  assert.doesNotMatch(md, /\| Query \|/);
});

test('trigger evaluation with a model: precision, recall, counts, siblings chosen instead, each query with its pick', () => {
  const a = { dir: '/s/a', name: 'a', id: 'a', lang: 'en' as const, target: true };
  const b = { dir: '/s/b', name: 'b', id: 'b', lang: 'en' as const, target: false };
  const report: TriggerReport = {
    model: 'openai:picker',
    partial: true,
    candidates: [a, b],
    usage: { calls: 4, inputTokens: 900, outputTokens: 40 } as TriggerReport['usage'],
    cacheHits: 0,
    skills: [
      {
        skill: a,
        source: 'saved',
        file: '/s/a/.luban/trigger-queries.json',
        results: [
          { query: 'do a', shouldTrigger: true, picked: 'a', status: 'answered' },
          { query: 'do a | twice', shouldTrigger: true, picked: 'b', status: 'answered' },
          { query: 'not a', shouldTrigger: false, picked: 'none', status: 'answered' },
          { query: 'lost', shouldTrigger: false, status: 'not-scored', reason: 'budget' },
        ],
        counts: { tp: 1, fp: 0, fn: 1, tn: 1, notScored: 1 },
        precision: 1,
        recall: 0.5,
        collisions: [{ skill: b, count: 1 }],
        staticCollisions: [],
      },
    ],
  };
  const md = triggersMarkdown(t, { report, display: (p) => p.replace('/s/', ''), model: 'openai picker @ http://x' });
  assert.match(md, /Model openai picker @ http:\/\/x chose among 2 candidate skills/);
  assert.match(md, /Queries: 4 kept from an earlier run in a\/\.luban\/trigger-queries\.json \(2 should trigger, 2 should not\)\./);
  assert.match(md, /Precision 100% · recall 50% — TP 1 · FP 0 · FN 1 · TN 1/);
  assert.match(md, /Partial: 1 of 4 queries not scored \(budget\)\./);
  assert.match(md, /Chosen instead for its should-trigger queries: b ×1/);
  assert.match(md, /\| do a \| yes \| a \| ✓ \|/);
  assert.match(md, /\| do a \\\| twice \| yes \| b \| ✗ \|/);
  assert.match(md, /\| not a \| no \| none \| ✓ \|/);
  assert.match(md, /\| lost \| no \| — \| not scored \(budget\) \|/);
  assert.match(md, /Model: 4 calls, 900 input \+ 40 output tokens\./);
  assert.match(md, /Partial result: some queries were not scored/);
});

test('score history: results.tsv through the core reader — rows, kept and reverted, each row, oscillation, unreadable lines', () => {
  const row = (round: number, oldS: string, newS: string, status: string, dim: string, delta: string) =>
    ['2026-01-0' + (round + 1) + 'T10:00:00Z', 'abc' + round, 'demo', String(round), oldS, newS, status, dim, delta, 'note ' + round, 'dry_run', '1'].join(
      '\t',
    );
  const text =
    [
      RESULTS_HEADER,
      row(0, '-', '60.0', 'baseline', '-', '-'),
      row(1, '60.0', '63.5', 'keep', 'dim2', '+3.5'),
      row(2, '63.5', '61.0', 'revert', 'dim3', '-2.5'),
      'broken line',
    ].join('\n') + '\n';
  const parsed = parseResultsTsv(text);
  const md = historyMarkdown(t, { name: 'demo', where: 'skills/demo', history: summariseHistory(parsed) });
  assert.match(md, /^# Luban score history: demo/);
  assert.match(md, new RegExp(`${parsed.rows.length} rows · kept 1 · reverted 1`));
  assert.match(md, /\| timestamp \| round \| old_score \| new_score \| status \| dim_changed \| delta \| eval_mode \| judge_count \| note \|/);
  assert.match(md, /\| 2026-01-02T10:00:00Z \| 1 \| 60\.0 \| 63\.5 \| keep \| dim2 \| \+3\.5 \| dry_run \| 1 \| note 1 \|/);
  assert.ok(parsed.problems.length > 0, 'the broken line is a problem');
  assert.match(md, /## Lines that could not be read\n\n- results\.tsv:5: /);
  const none = historyMarkdown(t, { name: 'demo', where: 'skills/demo', history: summariseHistory(undefined) });
  assert.match(none, /No results\.tsv yet/);
  assert.doesNotMatch(none, /\| timestamp/);
});
