/**
 * The dashboard's lifecycle panels (issue 13 item 6), runtime compatibility table (issue
 * 12 item 7) and empty-state buttons (issue 12 item 2), in real Chromium behind the fake
 * host (support/fake-host.ts). The lifecycle and compatibility data are built by the
 * host's own builders (src/extension/dashboard/lifecycle-view.ts) from real records in a
 * temp folder — failure reports appended by the store, two real MUSE runs, a schedule —
 * and attached to a recorded snapshot's skill.
 *
 * Build first (node scripts/build.mjs); `npm run test:webview` does it.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { scanDocument } from '../../src/core/engine/scan.ts';
import { regress } from '../../src/core/workflows/lifecycle/muse/run.ts';
import { loadSkill } from '../../src/core/skill/load.ts';
import { appendFailure, type NewFailureRecord } from '../../src/core/formats/failures.ts';
import { compatibilityView, lifecycleView } from '../../src/extension/dashboard/lifecycle-view.ts';
import type { DashboardSnapshot, SkillView, WebviewMessage } from '../../src/shared/protocol.ts';
import { tempDir } from '../support/tmp.ts';
import { SHOTS, cleanupProfile, fixture, launch, openDashboard, startServer, type FakeServer, type HostPage } from './support/fake-host.ts';

let browser: Browser;
let server: FakeServer;

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
  return openDashboard(browser, server, o);
}

async function clean(p: HostPage): Promise<void> {
  assert.deepEqual(p.pageErrors, [], 'page errors');
  assert.deepEqual(await p.cspViolations(), [], 'CSP violations');
  await p.page.context().close();
}

const SKILL = `---
name: release-notes
description: Drafts release notes from merged pull requests. Use when the user asks to "draft release notes" or "write the changelog". ${'It groups the changes by category and keeps every PR number. '.repeat(20).trim()}
---

# Release notes

## Workflow

1. List merged pull requests since the last tag with \`git log --merges --oneline\`.
2. Group them into features and fixes using [the categories](references/categories.md).
3. Show the draft and wait for approval before writing \`CHANGELOG.md\`.

## Rules

- You must keep the PR number on every line.
- Never include internal ticket links.
`;
const MUST = 'You must keep the PR number on every line.';

function report(over: Partial<NewFailureRecord>): NewFailureRecord {
  return {
    timestamp: '2026-11-20T10:00:00.000Z',
    skill: 'release-notes',
    gap: { type: 'rule-missing', label: '规则缺失/模糊' },
    location: { file: 'SKILL.md', line: 16, endLine: 16 },
    rule: `- ${MUST}`,
    proposal: { old_str: MUST, new_str: `${MUST} No exceptions.`, reason: 'the rule was read as optional' },
    evidence: 'static',
    status: 'pending',
    instruction: 'draft release notes for v2',
    parameters: '',
    output: '- Fixed the login bug',
    feedback: 'the PR number is missing',
    transcript: null,
    ...over,
  };
}

/** A recorded snapshot whose first skill carries lifecycle records and runtime verdicts built by the host from real files. */
async function lifecycleSnapshot(locale: 'en' | 'zh' = 'en'): Promise<{ snap: DashboardSnapshot; skill: SkillView }> {
  const root = tempDir({ 'release-notes/SKILL.md': SKILL, 'release-notes/references/categories.md': '# Categories\n\n- features\n- fixes\n' });
  const dir = path.join(root, 'release-notes');
  await appendFailure(dir, report({}));
  await appendFailure(dir, report({ timestamp: '2026-11-21T10:00:00.000Z', status: 'applied' }));
  await appendFailure(
    dir,
    report({
      timestamp: '2026-11-22T10:00:00.000Z',
      gap: { type: 'trigger-missed', label: '触发词遗漏' },
      location: { file: 'SKILL.md', line: 3, endLine: 3 },
      rule: 'description: Drafts release notes',
      status: 'discarded',
    }),
  );
  await regress(dir, { trigger: 'cli', now: () => new Date('2026-11-23T09:00:00Z') });
  rmSync(path.join(dir, 'references/categories.md'));
  await regress(dir, { trigger: 'save', now: () => new Date('2026-11-24T09:00:00Z') });
  const now = new Date('2026-11-25T09:00:00Z');
  const result = scanDocument(await loadSkill(dir), { now });
  const base = fixture('done');
  const first = {
    ...base.skills[0],
    lifecycle: await lifecycleView({ dir, result, workspace: root, now }),
    compatibility: compatibilityView(result, locale === 'zh' ? 'zh-CN' : 'en'),
  };
  return { snap: { ...base, locale, seq: base.seq + 5, skills: [first, ...base.skills.slice(1)] }, skill: first };
}

describe('lifecycle panels', () => {
  test('failure reports: gap type, located file:line (opens the file), repeated failures per rule, patch status', async () => {
    const { snap, skill } = await lifecycleSnapshot();
    const p = await open({ state: { view: 'lifecycle', skill: skill.id } });
    await p.snapshot(snap);
    const panel = p.page.getByTestId('failures-panel');
    await panel.getByText('3 report(s) · 1 rule(s) reported more than once').waitFor();
    const rows = panel.locator('[data-testid="failures-table"] tbody tr');
    assert.deepEqual(await rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-report'))), ['EVO-3', 'EVO-2', 'EVO-1']);
    const text = async (i: number) => (await rows.nth(i).innerText()).replace(/\s+/g, ' ');
    assert.match(await text(0), /Trigger word missed .*SKILL\.md:3 .*1× .*discarded/);
    assert.match(await text(1), /Rule missing or vague .*SKILL\.md:16 .*2× .*applied/);
    assert.match(await text(2), /2× .*pending .*You must keep the PR number on every line\. → You must keep the PR number on every line\. No exceptions\./);
    const repeated = panel.getByTestId('failures-repeated').locator('li');
    assert.equal(await repeated.count(), 1);
    assert.equal(await repeated.first().getAttribute('data-count'), '2');
    await rows.nth(1).getByRole('button', { name: 'SKILL.md:16' }).click();
    await p.waitSent({ type: 'openFile', skill: skill.id, file: 'SKILL.md', line: 16 });
    // The panel's own button files another report.
    await panel.getByTestId('cmd-reportFailure').click();
    await p.waitSent({ type: 'runCommand', command: 'reportFailure', skill: skill.id });
    await p.screenshot('lifecycle');
    await clean(p);
  });

  test('regression history: per run the verdict and pass / fail / not-run, the failing case with why, the rollback suggestion', async () => {
    const { snap, skill } = await lifecycleSnapshot();
    const regress = skill.lifecycle!.regress;
    const p = await open({ state: { view: 'lifecycle', skill: skill.id } });
    await p.snapshot(snap);
    const panel = p.page.getByTestId('regress-panel');
    const rows = panel.locator('[data-testid="regress-table"] tbody tr');
    assert.deepEqual(await rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-verdict'))), ['partial', 'pass']);
    const last = regress.runs[0];
    const cells = await rows.first().locator('td').allInnerTexts();
    assert.deepEqual(cells.slice(1, 6), ['save', 'partial', String(last.pass), String(last.fail), String(last.notRun)]);
    assert.match(cells[6], /references reachable — references\/categories\.md does not exist any more/);
    assert.match(await rows.first().getByTestId('rollback').innerText(), /Rollback suggestion:\s*Roll back to the snapshot of .*references\/categories\.md/);
    assert.equal(await rows.nth(1).getByTestId('rollback').count(), 0, 'a passing run suggests no rollback');
    assert.equal(
      await panel.getByTestId('regress-cases').innerText(),
      `tests.yaml: ${regress.cases} case(s) · ${regress.passing} last passed · ${regress.failing} last failed`,
    );
    await panel.getByTestId('regress-cases').click();
    await p.waitSent({ type: 'openFile', skill: skill.id, file: 'tests.yaml' });
    await clean(p);
  });

  test("due reminders: what is due, why, and a Run button that posts the module's command", async () => {
    const { snap, skill } = await lifecycleSnapshot();
    const due = skill.lifecycle!.due.filter((d) => d.applicable);
    const p = await open({ state: { view: 'lifecycle', skill: skill.id } });
    await p.snapshot(snap);
    const rows = p.page.locator('[data-testid="due-table"] tbody tr');
    assert.deepEqual(
      await rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-module'))),
      due.map((d) => d.module),
    );
    const hasp = p.page.locator('[data-testid="due-table"] tr[data-module="HASP"]');
    assert.match((await hasp.innerText()).replace(/\s+/g, ' '), /HASP hardening .* due .*1 rule\(s\) ignored twice or more \(most: 2× — level 1\)/);
    const muse = p.page.locator('[data-testid="due-table"] tr[data-module="MUSE"]');
    assert.match((await muse.innerText()).replace(/\s+/g, ' '), /not due .*no change since the last run/);
    const skillOps = p.page.locator('[data-testid="due-table"] tr[data-module="SkillOps"]');
    assert.match(await skillOps.innerText(), /never run \(weekly\)/);
    for (const [module, command] of [
      ['HASP', 'harden'],
      ['SkillOps', 'health'],
      ['MUSE', 'regress'],
    ] as const) {
      await p.page.locator(`[data-testid="due-table"] tr[data-module="${module}"]`).getByTestId(`cmd-${command}`).click();
      await p.waitSent({ type: 'runCommand', command, skill: skill.id });
    }
    await clean(p);
  });

  test('zh-CN: the panels in Chinese (gap labels, statuses, the reasons the host wrote in both languages)', async () => {
    const { snap, skill } = await lifecycleSnapshot('zh');
    const p = await open({ lang: 'zh-CN', state: { view: 'lifecycle', skill: skill.id } });
    await p.snapshot(snap);
    for (const label of ['生命周期', '运行时']) await p.page.locator('vscode-tab-header', { hasText: label }).first().waitFor();
    await p.page.getByTestId('failures-panel').getByText('3 份报告 · 1 条规则被报告不止一次').waitFor();
    assert.match(await p.page.locator('tr[data-report="EVO-3"]').innerText(), /触发词遗漏[\s\S]*已放弃/);
    assert.match(await p.page.locator('[data-testid="regress-table"] tbody tr').first().innerText(), /部分通过[\s\S]*references 可达性/);
    assert.match(await p.page.locator('tr[data-module="HASP"]').innerText(), /第 1 级/);
    await p.tab('compat').click();
    await p.page.getByTestId('compat-table').waitFor();
    assert.match(await p.page.getByTestId('compat-summary').innerText(), /个可加载/);
    assert.match(await p.page.getByTestId('compat-table').innerText(), /个字符/);
    await p.screenshot('zh-lifecycle-compat');
    await clean(p);
  });
});

describe('runtime compatibility table', () => {
  test("one row per runtime with its verdict; each reason with file:line (opens it) and the limit's source", async () => {
    const { snap, skill } = await lifecycleSnapshot();
    const rowsIn = skill.compatibility!;
    const p = await open({ state: { view: 'compat', skill: skill.id } });
    await p.snapshot(snap);
    const rows = p.page.locator('[data-testid="compat-table"] tbody tr');
    assert.deepEqual(
      await rows.evaluateAll((trs) => trs.map((tr) => `${tr.getAttribute('data-runtime')}:${tr.getAttribute('data-verdict')}`)),
      rowsIn.map((r) => `${r.runtime}:${r.verdict}`),
    );
    const n = (v: string) => rowsIn.filter((r) => r.verdict === v).length;
    assert.equal(await p.page.getByTestId('compat-summary').innerText(), `${n('loads')} load · ${n('cut-short')} cut short · ${n('dropped')} dropped`);
    const dropped = rowsIn.find((r) => r.verdict === 'dropped');
    assert.ok(dropped, `the long description is dropped somewhere: ${rowsIn.map((r) => r.verdict).join(', ')}`);
    const row = p.page.locator(`tr[data-runtime="${dropped.runtime}"]`);
    assert.match(await row.innerText(), /dropped/);
    const drop = dropped.reasons.find((r) => r.effect === 'drop')!;
    await row.locator('li.effect-drop').first().getByText(drop.text).waitFor();
    assert.equal(await row.locator('li.effect-drop a').first().getAttribute('href'), drop.source);
    await row
      .locator('li.effect-drop')
      .first()
      .getByRole('button', { name: `${drop.file}:${drop.line}` })
      .click();
    await p.waitSent({ type: 'openFile', skill: skill.id, file: drop.file, line: drop.line });
    await p.screenshot('compat');
    await clean(p);
  });

  test('the overview says whether runtimes load the skill, apart from the seed\'s wording gate: "dropped" never stands beside a lone "pass" (issue 33 item 4)', async () => {
    const { snap, skill } = await lifecycleSnapshot();
    const rowsIn = skill.compatibility!;
    const dropped = rowsIn.filter((r) => r.verdict === 'dropped').length;
    assert.ok(dropped > 0, 'the fixture skill is dropped somewhere');
    const p = await open();
    await p.snapshot({ ...snap, skills: [{ ...skill, runtimeGate: 'pass' }, ...snap.skills.slice(1)] });
    const cell = p.page.locator(`tr[data-skill="${skill.name}"] [data-col="runtimes"]`);
    const loads = cell.locator(':scope > .chip');
    assert.equal(await loads.innerText(), `${dropped} of ${rowsIn.length} drop it`);
    assert.match((await loads.getAttribute('class')) ?? '', /gate-fail/);
    assert.equal((await cell.locator('.sub').innerText()).replace(/\s+/g, ' ').trim(), 'neutral wording: pass');
    await clean(p);
  });

  test('a skill without a scan result: no verdicts, and Score now posts the command', async () => {
    const base = fixture('done');
    const bare = { ...base.skills[0], compatibility: null };
    const p = await open({ state: { view: 'compat', skill: bare.id } });
    await p.snapshot({ ...base, skills: [bare, ...base.skills.slice(1)] });
    await p.page.getByTestId('compat-empty').getByText('No scan result for this skill, so no verdicts.').waitFor();
    await p.page.getByTestId('compat-empty').getByTestId('cmd-score').click();
    await p.waitSent({ type: 'runCommand', command: 'score', skill: bare.id });
    await clean(p);
  });
});

describe('empty states offer a button', () => {
  /** The recorded snapshot with nothing recorded: no history, no runs, no lifecycle records. */
  function emptySnapshot(): { snap: DashboardSnapshot; id: string } {
    const base = fixture('done');
    const s0 = {
      ...base.skills[0],
      history: [],
      static: null,
      breakdown: null,
      lifecycle: {
        failures: { reports: [], total: 0, repeated: [], problems: [] },
        regress: { runs: [], total: 0, cases: 0, passing: 0, failing: 0, problems: [] },
        due: [],
      },
    };
    return { snap: { ...base, skills: [s0], job: null, health: null, evolve: null, wizard: null, checkpoint: null }, id: s0.id };
  }

  const cases: Array<{ name: string; view: string; where: string; text: RegExp; command: string; skill: 'id' | null }> = [
    {
      name: 'no failure reports → Report a failure',
      view: 'lifecycle',
      where: 'failures-empty',
      text: /No failure reports for this skill yet/,
      command: 'reportFailure',
      skill: 'id',
    },
    {
      name: 'no regression cases → Run regression',
      view: 'lifecycle',
      where: 'regress-empty',
      text: /No regression cases for this skill yet/,
      command: 'regress',
      skill: 'id',
    },
    {
      name: 'no score history → Optimize',
      view: 'history',
      where: 'history-empty',
      text: /No results\.tsv rows for this skill yet/,
      command: 'optimize',
      skill: 'id',
    },
    { name: 'no scan result → Score now', view: 'breakdown', where: 'breakdown-empty', text: /No scan result for this skill/, command: 'score', skill: 'id' },
    { name: 'no optimisation rounds → Optimize', view: 'health', where: 'health-empty', text: /No optimisation rounds yet/, command: 'optimize', skill: null },
    { name: 'no running job → Optimize', view: 'job', where: 'job-empty', text: /No optimisation is running/, command: 'optimize', skill: null },
    { name: 'no evolve run → Evolve skill', view: 'evolve', where: 'evolve-empty', text: /No evolve run in this session yet/, command: 'evolve', skill: null },
    { name: 'no wizard → New skill', view: 'wizard', where: 'wizard-view', text: /No skill wizard is running/, command: 'newSkill', skill: null },
  ];
  for (const c of cases) {
    test(c.name, async () => {
      const { snap, id } = emptySnapshot();
      const p = await open({ state: { view: c.view, skill: id } });
      await p.snapshot(snap);
      const box = p.page.getByTestId(c.where);
      await box.getByText(c.text).waitFor();
      await box.getByTestId(`cmd-${c.command}`).click();
      const m = (await p.waitSent({ type: 'runCommand', command: c.command })) as Extract<WebviewMessage, { type: 'runCommand' }>;
      assert.equal(m.skill, c.skill === 'id' ? id : null);
      assert.equal((await p.sent()).filter((x) => x.type === 'runCommand').length, 1, 'one click, one message');
      await clean(p);
    });
  }

  test('no skills → Scan workspace / New skill; a skill with no score → Score now in its row', async () => {
    const base = fixture('done');
    const p = await open();
    await p.snapshot({ ...base, skills: [] });
    await p.page.getByTestId('overview-empty').getByTestId('cmd-scan').click();
    await p.waitSent({ type: 'runCommand', command: 'scan', skill: null });
    await p.page.getByTestId('overview-empty').getByTestId('cmd-newSkill').click();
    await p.waitSent({ type: 'runCommand', command: 'newSkill', skill: null });
    const s0 = { ...base.skills[0], static: null };
    await p.snapshot({ ...base, seq: base.seq + 1, skills: [s0, ...base.skills.slice(1)] });
    const row = p.page.locator(`tr[data-skill="${s0.name}"]`);
    await row.getByText('No score yet').waitFor();
    await row.getByTestId('cmd-score').click();
    await p.waitSent({ type: 'runCommand', command: 'score', skill: s0.id });
    await clean(p);
  });

  test('Restricted Mode: buttons that would write are disabled and post nothing; read-only ones still work', async () => {
    const { snap, id } = emptySnapshot();
    const p = await open({ state: { view: 'lifecycle', skill: id } });
    await p.snapshot({ ...snap, trusted: false });
    const button = p.page.getByTestId('failures-empty').getByTestId('cmd-reportFailure');
    await button.waitFor();
    assert.equal(await button.getAttribute('title'), 'Off in Restricted Mode: trust the workspace first.');
    await button.click({ force: true });
    await p.tab('breakdown').click();
    await p.page.getByTestId('breakdown-empty').getByTestId('cmd-score').click();
    await p.waitSent({ type: 'runCommand', command: 'score', skill: id });
    assert.deepEqual(
      (await p.sent()).filter((m) => m.type === 'runCommand').map((m) => (m as { command: string }).command),
      ['score'],
    );
    await clean(p);
  });
});
