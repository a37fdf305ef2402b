/**
 * Asking a person on the terminal (issue 27): whether one can be asked at all, and the cost
 * consent every model command asks before its first request (docs/features.md C9) — the plan shown,
 * then accepted by `--yes` or `--budget N`, asked on a terminal, or refused (exit 2)
 * without one. Each command brings its own texts; this file only decides.
 *
 * Not an Approver question: the CLI's Approvers print the choice list and an "→ default
 * (--yes)" line, `--budget` (not a checkpoint default) accepts too, and the refusal is a
 * usage error before any run rather than a `NoAnswerError` that stops one.
 */
import { localTable, type LocalisedText, type Locale } from '../core/api/base.ts';
import { CliError, EXIT_USAGE, askOnTerminal, type CliIO } from './io.ts';

/** The texts every model command's plan consent shares (score, effect, triggers). */
const M = {
  askProceed: { en: 'Proceed? [y/N] ', zh: '继续吗？[y/N] ' },
  refuse: {
    en: '{command} would make {calls} model calls (~{tokens} tokens) and cannot ask for confirmation (no terminal). Pass --yes to accept the plan or --budget N to cap the calls.',
    zh: '{command} 将调用模型 {calls} 次（约 {tokens} tokens），但当前不是终端、无法请求确认。请加 --yes 接受计划，或用 --budget N 限制调用次数。',
  },
  budget: { en: 'Budget: at most {n} model calls; the run stops cleanly when they are spent.', zh: '预算：最多调用模型 {n} 次；用完即干净地停止。' },
} satisfies Record<string, LocalisedText>;
const say = localTable(M);

/** Whether a person can answer: the question goes to stderr and the answer comes from stdin, both terminals (tests inject `interactive`). */
export function hasTerminal(io: CliIO): boolean {
  return io.interactive ?? (Boolean(process.stdin.isTTY) && Boolean(process.stderr.isTTY));
}

/** One question on the terminal (or the answer a test injects). */
export function askPerson(io: CliIO, question: string): Promise<string> {
  return (io.ask ?? askOnTerminal)(question);
}

/** `--budget N` as a whole number ≥ 0 (undefined when absent); anything else is the usage error `bad(value)`, thrown before any cost. */
export function parseBudgetFlag(value: string | undefined, bad: (value: string) => string): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value.trim())) throw new CliError(bad(value));
  return Number(value);
}

/** A yes to "Proceed? [y/N]". */
export const YES_ANSWER = /^\s*(y|yes|是|好|继续)\s*$/i;

export interface CostConsentRequest {
  /** Where the texts go (the command's stderr writer, each text passed as is). */
  write: (text: string) => void;
  /** The plan, written first, in order. */
  plan: string[];
  /** `--yes`: the plan is accepted unasked. */
  yes?: boolean;
  /** `--budget N`: the plan is accepted unasked, and `budgetNotes` are written. */
  budget?: number;
  budgetNotes?: string[];
  /** The question asked on a terminal. */
  question: string;
  /** What an answer counts as yes (default `YES_ANSWER`). */
  accepts?: RegExp;
  /** Written when the person says no (nothing when absent). */
  declined?: string;
  /** Written when nobody can be asked and neither flag was given; the exit code becomes 2. */
  refusal: string;
  setExit: (code: number) => void;
}

/** `accepted`: go on; `declined`: the person said no; `refused`: no terminal and no flag (written, exit 2). */
export type CostConsent = 'accepted' | 'declined' | 'refused';

export async function askCostConsent(io: CliIO, r: CostConsentRequest): Promise<CostConsent> {
  for (const line of r.plan) r.write(line);
  if (r.budget !== undefined) {
    for (const line of r.budgetNotes ?? []) r.write(line);
    return 'accepted';
  }
  if (r.yes) return 'accepted';
  if (!hasTerminal(io)) {
    r.write(r.refusal);
    r.setExit(EXIT_USAGE);
    return 'refused';
  }
  if ((r.accepts ?? YES_ANSWER).test(await askPerson(io, r.question))) return 'accepted';
  if (r.declined !== undefined) r.write(r.declined);
  return 'declined';
}

/**
 * The notes `--budget N` prints under the plan: the cap, then — when the plan may need more calls
 * than that (`upTo`) — the command's own shortfall note (`short`, with `{max}` and `{n}`). None without `--budget`.
 */
export function budgetNotes(locale: Locale, budget: number | undefined, upTo: number, short: LocalisedText): string[] {
  if (budget === undefined) return [];
  return [say(locale, 'budget', { n: budget }), ...(upTo > budget ? [localTable({ short })(locale, 'short', { max: upTo, n: budget })] : [])];
}

/** What a model command planned: the calls it will make and their estimated tokens. */
export interface PlannedCalls {
  calls: number;
  inputTokens: number;
  outputTokens: number;
}

export interface PlanConsentRequest {
  /** The command's name as the refusal names it (`score`, `effect`, `triggers`). */
  command: string;
  locale: Locale;
  write: (text: string) => void;
  /** The plan, written first, in order. */
  plan: string[];
  cost: PlannedCalls;
  /** The most calls the plan may make (maxCalls). */
  upTo: number;
  yes?: boolean;
  budget?: number;
  /** The command's note when the budget is below `upTo` (`{max}`, `{n}`). */
  budgetShort: LocalisedText;
  /** Written when the person says no. */
  declined: string;
  setExit: (code: number) => void;
}

/** A model command's cost consent (score, effect, triggers): askCostConsent with the shared question, budget notes and refusal. */
export function askPlanConsent(io: CliIO, r: PlanConsentRequest): Promise<CostConsent> {
  return askCostConsent(io, {
    write: r.write,
    plan: r.plan,
    yes: r.yes,
    budget: r.budget,
    budgetNotes: budgetNotes(r.locale, r.budget, r.upTo, r.budgetShort),
    question: say(r.locale, 'askProceed'),
    declined: r.declined,
    refusal: say(r.locale, 'refuse', { command: r.command, calls: r.cost.calls, tokens: r.cost.inputTokens + r.cost.outputTokens }),
    setExit: r.setExit,
  });
}
