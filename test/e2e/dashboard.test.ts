/**
 * The dashboard bundle (dist/webview/dashboard.js, as built) in real Chromium with a
 * fake host (support/fake-host.ts) that posts protocol messages: every view renders
 * from snapshots recorded from a real optimisation (fixtures/*.json, see
 * record-snapshots.ts); the buttons post the right messages; invalid inbound messages
 * are refused and shown without breaking the page; UI state survives a reload; the CSP
 * holds; light / dark / high-contrast screenshots go to .test-output/webview/.
 *
 * Build first (node scripts/build.mjs); `npm run test:webview` does it.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import type { DashboardSnapshot } from '../../src/shared/protocol.ts';
import { WizardTracker } from '../../src/extension/wizard/tracker.ts';
import {
  SHOTS,
  cleanupProfile,
  type PageGlobals,
  fixture,
  launch,
  openDashboard,
  snapshotMessage,
  startServer,
  theme,
  type FakeServer,
  type HostPage,
  type ThemeKey,
} from './support/fake-host.ts';

let browser: Browser;
let server: FakeServer;
const opened: HostPage[] = [];

before(async () => {
  mkdirSync(SHOTS, { recursive: true });
  [browser, server] = await Promise.all([launch(), startServer()]);
});
after(async () => {
  await browser?.close();
  await server?.close();
  cleanupProfile();
});

async function open(o: Parameters<typeof openDashboard>[2] = {}): Promise<HostPage> {
  const p = await openDashboard(browser, server, o);
  opened.push(p);
  return p;
}

/** Every page ends without a script error and without a CSP violation. */
async function clean(p: HostPage): Promise<void> {
  assert.deepEqual(p.pageErrors, [], 'page errors');
  assert.deepEqual(await p.cspViolations(), [], 'CSP violations');
  await p.page.context().close();
}

// Issue 32 item 1: by name, then path — never by the form checks (the static view) or a gap derived from them.
const byName = (s: DashboardSnapshot) => [...s.skills].sort((a, b) => a.name.localeCompare(b.name) || a.path.localeCompare(b.path)).map((k) => k.name);

function hexToRgb(hex: string): string {
  const h = hex.replace('#', '');
  const n = (i: number) => parseInt(h.slice(i, i + 2), 16);
  return `rgb(${n(0)}, ${n(2)}, ${n(4)})`;
}

describe('handshake and protocol', () => {
  test('the page acquires the VS Code API once, says ready, and waits for a snapshot', async () => {
    const p = await open();
    const ready = await p.waitSent({ type: 'ready' });
    assert.equal((ready as { protocol: number }).protocol, 1);
    assert.match((ready as { clientId: string }).clientId, /^client-/);
    assert.equal(await p.acquireCount(), 1);
    await p.page.getByText('Waiting for data from VS Code').waitFor();
    assert.equal(await p.page.locator('main.dash').getAttribute('data-ready'), 'false');
    await p.snapshot(fixture('done'));
    await p.page.locator('[data-testid="skills-table"]').waitFor();
    await clean(p);
  });

  test('an invalid message is refused, shown, reported to the host — and the page keeps working', async () => {
    const p = await open();
    const good = fixture('done');
    await p.snapshot(good);
    const broken = structuredClone(good) as unknown as { seq: number; skills: Array<Record<string, unknown>> };
    broken.seq = 99;
    broken.skills[1].static = { total: 'high', outOf: 29 };
    await p.post(snapshotMessage(broken as unknown as DashboardSnapshot));
    await p.post({ type: 'launchMissiles' });
    await p.post('not an object');
    await p.post({ type: 'snapshot', protocol: 2, snapshot: good });
    const banner = p.page.locator('[data-testid="protocol-errors"]');
    await banner.getByText('skills[1].static.total: expected a finite number').waitFor();
    await banner.getByText('a known host message type, got "launchMissiles"').waitFor();
    await banner.getByText('a host message object').waitFor();
    await banner.getByText("protocol 2 is not the webview's protocol 1").waitFor();
    const reported = (await p.sent()).filter((m) => m.type === 'protocolError');
    assert.equal(reported.length, 4, 'each refusal is reported to the host');
    // The last valid snapshot is still shown, and the page still takes a valid one.
    assert.equal(await p.page.locator('[data-testid="skills-table"] tbody tr').count(), good.skills.length);
    const next = { ...good, seq: good.seq + 1, workspace: 'renamed-workspace' };
    await p.post(snapshotMessage(next));
    await p.page.getByText('renamed-workspace').waitFor();
    await clean(p);
  });

  test('an older snapshot (lower seq) never replaces a newer one', async () => {
    const p = await open();
    const s = fixture('done');
    await p.snapshot({ ...s, seq: 50, workspace: 'newer' });
    await p.post(snapshotMessage({ ...s, seq: 49, workspace: 'older' }));
    await p.post(snapshotMessage({ ...s, seq: 51, workspace: 'newest' }));
    await p.page.getByText('newest').waitFor();
    assert.equal(await p.page.getByText('older').count(), 0);
    await clean(p);
  });

  test("the CSP blocks an injected inline script (only the nonce'd bundle runs)", async () => {
    const p = await open();
    await p.snapshot(fixture('done'));
    const csp = await p.page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    assert.match(csp ?? '', /default-src 'none'/);
    assert.match(csp ?? '', /script-src 'nonce-[A-Za-z0-9+/=]{24}'/);
    assert.match(csp ?? '', /connect-src 'none'/);
    await p.page.evaluate(() => {
      const doc = (globalThis as unknown as PageGlobals).document;
      const s = doc.createElement('script');
      s.textContent = 'window.__injected = 1';
      doc.body.appendChild(s);
    });
    await p.page.waitForFunction(() => (globalThis as unknown as PageGlobals).__host.csp.length > 0);
    assert.equal(await p.page.evaluate(() => (globalThis as unknown as PageGlobals).__injected), undefined);
    assert.match((await p.cspViolations())[0], /^script-src/);
    assert.deepEqual(p.pageErrors, []);
    await p.page.context().close();
  });
});

describe('views from recorded snapshots', () => {
  test('skills overview: every skill, sorted by name, form checks with what they do not measure, scores, Sentinel alerts, runtime gate', async () => {
    const s = fixture('done');
    const p = await open();
    await p.snapshot(s);
    const rows = p.page.locator('[data-testid="skills-table"] tbody tr');
    assert.deepEqual(await rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-skill'))), byName(s));
    // Issue 32 item 1: the column reads "Form checks", and one line says what they do not measure.
    assert.equal(await p.page.locator('[data-testid="skills-table"] thead th').nth(1).innerText(), 'Form checks');
    assert.equal(
      await p.page.locator('[data-testid="form-checks-note"]').innerText(),
      'Form checks: structure, wording and safety patterns — not whether the skill helps an agent (see docs/validity.md)',
    );
    for (const k of s.skills) {
      const row = p.page.locator(`tr[data-skill="${k.name}"]`);
      const text = (await row.innerText()).replace(/\s+/g, ' ');
      assert.ok(k.static && text.includes(`${k.static.total} of ${k.static.outOf}`), `${k.name} static: ${text}`);
      if (k.lastFull) assert.ok(text.includes(`${k.lastFull.total} of ${k.lastFull.outOf}`), `${k.name} last full: ${text}`);
      assert.ok(text.includes(k.sentinel.length ? `${k.sentinel.length} alerts` : 'no alerts'), `${k.name} sentinel: ${text}`);
      // The seed's runtime gate is labelled as what it checks (neutral wording), apart from whether runtimes load the skill (issue 33 item 4).
      if (k.runtimeGate) assert.equal(await row.locator('[data-col="runtimes"] .sub .chip').innerText(), k.runtimeGate);
      // docs/features.md B5a: the verdict beside every score — red "do not install" on block, "review" on warnings, nothing when clear.
      const verdict = row.locator('[data-testid="security-verdict"]');
      if (k.security?.verdict === 'block') {
        assert.equal(await verdict.first().innerText(), '⛔ do not install');
        assert.ok((await verdict.first().getAttribute('class'))?.includes('verdict-block'));
        assert.equal(await verdict.count(), k.lastFull ? 2 : 1, `${k.name}: beside the static and the last full score`);
      } else if (k.security?.verdict === 'review') assert.equal(await verdict.first().innerText(), 'review');
      else assert.equal(await verdict.count(), 0, k.name);
    }
    // Each blocked skill (deploy-helper's `curl … | sh` in the recorded run) is listed above the table with each error (file:line, rule).
    const blocked = s.skills.filter((k) => k.security?.verdict === 'block');
    assert.equal(await p.page.locator('[data-testid="security-block"] > ul > li').count(), blocked.length);
    for (const k of blocked) {
      const item = p.page.locator(`[data-testid="security-block"] > ul > li[data-skill="${k.name}"]`);
      for (const a of k.sentinel.filter((x) => x.severity === 'error'))
        assert.ok((await item.innerText()).includes(`${a.file}:${a.line} ${a.ruleId}`), `${k.name}: ${a.ruleId}`);
    }
    const alerts = s.skills.flatMap((k) => k.sentinel);
    assert.ok(alerts.length > 0, 'the fixture has Sentinel alerts');
    assert.equal(await p.page.locator('[data-testid="sentinel-alerts"] li').count(), alerts.length);
    // "Open SKILL.md" asks the host to open the file (the host resolves and checks the path).
    const first = s.skills.find((k) => k.name === byName(s)[0])!;
    await p.page.locator(`tr[data-skill="${first.name}"]`).getByRole('button', { name: 'Open SKILL.md' }).click();
    await p.waitSent({ type: 'openFile', skill: first.id, file: 'SKILL.md' });
    await clean(p);
  });

  test('score history: one mark per results.tsv row (kept, reverted, baseline), tooltips with the note, the table', async () => {
    const s = fixture('done');
    const weekly = s.skills.find((k) => k.name === 'weekly-report')!;
    const p = await open();
    await p.snapshot(s);
    await p.page.locator('tr[data-skill="weekly-report"]').getByRole('button', { name: 'History' }).click();
    await p.page.locator('[data-testid="history-view"]').waitFor();
    assert.deepEqual(await p.state(), { view: 'history', skill: weekly.id }, 'the selection is UI state, persisted with setState');
    const marks = p.page.locator('[data-testid="score-chart"] g.mark');
    assert.equal(await marks.count(), weekly.history.length);
    const kinds = await marks.evaluateAll((gs) => gs.map((g) => g.getAttribute('data-kind')));
    assert.deepEqual(
      kinds,
      weekly.history.map((h) => (h.status === 'keep' ? 'keep' : h.status === 'revert' ? 'revert' : h.status === 'baseline' ? 'baseline' : 'other')),
    );
    assert.ok(kinds.includes('revert') && kinds.includes('keep') && kinds.includes('baseline'), `the fixture has all three kinds: ${kinds}`);
    const revert = weekly.history.findIndex((h) => h.status === 'revert');
    await marks.nth(revert).hover();
    const tip = p.page.locator('[data-testid="chart-tooltip"]');
    await tip.waitFor();
    const tipText = await tip.innerText();
    assert.ok(tipText.includes(weekly.history[revert].note), `tooltip shows the note: ${tipText}`);
    assert.match(tipText, new RegExp(`Round ${weekly.history[revert].round} · revert`));
    assert.match(tipText, /full_test · 5 judges/);
    // Keyboard: a focused mark shows its tooltip too.
    await p.page.mouse.move(0, 0);
    await tip.waitFor({ state: 'detached' });
    await marks.nth(1).focus();
    await tip.getByText(weekly.history[1].note).waitFor();
    assert.equal(await p.page.locator('[data-testid="history-table"] tbody tr').count(), weekly.history.length);
    // The kept line follows held scores; the revert draws a dashed drop.
    assert.equal(
      await p.page.locator('[data-testid="score-chart"] line.drop').count(),
      weekly.history.filter((h) => h.status === 'revert' && h.newScore !== null).length,
    );
    await clean(p);
  });

  test('dimension breakdown: 10 dims (7a + 7b) with weights, module sub-scores, rubric, eval_mode, judges; static vs judged', async () => {
    const s = fixture('done');
    const weekly = s.skills.find((k) => k.name === 'weekly-report')!;
    const other = s.skills.find((k) => k.name === 'pdf-summary')!;
    assert.equal(weekly.breakdown?.source, 'scorecard');
    assert.equal(other.breakdown?.source, 'static');
    const p = await open({ state: { view: 'breakdown', skill: weekly.id } });
    await p.snapshot(s);
    const rows = p.page.locator('[data-testid="breakdown-table"] tbody tr');
    assert.deepEqual(await rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-dim'))), [
      'dim1',
      'dim2',
      'dim3',
      'dim4',
      'dim5',
      'dim6',
      'dim7a',
      'dim7b',
      'dim8',
      'dim9',
      'dim10',
    ]);
    const dim5 = (await p.page.locator('tr[data-dim="dim5"]').innerText()).replace(/\s+/g, ' ');
    const r5 = weekly.breakdown!.rows.find((r) => r.dim === 'dim5')!;
    assert.ok(
      dim5.includes('Executable specificity') && dim5.includes(' 17 ') && dim5.includes(`HASP ${r5.module!.points} / 3`) && dim5.includes(r5.evalMode),
      dim5,
    );
    assert.match(await p.page.getByTestId('breakdown-total').innerText(), new RegExp(`Total ${weekly.breakdown!.total} of ${weekly.breakdown!.outOf}`));
    // Another skill: only the static parts; the judged ones are marked not scored.
    await p.page.getByTestId('skill-picker').selectOption(other.id);
    await p.page.getByText('From the static scan').waitFor();
    for (const d of ['dim2', 'dim3', 'dim8']) assert.match(await p.page.locator(`tr[data-dim="${d}"] td.status`).innerText(), /not scored · needs a model/);
    assert.match(await p.page.locator('tr[data-dim="dim5"] td.status').innerText(), /partly scored/);
    assert.match(await p.page.getByTestId('not-scored').innerText(), /dim8/);
    await clean(p);
  });

  test('full-mode health: dry_run ratio, revert rate, same-context, oscillation, fallback, judges, calls and tokens, paired-judge decisions', async () => {
    const s = fixture('done');
    const h = s.health!;
    const p = await open({ state: { view: 'health', skill: null } });
    await p.snapshot(s);
    const metric = async (id: string) => (await p.page.locator(`[data-metric="${id}"] .value`).innerText()).trim();
    assert.equal(await metric('rounds'), String(h.rounds));
    assert.equal(await metric('reverts'), String(h.reverts));
    assert.equal(await metric('revertRate'), `${Math.round(h.revertRate * 100)}%`);
    assert.equal(await metric('dryRun'), `${Math.round(h.dryRunRatio * 100)}%`);
    assert.equal(await metric('judges'), String(h.judgeCount));
    assert.equal(await metric('calls'), h.modelCalls!.toLocaleString('en-US'));
    assert.equal(await metric('tokens'), `${h.inputTokens!.toLocaleString('en-US')} / ${h.outputTokens!.toLocaleString('en-US')}`);
    // The recorded run had one round kept and one reverted by the paired judges (docs/features.md D9).
    assert.deepEqual([h.pairedKept, h.pairedReverted], [1, 1]);
    assert.equal(await metric('paired'), '1 / 1');
    // A run that breaks the redlines lights the warnings.
    const bad = {
      ...s,
      seq: s.seq + 1,
      health: { ...h, dryRunRatio: 1, sameContextViolations: 2, oscillationAlerts: ['weekly-report: dim5'], fallbackRounds: 1 },
    };
    await p.post(snapshotMessage(bad));
    await p.page.locator('[data-testid="oscillation-alerts"] li', { hasText: 'weekly-report: dim5' }).waitFor();
    assert.equal(await p.page.locator('.metric.warn').count(), 4);
    assert.equal(await p.page.locator('.warnings li').count(), 2);
    await clean(p);
  });

  test("checkpoint: the pending card with summary and diff; Approve (the default) posts the answer, then the host's verdict shows", async () => {
    const s = fixture('checkpoint');
    const c = s.checkpoint!.checkpoint;
    const p = await open();
    await p.snapshot(s);
    const banner = p.page.getByTestId('checkpoint-banner');
    await banner.getByText(c.title.en).waitFor();
    await banner.locator('vscode-button').click();
    const card = p.page.getByTestId('checkpoint-card');
    assert.equal(await card.getAttribute('data-checkpoint'), c.id);
    assert.match(await card.locator('.body').innerText(), new RegExp(c.body.en.slice(0, 20).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    const diff = p.page.getByTestId('checkpoint-diff');
    assert.ok((await diff.locator('.dl-add').count()) >= 1 && (await diff.locator('.dl-del').count()) >= 1, 'added and removed lines');
    assert.deepEqual(
      await card.locator('vscode-button').evaluateAll((bs) => bs.map((b) => b.getAttribute('data-choice'))),
      c.choices.map((x) => x.id),
    );
    await card.locator(`vscode-button[data-choice="${c.defaultChoice}"]`).click();
    const answer = (await p.waitSent({ type: 'answer' })) as Extract<import('../../src/shared/protocol.ts').WebviewMessage, { type: 'answer' }>;
    assert.deepEqual(
      { jobId: answer.jobId, checkpointId: answer.checkpointId, choice: answer.choice },
      { jobId: s.checkpoint!.jobId, checkpointId: c.id, choice: c.defaultChoice },
    );
    await p.page.getByTestId('answer-status').getByText('Sending your answer').waitFor();
    assert.equal(await card.locator('vscode-button[disabled]').count(), c.choices.length, 'no second answer while one is on its way');
    await p.post({ type: 'answerResult', requestId: answer.requestId, checkpointId: c.id, accepted: true, reason: null });
    await p.page
      .getByTestId('answer-status')
      .getByText(`Answer sent: ${c.choices.find((x) => x.id === c.defaultChoice)!.label.en}`)
      .waitFor();
    // The host's next snapshot has no pending checkpoint.
    await p.post(snapshotMessage({ ...s, seq: s.seq + 1, checkpoint: null }));
    await p.page.getByText('No checkpoint is waiting').waitFor();
    assert.equal((await p.sent()).filter((m) => m.type === 'answer').length, 1);
    await clean(p);
  });

  test('checkpoint: each choice that says what it does shows "label — hint" under the buttons; the run\'s Cancel says how it differs', async () => {
    const s = fixture('checkpoint');
    const c = s.checkpoint!.checkpoint;
    const hinted = {
      ...c,
      choices: c.choices.map((x, i) =>
        i === 0 ? { ...x, hint: { en: 'end the run now: the edits kept so far stay', zh: '现在结束运行：已保留的修改不变' } } : x,
      ),
    };
    const p = await open({ state: { view: 'checkpoint', skill: null } });
    await p.snapshot({ ...s, checkpoint: { ...s.checkpoint!, checkpoint: hinted } });
    const hints = p.page.getByTestId('choice-hints');
    await hints.waitFor();
    assert.equal(await hints.locator('li').count(), 1);
    assert.equal((await hints.locator('li').innerText()).trim(), `${c.choices[0].label.en} — end the run now: the edits kept so far stay`);
    assert.equal(await hints.locator('li').getAttribute('data-choice'), c.choices[0].id);
    await clean(p);
  });

  test('checkpoint: Reject posts the other choice; a refusal from the host (no longer pending) is shown', async () => {
    const s = fixture('checkpoint');
    const c = s.checkpoint!.checkpoint;
    const reject = c.choices.find((x) => x.id !== c.defaultChoice)!;
    const p = await open({ state: { view: 'checkpoint', skill: null } });
    await p.snapshot(s);
    await p.page.locator(`vscode-button[data-choice="${reject.id}"]`).click();
    const answer = (await p.waitSent({ type: 'answer', choice: reject.id })) as { requestId: string };
    await p.post({ type: 'answerResult', requestId: answer.requestId, checkpointId: c.id, accepted: false, reason: 'not-pending' });
    await p.page.getByText('That checkpoint is no longer waiting').waitFor();
    // A result for another request is ignored.
    await p.post({ type: 'answerResult', requestId: 'someone-else', checkpointId: c.id, accepted: true, reason: null });
    assert.equal(await p.page.getByText('Answer sent').count(), 0);
    await clean(p);
  });

  test("checkpoint: MAX_ROUNDS offers the seed's one more round / exploratory rewrite / done", async () => {
    const s = fixture('max-rounds');
    const c = s.checkpoint!.checkpoint;
    assert.deepEqual(c.choices.map((x) => x.id).sort(), ['done', 'more', 'rewrite']);
    const p = await open({ state: { view: 'checkpoint', skill: null } });
    await p.snapshot(s);
    for (const label of ['one more round', 'exploratory rewrite', 'done']) await p.page.locator('vscode-button', { hasText: label }).waitFor();
    await p.page.locator('vscode-button[data-choice="rewrite"]').click();
    await p.waitSent({ type: 'answer', choice: 'rewrite', checkpointId: c.id, jobId: s.checkpoint!.jobId });
    await clean(p);
  });

  test('running job: phase, round, progress, cost; Cancel posts cancel and a refusal is shown', async () => {
    const s = fixture('checkpoint');
    const j = s.job!;
    const p = await open({ state: { view: 'job', skill: null } });
    await p.snapshot(s);
    assert.equal(await p.page.getByTestId('job-status').innerText(), 'Waiting for your answer');
    assert.equal(await p.page.getByTestId('job-phase').innerText(), `2 · optimise · ${j.step === 'decide' ? 'keep or revert' : j.step}`);
    assert.equal(await p.page.getByTestId('job-round').innerText(), `${j.round} of ${j.maxRounds}`);
    assert.equal(await p.page.getByTestId('job-calls').innerText(), j.cost.calls.toLocaleString('en-US'));
    assert.equal(await p.page.locator('vscode-progress-bar').first().getAttribute('value'), String(j.progress.done));
    assert.ok((await p.page.getByTestId('notices').locator('li').count()) > 0);
    await p.page.getByTestId('cancel-job').click();
    const cancel = (await p.waitSent({ type: 'cancel', jobId: j.id })) as { requestId: string };
    await p.post({ type: 'cancelResult', requestId: cancel.requestId, jobId: j.id, accepted: false });
    await p.page.getByText('could not be cancelled').waitFor();
    // On the other views the job shows as a strip with its own Cancel.
    await p.tab('overview').click();
    await p.page.getByTestId('job-strip').getByText('Waiting for your answer').waitFor();
    await clean(p);
  });

  test("evolve: one bar per iteration against the threshold line, the weak dimensions, each rewrite's diff; Open evolve_log.md posts openFile", async () => {
    const s = fixture('done');
    const diff = '--- a/SKILL.md\n+++ b/SKILL.md\n@@ -1,2 +1,2 @@\n 1. step one\n-2. step two\n+2. step two, with a check\n';
    const evolve = {
      skill: s.skills[0].id,
      name: 'weekly-report',
      status: 'running' as const,
      threshold: 90,
      maxIterations: 10,
      iterations: [
        {
          iteration: 1,
          version: '1.0.0',
          score: 62.5,
          passed: false,
          weak: [
            { name: '按项目分组', score: 40 },
            { name: '篇幅与语气', score: 55 },
          ],
          diff,
          changeDescription: '改写了 1 处',
        },
        { iteration: 2, version: '1.1.0', score: 92.5, passed: true, weak: [], diff: '', changeDescription: null },
      ],
      message: { en: 'iteration 2: an independent judge scores the result against the benchmark', zh: '第 2 次迭代：独立评委按 benchmark 评分' },
      startedAt: '2026-12-01T10:00:00Z',
      endedAt: null,
    };
    const p = await open({ state: { view: 'evolve', skill: null } });
    await p.snapshot({ ...s, evolve });
    await p.page.getByTestId('evolve-view').waitFor();
    assert.deepEqual(await p.page.locator('[data-testid="evolve-bar"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-score'))), ['62.5', '92.5']);
    assert.equal(await p.page.locator('svg.evolve-chart line.threshold').count(), 1);
    const rows = p.page.getByTestId('evolve-table').locator('tbody tr');
    assert.equal(await rows.count(), 2);
    assert.match(await rows.nth(0).innerText(), /按项目分组 40, 篇幅与语气 55/);
    assert.match(await rows.nth(1).innerText(), /92\.5 \/ 90 ✅/);
    await rows.nth(0).locator('summary').click();
    await rows.nth(0).locator('.dl-add', { hasText: 'with a check' }).waitFor();
    await p.page.getByText('Open evolve_log.md').click();
    await p.waitSent({ type: 'openFile', file: 'evolve/evolve_log.md' });
    await clean(p);
  });

  test('Skill Tree: layers as bands, broken and illegal edges in red, a click on a skill opens its SKILL.md', async () => {
    const base = fixture('done');
    const id = base.skills[0].id;
    const s: DashboardSnapshot = {
      ...base,
      skillTree: {
        nodes: [
          { name: 'l3-weekly-sales', layer: 3, skill: id, file: 'SKILL.md', source: 'workspace', score: 82 },
          { name: 'l2-sales-digest', layer: 2, skill: null, file: null, source: 'workspace', score: null },
          { name: 'l2-sales-alert', layer: 2, skill: null, file: null, source: 'workspace', score: null },
          { name: 'l1-webhook-push', layer: 1, skill: null, file: null, source: 'catalogue', score: null },
        ],
        edges: [
          { from: 'l3-weekly-sales', to: 'l2-sales-digest', status: 'ok' },
          { from: 'l3-weekly-sales', to: 'l1-webhook-push', status: 'ok' },
          { from: 'l2-sales-alert', to: 'l2-sales-digest', status: 'illegal' },
          { from: 'l2-sales-alert', to: 'l1-nowhere', status: 'missing' },
        ],
      },
    };
    const p = await open({ state: { view: 'tree', skill: null } });
    await p.snapshot(s);
    await p.page.getByTestId('skill-tree').waitFor();
    const bandY = async (b: number) => Number(await p.page.locator(`g[data-band="${b}"] rect`).getAttribute('y'));
    assert.ok((await bandY(3)) < (await bandY(2)) && (await bandY(2)) < (await bandY(1)), 'L3 above L2 above L1');
    const stroke = (edge: string) =>
      p.page.locator(`path[data-edge="${edge}"]`).evaluate((el) => (globalThis as unknown as PageGlobals).getComputedStyle(el).stroke);
    const red = hexToRgb(theme('dark').vars['--vscode-errorForeground']);
    assert.equal(await stroke('l2-sales-alert->l2-sales-digest'), red, 'an illegal edge is red');
    assert.equal(await stroke('l2-sales-alert->l1-nowhere'), red, 'a missing edge is red');
    assert.notEqual(await stroke('l3-weekly-sales->l2-sales-digest'), red, 'a legal edge is not');
    assert.equal(await p.page.locator('g[data-node="l1-nowhere"]').getAttribute('class'), 'node missing');
    assert.equal(await p.page.getByTestId('tree-broken').locator('li').count(), 2);
    await p.page.locator('g[data-node="l3-weekly-sales"]').click();
    await p.waitSent({ type: 'openFile', skill: id, file: 'SKILL.md' });
    await p.screenshot('skill-tree');
    await clean(p);
  });

  test('UI state survives a reload (getState/setState); host data is never persisted', async () => {
    const s = fixture('done');
    const weekly = s.skills.find((k) => k.name === 'weekly-report')!;
    const p = await open();
    await p.snapshot(s);
    await p.tab('breakdown').click();
    await p.page.getByTestId('skill-picker').selectOption(weekly.id);
    const saved = await p.state();
    assert.deepEqual(saved, { view: 'breakdown', skill: weekly.id });
    await clean(p);
    const again = await open({ state: saved });
    await again.snapshot(s);
    await again.page.getByTestId('breakdown-view').waitFor();
    assert.equal(await again.page.getByTestId('skill-picker').inputValue(), weekly.id);
    // A persisted state from elsewhere (garbage) falls back to the overview.
    await clean(again);
    const junk = await open({ state: { view: 'nowhere', skill: 7 } });
    await junk.snapshot(s);
    await junk.page.getByTestId('skills-table').waitFor();
    await clean(junk);
  });

  test("zh-CN: the page follows the host's locale (tabs, statuses, the loop's own Chinese texts)", async () => {
    const s = { ...fixture('checkpoint'), locale: 'zh' as const };
    const p = await open({ lang: 'zh-CN' });
    await p.page.getByText('正在等待 VS Code 发送数据').waitFor();
    await p.snapshot(s);
    for (const label of ['技能', '分数历史', '维度明细', 'Full 模式健康度', '技能树', '检查点', '运行中的任务', '技能向导', '进化'])
      await p.page.locator('vscode-tab-header', { hasText: label }).first().waitFor();
    await p.page.getByTestId('checkpoint-banner').getByText(s.checkpoint!.checkpoint.title.zh).waitFor();
    await p.tab('checkpoint').click();
    await p.page.locator('vscode-button', { hasText: s.checkpoint!.checkpoint.choices[0].label.zh }).waitFor();
    await p.screenshot('zh-checkpoint');
    await clean(p);
  });
});

describe('the metis wizard view', () => {
  /** A wizard waiting at the phase 5 Gate Check, built by the host's own tracker from wizard events. */
  function wizardSnapshot(): DashboardSnapshot {
    const base = fixture('done');
    const tracker = new WizardTracker('wizard-1', 'upgrade', 'weekly-report', '/ws/skills/weekly-report');
    for (const phase of ['1', '2', '3', '3.5', '4', '5'] as const) {
      tracker.apply({ type: 'phase', phase, title: { en: `Phase ${phase}`, zh: `Phase ${phase}` } });
      tracker.apply({ type: 'product', phase, text: { en: `product of phase ${phase}`, zh: `阶段 ${phase} 的产出` } });
    }
    tracker.apply({
      type: 'notice',
      phase: '5',
      level: 'refusal',
      message: {
        en: '⛔ The iron rules require every Gate Check to wait for your explicit confirmation. Please confirm the current output first.',
        zh: '⛔ 铁律要求所有 Gate Check 必须等待用户明确确认，请先确认当前产出。',
      },
    });
    const checkpoint = {
      id: 'gate-5-7',
      kind: 'wizard-gate' as const,
      level: 'stop' as const,
      phase: '5' as const,
      skill: 'weekly-report',
      title: { en: 'Phase 5 · Generate', zh: 'Phase 5 · 生成（Generate）' },
      body: {
        en: 'product of phase 5\n\n[Gate Check] Please confirm: Is the generated content above what you expected?',
        zh: '阶段 5 的产出\n\n[Gate Check] 请确认：以上生成内容是否符合预期？',
      },
      choices: [
        { id: 'confirm', label: { en: 'Confirm', zh: '确认' } },
        { id: 'revise', label: { en: 'Revise', zh: '修改' } },
      ],
      defaultChoice: 'revise',
      freeText: true,
    };
    return {
      ...base,
      seq: base.seq + 10,
      job: null,
      checkpoint: { jobId: 'wizard-1', checkpoint, askedAt: '2026-12-01T10:00:00.000Z' },
      wizard: tracker.view(),
    };
  }

  test("one step per phase with what it produced; the Gate Check question with Confirm / Revise and the person's own words", async () => {
    const s = wizardSnapshot();
    const p = await open();
    await p.snapshot(s);
    const banner = p.page.getByTestId('wizard-banner');
    await banner.getByText('The skill wizard is waiting for you: Phase 5 · Generate').waitFor();
    await banner.locator('vscode-button').click();
    const view = p.page.getByTestId('wizard-view');
    await view.getByText('Upgrade: weekly-report').waitFor();
    const steps = view.getByTestId('wizard-step');
    assert.deepEqual(await steps.evaluateAll((xs) => xs.map((x) => `${x.getAttribute('data-phase')}:${x.getAttribute('data-status')}`)), [
      '1:done',
      '2:done',
      '3:done',
      '3.5:done',
      '4:done',
      '5:current',
      '6:pending',
      '7:pending',
      '8:pending',
    ]);
    assert.equal(await view.locator('[data-phase="5"] [data-testid="wizard-product"]').innerText(), 'product of phase 5');
    const q = view.getByTestId('wizard-question');
    assert.equal(await q.getAttribute('data-checkpoint'), 'gate-5-7');
    assert.match(await q.locator('.body').innerText(), /^\[Gate Check\] Please confirm: Is the generated content above what you expected\?$/);
    await view.getByTestId('wizard-notices').getByText('⛔ The iron rules require every Gate Check').waitFor();
    // The person's own words go as they are (the wizard, not the page, decides what they mean).
    await q.getByTestId('wizard-text').fill('add references/examples.md');
    await q.locator('vscode-button[data-choice="revise"]').click();
    const revise = (await p.waitSent({ type: 'answer' })) as Extract<import('../../src/shared/protocol.ts').WebviewMessage, { type: 'answer' }>;
    assert.deepEqual(
      { jobId: revise.jobId, checkpointId: revise.checkpointId, choice: revise.choice },
      { jobId: 'wizard-1', checkpointId: 'gate-5-7', choice: 'add references/examples.md' },
    );
    await p.post({ type: 'answerResult', requestId: revise.requestId, checkpointId: 'gate-5-7', accepted: true, reason: null });
    // The next question; Confirm posts the confirmation.
    const next = wizardSnapshot();
    next.seq += 1;
    next.checkpoint = { ...next.checkpoint!, checkpoint: { ...next.checkpoint!.checkpoint, id: 'gate-5-8' } };
    await p.post(snapshotMessage(next));
    await view.locator('[data-checkpoint="gate-5-8"]').waitFor();
    await p.screenshot('wizard');
    await view.locator('[data-checkpoint="gate-5-8"] vscode-button[data-choice="confirm"]').click();
    await p.waitSent({ type: 'answer', choice: 'confirm', checkpointId: 'gate-5-8', jobId: 'wizard-1' });
    await clean(p);
  });

  test('without a wizard the view says how to start one', async () => {
    const p = await open({ state: { view: 'wizard', skill: null } });
    await p.snapshot(fixture('done'));
    await p.page.getByText('No skill wizard is running. Start one with "Luban: New Skill" or "Luban: Upgrade Skill".').waitFor();
    await clean(p);
  });
});

describe('themes', () => {
  for (const key of ['dark', 'light', 'hc'] as ThemeKey[]) {
    test(`${key}: colours come from the theme's --vscode-* variables; screenshots`, async () => {
      const t = theme(key);
      const p = await open({ theme: key, width: 1100, height: 760 });
      const s = fixture('checkpoint');
      await p.snapshot(s);
      await p.page.locator(`body.${t.bodyClass}`).waitFor();
      const bg = await p.page.evaluate(() => {
        const g = globalThis as unknown as PageGlobals;
        return g.getComputedStyle(g.document.body).backgroundColor;
      });
      assert.equal(bg, hexToRgb(t.vars['--vscode-editor-background']));
      const fg = await p.page.evaluate(() => {
        const g = globalThis as unknown as PageGlobals;
        return g.getComputedStyle(g.document.body).color;
      });
      assert.equal(fg, hexToRgb(t.vars['--vscode-foreground']));
      await p.screenshot(`${key}-overview`);
      await p.tab('checkpoint').click();
      await p.page.getByTestId('checkpoint-card').waitFor();
      await p.screenshot(`${key}-checkpoint`);
      await p.post(snapshotMessage({ ...fixture('done'), seq: 1000 }));
      await p.page.getByText('No checkpoint is waiting').waitFor();
      await p.tab('history').click();
      await p.page.getByTestId('skill-picker').selectOption(fixture('done').skills.find((k) => k.name === 'weekly-report')!.id);
      const marks = p.page.locator('[data-testid="score-chart"] g.mark');
      const stroke = await p.page
        .locator('[data-testid="score-chart"] polyline.held')
        .evaluate((el) => (globalThis as unknown as PageGlobals).getComputedStyle(el).stroke);
      assert.equal(stroke, hexToRgb(t.vars['--vscode-charts-blue']));
      await marks.nth(2).hover();
      await p.page.getByTestId('chart-tooltip').waitFor();
      await p.screenshot(`${key}-history`);
      await p.tab('breakdown').click();
      await p.page.getByTestId('breakdown-table').waitFor();
      await p.screenshot(`${key}-breakdown`);
      await p.tab('health').click();
      await p.page.getByTestId('health-view').waitFor();
      await p.screenshot(`${key}-health`);
      await p.tab('job').click();
      await p.page.getByTestId('job-view').waitFor();
      await p.screenshot(`${key}-job`);
      await clean(p);
    });
  }
});
