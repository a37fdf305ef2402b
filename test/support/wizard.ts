/** Scripted people for the metis wizard: answers by checkpoint, with a record of every question. */
import { runCli } from '../../src/cli/main.ts';
import type { Locale } from '../../src/core/base/l10n/index.ts';
import type { Approver, Checkpoint } from '../../src/core/workflows/loop/types.ts';
import type { WizardEvent } from '../../src/core/workflows/wizard/types.ts';

export type Answerer = (cp: Checkpoint, n: number) => string | Promise<string>;

export interface ScriptedPerson {
  approver: Approver;
  asked: Checkpoint[];
  events: WizardEvent[];
  onEvent: (e: WizardEvent) => void;
  /** English text of every notice, in order. */
  notices: () => string[];
  zhNotices: () => string[];
}

/**
 * A person who answers from a queue of replies (in order), or from a function. Running
 * out of replies throws, so a test never loops forever on a gate that keeps asking.
 */
export function person(script: string[] | Answerer): ScriptedPerson {
  const asked: Checkpoint[] = [];
  const events: WizardEvent[] = [];
  const queue = Array.isArray(script) ? [...script] : undefined;
  return {
    asked,
    events,
    onEvent: (e) => events.push(e),
    notices: () => events.flatMap((e) => (e.type === 'notice' ? [e.message.en] : [])),
    zhNotices: () => events.flatMap((e) => (e.type === 'notice' ? [e.message.zh] : [])),
    approver: {
      async ask(cp) {
        asked.push(cp);
        if (queue) {
          const a = queue.shift();
          if (a === undefined) throw new Error(`no scripted answer for ${cp.kind} in phase ${cp.phase}: ${cp.body.en.slice(-200)}`);
          return a;
        }
        return (script as Answerer)(cp, asked.length);
      },
    },
  };
}

/** The phase 1 interview's six answers (intent, abilities, boundaries, failure, constraints, triggers). */
export function interview(a: Partial<Record<'intent' | 'abilities' | 'boundaries' | 'failure' | 'constraints' | 'triggers', string>> = {}): string[] {
  return [a.intent ?? '', a.abilities ?? '', a.boundaries ?? '', a.failure ?? '', a.constraints ?? '', a.triggers ?? ''];
}

/**
 * A person who answers the interview from `answers`, confirms every gate with `confirm`
 * (a Chinese or English confirmation), chooses `direction` at phase 3, and accepts the rest.
 */
export function confirmingPerson(
  opts: {
    answers?: Record<string, string>;
    direction?: string;
    confirm?: string;
    onGate?: (cp: Checkpoint) => string | undefined | Promise<string | undefined>;
  } = {},
): ScriptedPerson {
  const keys = ['ask.intent', 'ask.abilities', 'ask.boundaries', 'ask.failure', 'ask.constraints', 'ask.triggers'];
  const prompts: Record<string, string> = {
    'ask.intent': 'User intent',
    'ask.abilities': 'Core abilities',
    'ask.boundaries': 'Boundary conditions',
    'ask.failure': 'Failure strategy',
    'ask.constraints': 'Constraints',
    'ask.triggers': 'Trigger words',
  };
  return person(async (cp) => {
    if (cp.kind === 'wizard-question') {
      const key = keys.find((k) => cp.body.en.startsWith(prompts[k]));
      return key ? (opts.answers?.[key.slice(4)] ?? '') : 'because';
    }
    if (cp.kind === 'wizard-gate') {
      const custom = await opts.onGate?.(cp);
      if (custom !== undefined) return custom;
      if (cp.phase === '3') return opts.direction ?? 'A';
      return opts.confirm ?? '确认';
    }
    if (cp.kind === 'wizard-cost') return 'proceed';
    return 'accept';
  });
}

/** Run the CLI in-process as if at a terminal, answering each prompt from `answers`; the transcript interleaves both. */
export async function atTerminal(args: string[], cwd: string, answers: string[], locale: Locale = 'en') {
  let transcript = '';
  let stdout = '';
  const queue = [...answers];
  const code = await runCli(args, {
    stdout: (t) => {
      stdout += t;
    },
    stderr: (t) => {
      transcript += t;
    },
    env: {},
    cwd,
    isTTY: false,
    locale,
    interactive: true,
    ask: async (q) => {
      const a = queue.shift() ?? 'stop';
      transcript += `${q}${a}\n`;
      return a;
    },
  });
  return { code, transcript, stdout, left: queue };
}
