/**
 * Gate Checks, questions and conflict pauses — every one an `Approver` question
 * (DESIGN: a gate that needs a person is an Approver question in every front end).
 *
 * A gate passes only on an explicit confirmation (./answers.ts); a skip or "judge for
 * me" request is refused with the seed's template and the gate asks again; anything
 * else is a change request, first checked against the iron rules (./conflicts.ts).
 */
import { NoAnswerError, type Checkpoint } from '../interaction.ts';
import type { LocalisedText } from '../../rules/types.ts';
import { CONFIRM_CHOICE, REVISE_CHOICE, STOP_CHOICE, isConfirmation, readGateReply } from './answers.ts';
import { detectConflicts, withoutAbsolutePaths, type Conflict } from './conflicts.ts';
import type { WizardContext } from './context.ts';
import { wizardText, type WizardMessageKey } from './messages.ts';
import { WizardStopped, type WizardPhase } from './types.ts';

/** After this many refused or empty replies in a row the run stops (state saved). */
const MAX_REFUSALS = 20;

export type GateResult = { pass: true; answer: string } | { pass: false; note: string };

function join(...parts: LocalisedText[]): LocalisedText {
  return {
    en: parts
      .map((p) => p.en)
      .filter(Boolean)
      .join('\n\n'),
    zh: parts
      .map((p) => p.zh)
      .filter(Boolean)
      .join('\n\n'),
  };
}

/** Ask the person through the Approver; no answer (no terminal) stops the wizard at that question. */
export async function ask(ctx: WizardContext, cp: Checkpoint): Promise<string> {
  ctx.emit({ type: 'checkpoint', checkpoint: cp });
  try {
    return await ctx.approver.ask(cp, ctx.signal);
  } catch (e) {
    if (e instanceof NoAnswerError) throw new WizardStopped(cp);
    throw e;
  }
}

function gateQuestion(phase: WizardPhase): LocalisedText {
  const key = `gate.${phase}` as WizardMessageKey;
  if (phase === '6') return wizardText(key);
  const prefix = wizardText('gate.prefix');
  const q = wizardText(key);
  return { en: prefix.en + q.en, zh: prefix.zh + q.zh };
}

/** The question a phase ends with, as a checkpoint (the front ends show `body` then the buttons). */
export function gateCheckpoint(ctx: WizardContext, phase: WizardPhase, product: LocalisedText): Checkpoint {
  return {
    id: ctx.nextId(`gate-${phase}`),
    kind: 'wizard-gate',
    level: 'stop',
    phase,
    skill: ctx.state.name,
    title: wizardText(`phase.${phase}` as WizardMessageKey),
    body: join(product, gateQuestion(phase), wizardText(phase === '3' ? 'gate.howto3' : 'gate.howto')),
    choices: [
      { id: CONFIRM_CHOICE, label: wizardText('choice.confirm') },
      { id: REVISE_CHOICE, label: wizardText('choice.revise') },
    ],
    // There is no default that passes a gate (no --yes for gates): a default answer is a change request.
    defaultChoice: REVISE_CHOICE,
    freeText: true,
  };
}

/** Refuse a skip request (the seed's template) and say so. */
function refuse(ctx: WizardContext, phase: WizardPhase, template: WizardMessageKey): void {
  ctx.say(phase, 'refusal', template, { dir: ctx.state.target });
}

/**
 * Ask the Gate Check of `phase` until the person confirms or asks for a change.
 * `readReply` lets phase 3 read a direction letter instead of a confirmation.
 */
export async function gate(ctx: WizardContext, phase: WizardPhase, product: LocalisedText): Promise<GateResult> {
  for (let tries = 0; tries < MAX_REFUSALS; tries++) {
    const cp = gateCheckpoint(ctx, phase, product);
    const reply = readGateReply(await ask(ctx, cp));
    switch (reply.kind) {
      case 'confirm':
        ctx.state.gates.push(`${phase}:${reply.answer}`);
        ctx.say(phase, 'info', 'notice.passed', { answer: reply.answer });
        return { pass: true, answer: reply.answer };
      case 'refuse':
        refuse(ctx, phase, reply.template);
        continue;
      case 'empty':
        ctx.say(phase, 'refusal', 'refuse.empty');
        continue;
      case 'stop':
        throw new WizardStopped(cp);
      case 'revise': {
        const note = await resolveConflicts(ctx, phase, reply.note);
        return { pass: false, note };
      }
    }
  }
  throw new WizardStopped();
}

/** Phase 3's gate: a raw reply (a letter, a refusal is handled by the caller). */
export async function askRaw(ctx: WizardContext, phase: WizardPhase, product: LocalisedText): Promise<string> {
  return ask(ctx, gateCheckpoint(ctx, phase, product));
}

/** A free-text question of a phase (the interview); the reply is checked against the iron rules. */
export async function question(ctx: WizardContext, phase: WizardPhase, text: LocalisedText, current?: string, checkRules = true): Promise<string> {
  const body = current ? join(text, wizardText('ask.keep', { value: current })) : text;
  const cp: Checkpoint = {
    id: ctx.nextId(`ask-${phase}`),
    kind: 'wizard-question',
    level: 'checkpoint',
    phase,
    skill: ctx.state.name,
    title: wizardText(`phase.${phase}` as WizardMessageKey),
    body,
    choices: [{ id: STOP_CHOICE, label: wizardText('choice.stop') }],
    defaultChoice: STOP_CHOICE,
    freeText: true,
  };
  const reply = (await ask(ctx, cp)).trim();
  if (reply === STOP_CHOICE) throw new WizardStopped(cp);
  if (!reply) return current ?? '';
  return checkRules ? resolveConflicts(ctx, phase, reply) : reply;
}

/**
 * Pause on each iron-rule conflict in `text` (G6): explain with the seed's template and
 * ask. Accept → the text follows the rule; waive → a recorded waiver, text kept; change
 * → the person's new text (checked again). Returns the text to go on with.
 */
export async function resolveConflicts(ctx: WizardContext, phase: WizardPhase, text: string): Promise<string> {
  let current = text;
  for (let round = 0; round < 5; round++) {
    const open = detectConflicts(current).filter((c) => !ctx.state.waivers.some((w) => w.rule === c.rule));
    if (!open.length) return current;
    const c = open[0];
    const decision = await askConflict(ctx, phase, c, current);
    if (decision.kind === 'accept') current = applyRule(c, current);
    else if (decision.kind === 'waive') {
      ctx.state.waivers.push({ rule: c.rule, request: current, reason: decision.reason, at: ctx.clock().toISOString() });
      ctx.say(phase, 'info', 'notice.waiver', { rule: c.rule, reason: decision.reason });
    } else current = decision.text;
  }
  return current;
}

function applyRule(c: Conflict, text: string): string {
  if (c.rule === 4) return withoutAbsolutePaths(text);
  return text.replace(c.found, '').trim();
}

export type ConflictDecision = { kind: 'accept' } | { kind: 'waive'; reason: string } | { kind: 'adjust'; text: string };

/** One conflict pause: the seed's template and three ways on. */
export async function askConflict(ctx: WizardContext, phase: WizardPhase, c: Conflict, request: string): Promise<ConflictDecision> {
  const type = wizardText(`conflict.type.${c.type}` as WizardMessageKey);
  const impact = wizardText(c.impact);
  const cp: Checkpoint = {
    id: ctx.nextId(`conflict-${c.rule}`),
    kind: 'wizard-conflict',
    level: 'stop',
    phase,
    skill: ctx.state.name,
    title: { en: wizardText('conflict.title', { rule: c.rule, type: type.en }).en, zh: wizardText('conflict.title', { rule: c.rule, type: type.zh }).zh },
    body: join(wizardText(c.template, c.data), {
      en: wizardText('conflict.body', { request, impact: impact.en }).en,
      zh: wizardText('conflict.body', { request, impact: impact.zh }).zh,
    }),
    choices: [
      { id: 'accept', label: wizardText('conflict.accept') },
      { id: 'waive', label: wizardText('conflict.waive') },
      { id: 'adjust', label: wizardText('conflict.adjust') },
    ],
    defaultChoice: 'accept',
    freeText: true,
  };
  for (let tries = 0; tries < MAX_REFUSALS; tries++) {
    const reply = (await ask(ctx, cp)).trim();
    if (reply === STOP_CHOICE) throw new WizardStopped(cp);
    if (reply === 'accept' || reply === '1' || isConfirmation(reply)) return { kind: 'accept' };
    if (reply === 'waive' || reply === '2' || /^(接受风险|豁免|waive|keep mine|accept the risk)/i.test(reply)) {
      const reason = await question(ctx, phase, wizardText('ask.waiverReason', { rule: c.rule }), undefined, false);
      if (reason) return { kind: 'waive', reason };
      continue;
    }
    if (reply === 'adjust' || reply === '3') {
      const text = await question(ctx, phase, wizardText('conflict.adjust'));
      if (text) return { kind: 'adjust', text };
      continue;
    }
    if (reply) return { kind: 'adjust', text: reply };
    ctx.say(phase, 'refusal', 'refuse.empty');
  }
  throw new WizardStopped(cp);
}
