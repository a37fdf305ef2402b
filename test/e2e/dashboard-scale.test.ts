/**
 * Issue 26 items 6 and 7 in the built dashboard bundle, in real Chromium behind the fake
 * host: a results.tsv round compared on 76 common points is charted as a percentage of
 * those points, hollow and without a fall of the kept line; and a skill marked "do not
 * install" shows the verdict beside its last full score, not only beside the static view.
 * The history comes from a results.tsv text through the host's own historyPoints.
 *
 * Build the bundle first (node scripts/build.mjs).
 */
import { disagreeingEvaluation } from '../support/judged-evaluation.ts';
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { parseResultsTsv, RESULTS_HEADER } from '../../src/core/formats/results.ts';
import { historyPoints, lastFullScore, scorecardBreakdown } from '../../src/extension/dashboard/snapshot.ts';
import { buildScorecard } from '../../src/core/scoring/scorecard/build.ts';
import type { DashboardSnapshot } from '../../src/shared/protocol.ts';
import { mkdirSync } from 'node:fs';
import { SHOTS, cleanupProfile, fixture, launch, openDashboard, startServer, type FakeServer, type HostPage } from './support/fake-host.ts';

let browser: Browser;
let server: FakeServer;

before(async () => {
  [browser, server] = await Promise.all([launch(), startServer()]);
});
after(async () => {
  await browser?.close();
  await server?.close();
  cleanupProfile();
});

/** weekly-report's results.tsv: a 61.9/100 baseline, a round compared on 76 points (dim8 not scored on both sides), then a whole round. */
const TSV = [
  RESULTS_HEADER,
  [
    '2026-06-11T02:00',
    'a1',
    'weekly-report',
    '0',
    '-',
    '61.9',
    'baseline',
    '-',
    '-',
    'initial evaluation / 初始评估; 61.9/100; noise floor ±1.1',
    'full_test',
    '2',
  ],
  [
    '2026-06-11T02:10',
    'b2',
    'weekly-report',
    '1',
    '45.2',
    '43.9',
    'revert',
    'dim5',
    '-1.3',
    'tighten dim5; compared on 76 common points (dim8 left out); partial score (dim8 not scored on both sides): a partial score never justifies a keep',
    'full_test',
    '2',
  ],
  ['2026-06-11T02:20', 'c3', 'weekly-report', '2', '61.9', '64.1', 'keep', 'dim4', '+2.2', 'tighten dim4; Δ +2.2 (noise ±1.1)', 'full_test', '2'],
]
  .map((r) => (Array.isArray(r) ? r.join('\t') : r))
  .join('\n');

function snapshot(): DashboardSnapshot {
  const s = fixture('done');
  const weekly = s.skills.find((k) => k.name === 'weekly-report')!;
  weekly.history = historyPoints(parseResultsTsv(TSV).rows);
  weekly.lastFull = lastFullScore(weekly.history);
  return { ...s, seq: s.seq + 1 };
}

async function open(): Promise<HostPage> {
  return openDashboard(browser, server, {});
}

describe('the score chart reads each row on its own scale', () => {
  test('a round compared on 76 points is a hollow mark at its percentage, the kept line does not fall, no drop is drawn', async () => {
    const s = snapshot();
    const weekly = s.skills.find((k) => k.name === 'weekly-report')!;
    assert.deepEqual(
      weekly.history.map((h) => [h.outOf, h.partial]),
      [
        [100, false],
        [76, true],
        [100, false],
      ],
      "the host reads each row's scale",
    );
    const p = await open();
    await p.snapshot(s);
    await p.page.locator('tr[data-skill="weekly-report"]').getByRole('button', { name: 'History' }).click();
    const chart = p.page.locator('[data-testid="score-chart"]');
    await chart.waitFor();
    const marks = chart.locator('g.mark');
    assert.equal(await marks.count(), 3);
    const partial = marks.nth(1);
    assert.equal(await partial.getAttribute('data-partial'), 'true');
    assert.match((await partial.getAttribute('class')) ?? '', /\bpartial\b/);
    assert.equal(Number(await partial.getAttribute('data-pct')), 57.8, '43.9 of 76 points');
    assert.equal(await marks.nth(0).getAttribute('data-partial'), null);
    // The hollow mark: no fill, a dashed stroke.
    const style = await partial
      .locator('path')
      .first()
      .evaluate((el) => {
        const cs = (globalThis as unknown as { getComputedStyle(e: unknown): { fill: string; strokeDasharray: string } }).getComputedStyle(el);
        return { fill: cs.fill, dash: cs.strokeDasharray };
      });
    assert.equal(style.fill, 'none');
    assert.notEqual(style.dash, 'none');
    // The kept line: 61.9 → 61.9 (the partial round) → 64.1, never down to 43.9 or 45.2.
    const ys = ((await chart.locator('polyline.held').getAttribute('points')) ?? '').split(' ').map((pt) => Number(pt.split(',')[1]));
    assert.equal(ys.length, 3);
    assert.equal(ys[1], ys[0], 'the partial round leaves the line where it was');
    assert.ok(ys[2] < ys[0], 'the whole round that rose draws a rise (smaller y)');
    assert.equal(await chart.locator('line.drop').count(), 0, 'no drop for a partial revert');
    // Its tooltip says what it is.
    await partial.hover();
    const tip = p.page.locator('[data-testid="chart-tooltip"]');
    await tip.waitFor();
    assert.match(await tip.innerText(), /partial: compared on 76 points, shown as 57\.8% of them/);
    await chart.getByText('partial (fewer points; not a fall)').waitFor();
    mkdirSync(SHOTS, { recursive: true });
    await p.screenshot('history-partial');
    // The table says the scale beside the score.
    assert.match((await p.page.locator('[data-testid="history-table"] tbody tr').nth(1).innerText()).replace(/\s+/g, ' '), /43\.9 of 76 \(partial\)/);
    // The overview's last full score is the last whole one (64.1 of 100), never the partial 45.2 "of 100".
    assert.deepEqual([weekly.lastFull?.total, weekly.lastFull?.outOf], [64.1, 100]);
    assert.deepEqual(p.pageErrors, []);
    await p.page.context().close();
  });
});

describe('"do not install" beside every score of the skill', () => {
  test('deploy-helper (form checks 28 of 29, last full 73.4 of 100): the verdict beside both scores, the breakdown total and the history', async () => {
    const s = snapshot();
    const deploy = s.skills.find((k) => k.name === 'deploy-helper')!;
    assert.equal(deploy.security?.verdict, 'block');
    const p = await open();
    await p.snapshot(s);
    const row = p.page.locator('tr[data-skill="deploy-helper"]');
    await row.waitFor();
    const full = row.locator('td[data-col="full"]');
    assert.match((await full.innerText()).replace(/\s+/g, ' '), /73\.4 of 100\s*⛔ do not install/);
    assert.equal(await full.locator('[data-testid="security-verdict"]').count(), 1);
    await row.getByRole('button', { name: 'Dimensions' }).click();
    assert.match(await p.page.getByTestId('breakdown-total').innerText(), /⛔ do not install/);
    await p.tab('history').click();
    await p.page.locator('[data-testid="history-view"] [data-testid="security-verdict"]').waitFor();
    assert.deepEqual(p.pageErrors, []);
    await p.page.context().close();
  });
});

describe('judged numbers with their spread', () => {
  const ev = disagreeingEvaluation();

  test('the breakdown shows each judge and "judges disagree"; the totals carry their ± at the precision it supports', async () => {
    const card = buildScorecard({
      skill: 'weekly-report',
      scan: { dims: { dim1: 10, dim4: 5, dim7a: 4, dim9a: true }, subscores: { SkillOps: 2, HASP: 2.4, Distill: 0, Sentinel: 1.5 } },
      mode: 'full',
      evaluation: ev,
      usage: { calls: 1, inputTokens: 1, outputTokens: 1 },
      model: 'openai:m',
    });
    const s = snapshot();
    const weekly = s.skills.find((k) => k.name === 'weekly-report')!;
    weekly.breakdown = scorecardBreakdown(card);
    assert.ok(weekly.breakdown.spread?.atLeast, 'dim8 and dim10 have no recorded judges: a lower bound');
    const p = await open();
    await p.snapshot(s);
    // Overview: the last full score with the measured noise floor of its run (±1.1 → one decimal).
    const full = p.page.locator('tr[data-skill="weekly-report"] td[data-col="full"]');
    assert.match((await full.innerText()).replace(/\s+/g, ' '), /64\.1 ± 1\.1 of 100/);
    assert.match((await full.getAttribute('title')) ?? '', /measured noise floor/);
    await p.page.locator('tr[data-skill="weekly-report"]').getByRole('button', { name: 'Dimensions' }).click();
    const dim2 = p.page.locator('[data-testid="breakdown-table"] tr[data-dim="dim2"]');
    await dim2.waitFor();
    assert.equal(await dim2.locator('td[data-judges]').getAttribute('data-judges'), '2,5');
    assert.match(await dim2.innerText(), /2 \(2, 5\)/);
    await dim2.getByTestId('judges-disagree').waitFor();
    assert.equal(await p.page.locator('[data-testid="judges-disagree"]').count(), 1, 'only dim2 disagrees');
    const total = p.page.getByTestId('breakdown-total');
    const sd = weekly.breakdown.spread!.sd;
    assert.match(await total.innerText(), sd >= 1.95 ? /Total \d+ ± \d+ of \d+/ : /Total \d+\.\d ± \d\.\d of \d+/);
    assert.match((await total.getAttribute('title')) ?? '', /at least/);
    assert.deepEqual(p.pageErrors, []);
    await p.page.context().close();
  });
});
