/**
 * `luban score` shows every judged number with its spread (issue 26 item 4), against a
 * real local HTTP server speaking the OpenAI protocol: two scripted judges score dim2
 * 2 and 5 (every other dim alike), Full mode.
 */
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { runCli } from '../../../src/cli/main.ts';
import type { ScoreIO } from '../../../src/cli/commands/score.ts';
import { ModelServer } from '../../support/model-server.ts';
import { tempDir } from '../../support/tmp.ts';
import { scriptedJudge, taskOf } from '../judge/scripted-judge.ts';
import { SKILL_EN } from '../judge/helpers.ts';

const servers: ModelServer[] = [];
after(async () => {
  await Promise.all(servers.map((s) => s.close()));
});

async function score(args: string[], cwd: string, locale: 'en' | 'zh-CN' = 'en'): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const io: ScoreIO = {
    stdout: (s) => void (stdout += s),
    stderr: (s) => void (stderr += s),
    env: {},
    cwd,
    isTTY: false,
    locale,
    interactive: false,
    ask: async () => '',
  };
  const code = await runCli(['score', ...args], io);
  return { code, stdout, stderr };
}

async function judged(locale: 'en' | 'zh-CN', format: 'json' | 'text') {
  // Judge 1 says 2 on dim2, judge 2 says 5; both agree on the rest (7).
  const s = await ModelServer.start(scriptedJudge({ scores: { dim2: [2, 5] } }));
  servers.push(s);
  const root = tempDir({ 'slides-export/SKILL.md': SKILL_EN, 'slides-export/scripts/render.py': 'print(1)\n' });
  const args = [
    'slides-export',
    '--mode',
    'full',
    '--yes',
    '--no-write',
    '--format',
    format,
    '--provider',
    'openai',
    '--model',
    'judge-model',
    '--base-url',
    s.openaiBaseUrl,
    '--cache-dir',
    path.join(root, '.luban-cache'),
  ];
  const r = await score(args, root, locale);
  return { r, s };
}

describe('luban score: judged numbers with their spread', () => {
  it('JSON carries each judge, the sd and range, the disagreement flag and the total ± — contract fields unchanged', async () => {
    const { r, s } = await judged('en', 'json');
    assert.equal(r.code, 0, r.stderr);
    assert.equal(s.requests.filter((q) => taskOf(q)?.startsWith('rubric.panel')).length, 2, 'two judges were asked');
    const j = JSON.parse(r.stdout);
    // the contract, as before
    assert.equal(j.dims.dim2.value, 3.5);
    assert.equal(j.dims.dim2.judgeCount, 2);
    assert.equal(typeof j.total, 'number');
    assert.equal(typeof j.outOf, 'number');
    // additive: the spread
    assert.deepEqual([...j.dims.dim2.spread.judges].sort(), [2, 5]);
    assert.equal(j.dims.dim2.spread.range, 3);
    assert.equal(j.dims.dim2.spread.sd, 2.12);
    assert.equal(j.dims.dim2.spread.disagree, true);
    assert.ok(j.dims.dim2.tags.some((t: string) => /^\[judges disagree: [25] vs [25]\]$/.test(t)));
    assert.deepEqual(j.dims.dim3.spread.judges, [7, 7]);
    assert.equal(j.dims.dim3.spread.disagree, false);
    // the agreeing dim still carries the pooled ± (never ±0)
    assert.ok(j.dims.dim3.spread.se > 0);
    assert.deepEqual(j.disagreement, ['dim2']);
    assert.equal(j.totalSpread.source, 'judges');
    assert.ok(j.totalSpread.sd > 0);
    assert.ok(j.totalSpread.df >= 5, `pooled over the judged dims: df ${j.totalSpread.df}`);
    // dim8's judges' own values are not recorded: the ± is a lower bound and says which part is missing
    assert.ok(j.totalSpread.unknown.includes('dim8'));
    assert.equal(j.totalSpread.atLeast, true);
  });

  it('text shows the judges beside the value, the total at the precision of its ±, and flags the disagreement', async () => {
    const { r } = await judged('en', 'text');
    assert.equal(r.code, 0, r.stderr);
    const dim2 = r.stdout.split('\n').find((l) => l.startsWith('  dim2 '))!;
    assert.match(dim2, /3\.5 .*2 judges: [25], [25]/);
    assert.doesNotMatch(dim2, /3\.5 .*· 2 judge\(s\)$/);
    const total = r.stdout.split('\n').find((l) => l.startsWith('Total'))!;
    assert.match(total, /^Total \d+(\.\d)? ± \d+(\.\d)? /);
    assert.match(r.stdout, /± \S+ at least: the judges' spread/);
    assert.match(r.stdout, /⚠ Judges disagree on dim2/);
  });

  it('in Chinese too', async () => {
    const { r } = await judged('zh-CN', 'text');
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stdout, /2 位评委：[25], [25]/);
    assert.match(r.stdout, /评委在 dim2 .* 上分歧较大/);
  });
});
