import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { archivePreviousRun, readEvolveRun, writeEvolveLog, writeVersionFile, type ScoreJson } from '../../../src/core/formats/evolve.ts';
import { iterationJson, finalJson } from '../../../src/core/workflows/evolve/json.ts';
import { bestOf, isStalled, stopAfter } from '../../../src/core/workflows/evolve/stops.ts';
import { weakDimensionsOf, weightedScore } from '../../../src/core/workflows/evolve/score.ts';
import type { IterationRecord } from '../../../src/core/workflows/evolve/types.ts';
import { tempDir } from '../../support/tmp.ts';

const score = (n: number, s: number): ScoreJson => ({
  iteration: n,
  version: `1.${n - 1}.0`,
  score: s,
  threshold: 90,
  passed: s >= 90,
  dimensions: [{ name: 'A', weight: 1, score: s, evidence: '', reason: 'r' }],
  summary: '',
  judge: { model: 'm', context: 'independent' },
});
const rec = (n: number, s: number, extra: Partial<IterationRecord> = {}): IterationRecord => ({
  iteration: n,
  version: `1.${n - 1}.0`,
  skillText: `v${n}`,
  result: `r${n}`,
  score: s,
  passed: s >= 90,
  dimensions: [],
  summary: '',
  analysis: null,
  locations: [],
  patch: null,
  ...extra,
});

describe('evolve artefacts (store/evolve.ts)', () => {
  it('writes evolve/v{N}/ files and the log; reads them back', async () => {
    const dir = tempDir({ 'SKILL.md': '# s\n' });
    await writeVersionFile(dir, 1, 'skill.md', '# s\n');
    await writeVersionFile(dir, 1, 'result.md', 'out');
    await writeVersionFile(dir, 1, 'score.json', score(1, 70));
    await writeVersionFile(dir, 1, 'analysis.md', '# a');
    await writeEvolveLog(dir, '# log\n');
    const run = await readEvolveRun(dir);
    assert.equal(run.log, '# log\n');
    assert.deepEqual(
      run.versions.map((v) => [v.n, v.skill, v.result, v.score?.score, v.analysis]),
      [[1, '# s\n', 'out', 70, '# a']],
    );
  });

  it('a damaged score.json is backed up and told; its version is still listed', async () => {
    const dir = tempDir({ 'evolve/v1/skill.md': 'x', 'evolve/v1/score.json': '{"iteration": 1, "score": ', 'evolve/v2/score.json': '{"iteration": "one"}' });
    const run = await readEvolveRun(dir, () => new Date(2026, 0, 2, 3, 4));
    assert.deepEqual(
      run.versions.map((v) => [v.n, v.score]),
      [
        [1, undefined],
        [2, undefined],
      ],
    );
    assert.equal(run.problems.length, 2);
    assert.equal(run.problems[0].file, 'evolve/v1/score.json');
    assert.equal(run.problems[0].backup, 'score.json.bak.20260102-0304');
    assert.equal(readFileSync(path.join(dir, 'evolve/v1/score.json.bak.20260102-0304'), 'utf8'), '{"iteration": 1, "score": ');
    assert.match(run.problems[1].detail, /must have required property 'score'/);
  });

  it('a new run moves the previous run aside (never deletes it)', async () => {
    const dir = tempDir({ 'evolve/evolve_log.md': 'old log', 'evolve/v1/skill.md': 'old' });
    const moved = await archivePreviousRun(dir, new Date(2026, 0, 2, 3, 4));
    assert.equal(moved, 'evolve/archive/20260102-0304');
    assert.equal(readFileSync(path.join(dir, moved!, 'v1/skill.md'), 'utf8'), 'old');
    assert.equal(existsSync(path.join(dir, 'evolve/v1')), false);
    assert.deepEqual(readdirSync(path.join(dir, 'evolve')), ['archive']);
    assert.equal(await archivePreviousRun(dir, new Date()), undefined, 'nothing left to move');
    writeFileSync(path.join(dir, 'evolve/evolve_log.md'), 'x');
    assert.equal(await archivePreviousRun(dir, new Date(2026, 0, 2, 3, 4)), 'evolve/archive/20260102-0304-2');
  });
});

describe('evolve stops, scores and JSON', () => {
  it('stalled means the same score (one decimal) 3 iterations in a row', () => {
    assert.equal(isStalled([70, 70]), false);
    assert.equal(isStalled([60, 70, 70, 70]), true);
    assert.equal(isStalled([70, 70.04, 69.96]), true);
    assert.equal(isStalled([70, 70, 70.2]), false);
  });

  it('stop order: passed, then stalled, then max iterations; the best is the highest, earliest of equals', () => {
    assert.equal(stopAfter([rec(1, 60), rec(2, 95)], 10), 'passed');
    assert.equal(stopAfter([rec(1, 60), rec(2, 60), rec(3, 60)], 3), 'stalled');
    assert.equal(stopAfter([rec(1, 60), rec(2, 70)], 2), 'max-iterations');
    assert.equal(stopAfter([rec(1, 60)], 2), undefined);
    assert.equal(bestOf([rec(1, 60), rec(2, 80), rec(3, 80), rec(4, 70)])!.iteration, 2);
  });

  it('the weighted score and the weak dimensions (< 70; else the lowest below the threshold)', () => {
    const d = (name: string, weight: number, score: number) => ({ name, weight, score, evidence: '', reason: '' });
    assert.equal(weightedScore([d('a', 3, 90), d('b', 1, 50)]), 80);
    assert.deepEqual(
      weakDimensionsOf([d('a', 1, 75), d('b', 1, 50), d('c', 1, 40)], 90).weak.map((x) => x.name),
      ['c', 'b'],
    );
    const fb = weakDimensionsOf([d('a', 1, 75), d('b', 1, 80), d('c', 1, 95)], 90);
    assert.deepEqual([fb.fallback, fb.weak.map((x) => x.name)], [true, ['a']]);
  });

  it("iteration and final JSON: the seed's fields in the seed's order", () => {
    assert.deepEqual(Object.keys(iterationJson(rec(1, 60))), ['iteration', 'score', 'passed', 'analysis', 'patch']);
    const report = {
      skill: 's',
      dir: 'd',
      threshold: 90,
      maxIterations: 10,
      iterations: [rec(1, 60), rec(2, 92)],
      stop: 'passed' as const,
      best: rec(2, 92),
      replacement: { state: 'unchanged' as const, why: 'declined' as const },
      usage: { calls: 0, inputTokens: 0, outputTokens: 0 },
    };
    assert.deepEqual(finalJson(report, { text: 'v1', version: '1.0.0' }), {
      success: true,
      finalScore: 92,
      finalVersion: '1.1.0',
      totalIterations: 2,
      result: 'r2',
      skillPrompt: 'v2',
    });
  });
});
