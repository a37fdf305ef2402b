/**
 * The real-model suite (test/model/harness.ts): trigger evaluation (docs/features.md E4) of the
 * three-skill fixture with its vendored short queries, under a budget of 4 selections.
 * Which skill a 135M model picks is its own business: only the contract is asserted —
 * valid JSON, counts consistent with the results, usage equal to what the server
 * counted, the budget respected, a budget stop reported as partial.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { luban, modelFlags, report, ROOT, skillCopy, useLocalModel } from './harness.ts';

useLocalModel();
const BUDGET = 4;
const NAMES = ['invoice-extract', 'receipt-reader', 'csv-summary'];

interface SkillJson {
  id: string;
  name: string;
  queries: { source: string; total: number; shouldTrigger: number; shouldNotTrigger: number };
  counts: { tp: number; fp: number; fn: number; tn: number; notScored: number };
  precision: number | null;
  recall: number | null;
  collisions: Array<{ id: string; count: number }>;
  results: Array<{ query: string; shouldTrigger: boolean; picked: string | null; status: string; reason: string | null }>;
}

const ratio = (num: number, den: number) => (den === 0 ? null : Math.round((num / den) * 10_000) / 10_000);

test('triggers with vendored queries through the OpenAI-compatible provider: contract, usage, budget', async () => {
  const root = skillCopy(path.join(ROOT, 'test/fixtures/triggers'));
  const skills = NAMES.map((n) => path.join(root, 'skills', n));
  const before = skills.map((d) => readFileSync(path.join(d, 'SKILL.md'), 'utf8'));
  const run = await luban(['triggers', ...skills, '--queries', path.join(root, 'queries.json'), '--format', 'json', ...modelFlags(BUDGET)], root);
  report('triggers (3 skills, vendored queries)', run);

  assert.ok(run.code === 0 || run.code === 1, `exit ${run.code}\n${run.stderr}`);
  assert.match(run.stderr, /Trigger evaluation plan \(model .+\):\n {2}12 model calls/, 'no cost plan before the run');
  const out = JSON.parse(run.stdout) as {
    model: string;
    partial: boolean;
    candidates: Array<{ id: string }>;
    skills: SkillJson[];
    usage: { calls: number; inputTokens: number; outputTokens: number };
  };
  assert.notEqual(out.model, 'none');
  assert.deepEqual(
    out.skills.map((s) => s.name),
    NAMES,
  );

  // The budget counts real requests; usage is what the server counted.
  assert.ok(run.served.length >= 1, 'no request reached the model');
  assert.ok(run.served.length <= BUDGET, `${run.served.length} requests over a budget of ${BUDGET}`);
  const ok = run.served.filter((s) => s.status === 200);
  assert.ok(out.usage.calls <= run.served.length);
  if (ok.length === run.served.length) {
    assert.equal(out.usage.calls, run.served.length);
    assert.equal(
      out.usage.inputTokens,
      ok.reduce((n, s) => n + s.promptTokens, 0),
    );
    assert.equal(
      out.usage.outputTokens,
      ok.reduce((n, s) => n + s.completionTokens, 0),
    );
  }

  // Counts agree with the results, and the ratios with the counts; nothing scored beyond what was answered.
  const ids = new Set([...out.candidates.map((c) => c.id), 'none']);
  let scored = 0;
  for (const s of out.skills) {
    assert.equal(s.queries.source, 'file');
    assert.equal(s.results.length, s.queries.total);
    const done = s.results.filter((r) => r.status !== 'not-scored');
    scored += done.length;
    for (const r of done) assert.ok(r.picked !== null && ids.has(r.picked), `picked ${r.picked}`);
    for (const r of s.results.filter((x) => x.status === 'not-scored')) assert.ok(r.picked === null && r.reason, 'a not-scored query without its reason');
    assert.equal(s.counts.notScored, s.results.length - done.length);
    assert.equal(s.counts.tp + s.counts.fn, done.filter((r) => r.shouldTrigger).length);
    assert.ok(s.counts.tn <= done.filter((r) => !r.shouldTrigger).length);
    assert.equal(s.precision, ratio(s.counts.tp, s.counts.tp + s.counts.fp));
    assert.equal(s.recall, ratio(s.counts.tp, s.counts.tp + s.counts.fn));
    assert.equal(s.collisions.reduce((n, c) => n + c.count, 0) <= s.counts.fn, true);
  }
  assert.ok(scored <= ok.length, `${scored} queries scored from ${ok.length} answered requests`);
  // 12 queries and 4 requests: a budget stop, told as partial, never filled in.
  assert.equal(out.partial, true);

  // Nothing written: the queries came from the file.
  skills.forEach((d, k) => {
    assert.equal(readFileSync(path.join(d, 'SKILL.md'), 'utf8'), before[k]);
    assert.equal(existsSync(path.join(d, '.luban')), false);
  });
});
