/**
 * Issue 33 item 6 in real Chromium against the fake host: when a run starts the page shows
 * the running skill (unless the person picks another during the run); a finished run's
 * strip is a short line the person can put away, and it goes when they start another
 * action; a card leads with its plain title, the seed's step as a small tag.
 *
 * Build first (npx tsc -p webview-ui && node scripts/build.mjs).
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import type { DashboardSnapshot, JobView } from '../../src/shared/protocol.ts';
import { SHOTS, cleanupProfile, fixture, launch, openDashboard, startServer, type FakeServer, type HostPage, type PageGlobals } from './support/fake-host.ts';

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

async function clean(p: HostPage): Promise<void> {
  assert.deepEqual(p.pageErrors, [], 'page errors');
  assert.deepEqual(await p.cspViolations(), [], 'CSP violations');
  await p.page.context().close();
}

const base = fixture('done');
let seq = base.seq;
/** The fixture with a job of this id and status on one skill. */
function withJob(id: string, status: JobView['status'], skill: (typeof base.skills)[number] | null): DashboardSnapshot {
  const job: JobView | null = skill
    ? {
        ...base.job!,
        id,
        status,
        skills: [skill.id],
        skill: skill.name,
        progress: { done: status === 'running' ? 0 : 1, total: 1 },
        endedAt: status === 'running' ? null : base.job!.endedAt,
        outcome: status === 'cancelled' ? 'cancelled: SKILL.md is the last kept version' : null,
      }
    : null;
  return { ...base, seq: ++seq, job, checkpoint: null };
}

/** Waits until the skill picker shows this skill. */
async function pickerShows(p: HostPage, id: string): Promise<void> {
  const picker = p.page.getByTestId('skill-picker');
  for (let i = 0; i < 50; i++) {
    if ((await picker.inputValue()) === id) return;
    await p.page.waitForTimeout(100);
  }
  assert.equal(await picker.inputValue(), id);
}

const hostState = (p: HostPage) => p.page.evaluate(() => (globalThis as unknown as PageGlobals).__host.state as { view: string; skill: string | null });

describe('the dashboard follows a run', () => {
  test('a run starts: the views show the running skill; a skill the person picks during the run stays; the next run is followed again', async () => {
    const [a, b, c] = base.skills;
    const p = await openDashboard(browser, server, { state: { view: 'breakdown', skill: a.id } });
    await p.snapshot(withJob('old', 'done', a));
    const picker = p.page.getByTestId('skill-picker');
    assert.equal(await picker.inputValue(), a.id);
    // A run on c starts: the page shows c's dimensions, not a's.
    await p.snapshot(withJob('run-c', 'running', c));
    await pickerShows(p, c.id);
    assert.equal((await hostState(p)).skill, c.id, 'the selection is persisted as the page state');
    // The person looks at b during the run: the next snapshots of the same run leave it there.
    await picker.selectOption(b.id);
    await p.snapshot(withJob('run-c', 'running', c));
    await p.snapshot(withJob('run-c', 'waiting', c));
    assert.equal(await picker.inputValue(), b.id);
    // A later run is followed again.
    await p.snapshot(withJob('run-c', 'done', c));
    await p.snapshot(withJob('run-a', 'running', a));
    await pickerShows(p, a.id);
    await clean(p);
  });
});

describe('the strip of a finished run', () => {
  test('a cancelled run leaves a short line with ✕; dismissed, it stays away on the next snapshots; a new run brings the strip back', async () => {
    const [a] = base.skills;
    const p = await openDashboard(browser, server, { state: { view: 'overview', skill: null } });
    await p.snapshot(withJob('run-1', 'running', a));
    const strip = p.page.getByTestId('job-strip');
    await strip.getByText('Running', { exact: true }).waitFor();
    assert.equal(await p.page.getByTestId('job-strip-dismiss').count(), 0, 'a live run cannot be put away');
    await p.snapshot(withJob('run-1', 'cancelled', a));
    await strip.getByText('Cancelled', { exact: true }).waitFor();
    await p.screenshot('run-strip-cancelled');
    await p.page.getByTestId('job-strip-dismiss').click();
    await strip.waitFor({ state: 'detached' });
    await p.snapshot(withJob('run-1', 'cancelled', a));
    assert.equal(await strip.count(), 0, 'the same finished run does not come back');
    await p.snapshot(withJob('run-2', 'running', a));
    await strip.getByText('Running', { exact: true }).waitFor();
    await clean(p);
  });

  test('starting another action puts the finished strip away', async () => {
    const [a] = base.skills;
    const p = await openDashboard(browser, server, { state: { view: 'overview', skill: null } });
    const s0 = { ...a, static: null };
    await p.snapshot({ ...withJob('run-9', 'cancelled', a), skills: [s0, ...base.skills.slice(1)] });
    const strip = p.page.getByTestId('job-strip');
    await strip.getByText('Cancelled', { exact: true }).waitFor();
    await p.page.locator(`tr[data-skill="${s0.name}"]`).getByTestId('cmd-score').click();
    await p.waitSent({ type: 'runCommand', command: 'score', skill: s0.id });
    await strip.waitFor({ state: 'detached' });
    await clean(p);
  });
});

describe('cards', () => {
  test('a card leads with its plain title; the seed step is a small tag; the body says what is next and what it cost', async () => {
    const s = fixture('checkpoint');
    const cp = s.checkpoint!.checkpoint;
    const card = {
      ...cp,
      title: { en: 'Where the skill loses points now', zh: '技能目前在哪里失分' },
      tag: 'Phase 0.3 · diagnostics.tsv',
      body: {
        en: 'Luban checked 1 skill(s) with its own rules.\nweekly-report: structure (SkillOps) 2/3\nNext: every skill gets its starting score.\nSo far: 0 model call(s) · 0 tokens · 0:04.',
        zh: 'Luban 用自身规则检查了 1 个技能。\n接下来：测出起始分。\n目前已用：模型调用 0 次 · 0 tokens · 用时 0:04。',
      },
      cost: { calls: 0, tokens: 0, elapsedMs: 4000 },
      diff: undefined,
    };
    const p = await openDashboard(browser, server, { state: { view: 'checkpoint', skill: null } });
    await p.snapshot({ ...s, checkpoint: { ...s.checkpoint!, checkpoint: card } });
    const shown = p.page.getByTestId('checkpoint-card');
    assert.equal(await shown.locator('h2').innerText(), 'Where the skill loses points now');
    assert.equal((await p.page.getByTestId('checkpoint-tag').innerText()).split(' · ').slice(0, 2).join(' · '), 'Phase 0.3 · diagnostics.tsv');
    await shown.getByText(/Next: every skill gets its starting score\./).waitFor();
    await shown.getByText(/So far: 0 model call\(s\) · 0 tokens · 0:04\./).waitFor();
    await clean(p);
  });
});
