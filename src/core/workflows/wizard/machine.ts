/**
 * The wizard as a state machine (docs/features.md G1; seed metis 统一进化工作流):
 *
 *   1 understand → 2 discover → 3 decide ─C→ 3.5 sync ─→ 4 plan → 5 generate → 6 review → 7 submit → 8 verify
 *                                        └A/B/D──────→ 4        ↑ 6 -.回退.-> 5      3 -.回退.-> 1
 *
 * Each phase (./phase-*.ts) ends in its Gate Check and returns the phase to go to. Before
 * a phase is entered its hard gates are checked here (`canEnter`): direction C never
 * reaches phases 4–7 without the phase 3.5 sync (iron rules #9/#18), phase 7 never runs
 * without a passed and confirmed review (#9/#19) — whatever a saved state says. The state
 * is saved after every step; an uncaught error is appended to tmps/error.log with its
 * phase (G7) and the run ends with the sandbox and the APP directory as they were.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { readWizardState, type Requirement, type WizardState } from '../../formats/wizard-state.ts';
import type { Checkpoint } from '../interaction.ts';
import { nameConflict } from './conflicts.ts';
import { WizardContext } from './context.ts';
import { draftingPlan, planNumbers } from './drafting.ts';
import { WorkFolders } from './folders.ts';
import { ask, askConflict } from './gate.ts';
import { wizardText, type WizardMessageKey } from './messages.ts';
import { frontmatterData } from './frontmatter-edit.ts';
import { understand } from './phase-1-understand.ts';
import { discover } from './phase-2-discover.ts';
import { decide } from './phase-3-decide.ts';
import { sync } from './phase-3-5-sync.ts';
import { plan } from './phase-4-plan.ts';
import { generate } from './phase-5-generate.ts';
import { reviewPhase } from './phase-6-review.ts';
import { submit } from './phase-7-submit.ts';
import { verify } from './phase-8-verify.ts';
import { newSkillFile } from './skill-file.ts';
import { WizardStopped, type WizardOptions, type WizardOutcome, type WizardPhase } from './types.ts';

export type Entry = { ok: true } | { ok: false; redirect: WizardPhase; refusal?: WizardMessageKey };

/** The hard gates in front of each phase. */
export function canEnter(state: WizardState, phase: WizardPhase): Entry {
  const c = state.decision?.direction === 'C';
  const needSync = (): Entry => (c && !state.synced ? { ok: false, redirect: '3.5', refusal: 'refuse.cWithout35' } : { ok: true });
  switch (phase) {
    case '1':
    case '2':
      return phase === '2' && !state.requirement ? { ok: false, redirect: '1' } : { ok: true };
    case '3':
      return !state.requirement ? { ok: false, redirect: '1' } : !state.discovery ? { ok: false, redirect: '2' } : { ok: true };
    case '3.5':
      return !state.decision ? { ok: false, redirect: '3' } : c ? { ok: true } : { ok: false, redirect: '4' };
    case '4':
      return !state.decision ? { ok: false, redirect: '3' } : needSync();
    case '5':
      return !state.plan ? { ok: false, redirect: '4' } : needSync();
    case '6':
      return !state.generated ? { ok: false, redirect: '5' } : needSync();
    case '7': {
      const s = needSync();
      if (!s.ok) return s;
      return state.reviewed?.stageA && state.reviewed.stageB ? { ok: true } : { ok: false, redirect: '6', refusal: 'refuse.submitWithoutReview' };
    }
    case '8':
      return state.submitted ? { ok: true } : { ok: false, redirect: '7' };
  }
}

const PHASES: Record<WizardPhase, (ctx: WizardContext) => Promise<WizardPhase | 'done'>> = {
  '1': (ctx) => understand(ctx, ctx.seed),
  '2': discover,
  '3': decide,
  '3.5': sync,
  '4': plan,
  '5': generate,
  '6': reviewPhase,
  '7': submit,
  '8': verify,
};

export function freshState(o: Pick<WizardOptions, 'kind' | 'name' | 'target'>, skillFile: string, now: Date): WizardState {
  const at = now.toISOString();
  return { format: 1, kind: o.kind, name: o.name, target: o.target, skillFile, phase: '1', startedAt: at, updatedAt: at, notes: [], waivers: [], gates: [] };
}

async function skillFileOf(kind: 'new' | 'upgrade', target: string): Promise<string> {
  if (kind === 'new') return newSkillFile(target);
  const has = async (f: string) => (await fs.readdir(target).catch(() => [] as string[])).includes(f);
  return (await has('SKILL.md')) ? 'SKILL.md' : (await has('skill.md')) ? 'skill.md' : 'SKILL.md';
}

/** An upgrade's starting answers, from the installed skill: its description and its quoted trigger words. */
export async function seedFromSkill(target: string, skillFile: string): Promise<Requirement | undefined> {
  let text: string;
  try {
    text = await fs.readFile(path.join(target, skillFile), 'utf8');
  } catch {
    return undefined;
  }
  const data = frontmatterData(text.replace(/^\uFEFF/, '').replace(/\r\n/g, '\n'));
  const description = typeof data?.description === 'string' ? data.description : '';
  const triggers = [...description.matchAll(/["“「『]([^"”」』]{1,40})["”」』]/g)].map((m) => m[1].trim()).filter(Boolean);
  return { intent: description, abilities: [], boundaries: [], failure: '', constraints: '', triggers, description, drafted: 'template' };
}

/** The phase 1 starting point: the installed skill's answers, overridden by the ones given up front. */
export function seedWithAnswers(base: Requirement | undefined, answers: WizardOptions['answers']): Requirement | undefined {
  if (!base && !answers) return undefined;
  const empty: Requirement = { intent: '', abilities: [], boundaries: [], failure: '', constraints: '', triggers: [], description: '', drafted: 'template' };
  const out = { ...empty, ...base };
  for (const [k, v] of Object.entries(answers ?? {})) if (v !== undefined && (Array.isArray(v) ? v.length : v)) (out as Record<string, unknown>)[k] = v;
  return out;
}

/** Iron rule #1 on the name the run was started with (G6: pause, explain, ask). */
async function settleName(options: WizardOptions, now: Date): Promise<{ name: string; waived?: { reason: string; request: string } }> {
  let name = options.name;
  for (let i = 0; i < 5; i++) {
    const c = nameConflict(name);
    if (!c) return { name };
    const probe = new WizardContext(options, freshState({ ...options, name: c.data.converted }, 'skill.md', now));
    const d = await askConflict(probe, '1', c, name);
    if (d.kind === 'accept') return { name: c.data.converted };
    if (d.kind === 'waive') return { name, waived: { reason: d.reason, request: name } };
    name = d.text.trim();
  }
  throw new WizardStopped();
}

async function start(options: WizardOptions, now: Date): Promise<WizardContext> {
  const settled = options.kind === 'new' ? await settleName(options, now) : { name: options.name };
  const opts = {
    ...options,
    name: settled.name,
    target: options.kind === 'new' && settled.name !== options.name ? path.join(path.dirname(options.target), settled.name) : options.target,
  };
  const folders = new WorkFolders(opts.workspace, opts.name);
  await folders.ensure();
  const saved = await readWizardState(folders.stateFile, now);
  const ctx = new WizardContext(opts, freshState(opts, await skillFileOf(opts.kind, opts.target), now));
  if (saved.kind === 'corrupt') ctx.say('start', 'error', 'notice.stateProblem', { file: folders.stateFile, problem: saved.problem, backup: saved.backup });
  let resumed = false;
  if (saved.kind === 'ok' && saved.state.phase !== 'done' && path.resolve(saved.state.target) === path.resolve(opts.target)) {
    const phaseTitle = wizardText(`phase.${saved.state.phase}` as WizardMessageKey);
    const cp: Checkpoint = {
      id: 'resume',
      kind: 'wizard-resume',
      level: 'checkpoint',
      phase: saved.state.phase,
      skill: opts.name,
      title: {
        en: wizardText('resume.title', { name: opts.name, phase: phaseTitle.en }).en,
        zh: wizardText('resume.title', { name: opts.name, phase: phaseTitle.zh }).zh,
      },
      body: wizardText('resume.body'),
      choices: [
        { id: 'resume', label: wizardText('resume.resume') },
        { id: 'restart', label: wizardText('resume.restart') },
      ],
      defaultChoice: 'resume',
      freeText: true,
    };
    const reply = (await ask(ctx, cp)).trim().toLowerCase();
    resumed = !/^(restart|2|重新开始|重来)$/.test(reply);
    if (resumed) {
      ctx.state = saved.state;
      ctx.say('start', 'info', 'notice.resumed', { phase: ctx.state.phase });
    }
  }
  if (!resumed) {
    const n = await folders.clearForRestart();
    // Said only when something was removed; a first run has nothing to clean.
    if (n) ctx.say('start', 'info', 'notice.tmpsCleared', { n, dir: folders.root });
    ctx.say('start', 'info', 'notice.intro', { work: folders.root, target: opts.target });
    if (settled.waived) ctx.state.waivers.push({ rule: 1, request: settled.waived.request, reason: settled.waived.reason, at: now.toISOString() });
  }
  return ctx;
}

/** The cost plan before any model request (docs/features.md C9); declined → templates. */
async function settleDrafting(ctx: WizardContext): Promise<void> {
  const model = ctx.options.model;
  if (!model) {
    ctx.state.modelDrafting = false;
    ctx.say('start', 'info', 'notice.noModel');
    return;
  }
  if (ctx.options.draftingAccepted === false) {
    ctx.state.modelDrafting = false;
    ctx.say('start', 'info', 'notice.modelDeclined');
    return;
  }
  if (ctx.options.draftingAccepted) {
    ctx.state.modelDrafting = true;
    ctx.say('start', 'info', 'notice.modelDrafting', { model: model.model });
    return;
  }
  if (ctx.state.modelDrafting !== undefined) return;
  const planned = draftingPlan(JSON.stringify(ctx.state.requirement ?? { name: ctx.state.name }));
  const cp: Checkpoint = {
    id: 'cost',
    kind: 'wizard-cost',
    level: 'checkpoint',
    phase: ctx.state.phase === 'done' ? '8' : ctx.state.phase,
    skill: ctx.state.name,
    title: wizardText('cost.title', { model: model.model }),
    body: wizardText('cost.body', planNumbers(planned)),
    choices: [
      { id: 'proceed', label: wizardText('cost.proceed') },
      { id: 'templates', label: wizardText('cost.templates') },
    ],
    defaultChoice: 'templates',
    freeText: true,
  };
  const reply = (await ask(ctx, cp)).trim().toLowerCase();
  ctx.state.modelDrafting = /^(proceed|1|y|yes|是|好|可以|确认|继续)$/.test(reply);
  if (!ctx.state.modelDrafting) ctx.say('start', 'info', 'notice.modelDeclined');
}

/** Run (or resume) the wizard until it is done, stopped at a question, or failed. */
export async function runWizard(options: WizardOptions): Promise<WizardOutcome> {
  const clock = options.clock ?? (() => new Date());
  let ctx: WizardContext | undefined;
  try {
    ctx = await start(options, clock());
    ctx.seed = seedWithAnswers(ctx.state.kind === 'upgrade' ? await seedFromSkill(ctx.state.target, ctx.state.skillFile) : undefined, options.answers);
    await settleDrafting(ctx);
    await ctx.save();
  } catch (e) {
    const folders = ctx?.folders ?? new WorkFolders(options.workspace, options.name);
    if (e instanceof WizardStopped)
      return {
        status: 'stopped',
        phase: ctx?.state.phase ?? '1',
        state: ctx?.state ?? freshState(options, 'skill.md', clock()),
        unanswered: e.checkpoint,
        workDir: folders.root,
        calls: 0,
      };
    await folders.logError('start', e, clock());
    throw e;
  }
  return drive(ctx);
}

async function drive(ctx: WizardContext): Promise<WizardOutcome> {
  const out = (status: WizardOutcome['status'], extra: Partial<WizardOutcome> = {}): WizardOutcome => ({
    status,
    phase: ctx.state.phase,
    state: ctx.state,
    workDir: ctx.folders.root,
    calls: ctx.calls,
    ...extra,
  });
  for (let steps = 0; ctx.state.phase !== 'done'; steps++) {
    if (steps > 500) return out('stopped');
    const phase: WizardPhase = ctx.state.phase;
    const entry = canEnter(ctx.state, phase);
    if (!entry.ok) {
      if (entry.refusal) ctx.say(phase, 'refusal', entry.refusal);
      ctx.state.phase = entry.redirect;
      await ctx.save();
      continue;
    }
    ctx.emit({ type: 'phase', phase, title: wizardText(`phase.${phase}` as WizardMessageKey) });
    let next: WizardPhase | 'done';
    try {
      next = await PHASES[phase](ctx);
    } catch (e) {
      if (e instanceof WizardStopped) {
        await ctx.save();
        return out('stopped', { unanswered: e.checkpoint });
      }
      await ctx.folders.logError(phase, e, ctx.clock());
      await ctx.save().catch(() => undefined);
      const message = String((e as Error)?.message ?? e);
      ctx.say(phase, 'error', 'notice.crashed', { phase: `Phase ${phase}`, message, log: ctx.folders.errorLog });
      return out('error', { error: message });
    }
    ctx.state.phase = next;
    await ctx.save();
  }
  return out('done');
}
