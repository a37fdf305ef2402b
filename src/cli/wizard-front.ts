/**
 * The terminal front end of the metis wizard (docs/features.md G1), shared by `luban new` and
 * `luban upgrade`: every Gate Check, question and conflict pause is asked on stderr and
 * answered with one line on stdin (your words, or the number of a choice).
 *
 * There is no `--yes` for gates (seed metis: AI 不得自审自过), and piped stdin is not read
 * as answers: a script must not be able to pass a gate for the person. Without a terminal
 * the interview keeps the answers given by flags, and the run stops at the first Gate
 * Check (or conflict pause, cost plan, resume question), says so, keeps its state, and
 * exits 3. Tests drive a real run through CliIO's `ask` + `interactive` seam.
 *
 * Exit codes: 0 done, 1 a phase failed (logged to tmps/error.log), 2 usage or I/O,
 * 3 stopped at a question (no terminal, or the person stopped; run again to resume).
 * `luban new` then runs Luban's checks on the written skill and exits 1 when it is not
 * ready (./commands/new.ts).
 */
import readline from 'node:readline';
import { pick, localTable, type Locale } from '../core/api/base.ts';
import { NoAnswerError, type Approver, type Checkpoint } from '../core/api/loop.ts';
import type { LocalisedText } from '../core/api/rules.ts';
import { STOP_CHOICE, splitList } from '../core/api/wizard.ts';
import { afterWriteLines, regressAfterWrite, type AfterWriteRegression, type BeforeEdit } from '../core/api/lifecycle.ts';
import type { WizardEvent, WizardOptions, WizardOutcome } from '../core/api/wizard.ts';
import { resolveModel, timeoutMsOf, type ModelFlags } from './model-options.ts';
import { EXIT_CLEAN, EXIT_FINDINGS, type CliIO } from './io.ts';

/** Stopped at a question nobody answered (no terminal) or that the person left. */
export const EXIT_STOPPED_AT_GATE = 3;

const M = {
  prompt: { en: '> ', zh: '> ' },
  choices: { en: 'Answer in your own words, or: {choices}', zh: '可直接回复，或选择：{choices}' },
  noTerminal: {
    en: 'Stopped at {title}: it needs a person at a terminal (there is no --yes for Gate Checks, and piped input is not read as answers). The progress is saved in {dir}; run the command again in a terminal to resume.',
    zh: '停在 {title}：需要有人在终端回答（Gate Check 没有 --yes，管道输入不会当作回答）。进度已保存在 {dir}；请在终端中再次运行该命令以继续。',
  },
  stopped: {
    en: 'Stopped at {phase}; the progress is saved in {dir}. Run the same command again to resume.',
    zh: '停在 {phase}；进度已保存在 {dir}。再次运行同一命令即可继续。',
  },
  failed: { en: 'Phase {phase} failed: {error}. See {log}.', zh: 'Phase {phase} 出错：{error}。详见 {log}。' },
  reasonError: { en: 'phase {phase} failed', zh: 'Phase {phase} 出错' },
  reasonStopped: { en: 'stopped at phase {phase}: run the command again to resume', zh: '停在 Phase {phase}：再次运行该命令即可继续' },
  done: { en: 'Done: {name} at {dir}', zh: '完成：{name}，位于 {dir}' },
} satisfies Record<string, LocalisedText>;

const say = localTable(M);

export interface WizardCliFlags extends ModelFlags {
  workspace?: string;
  locale?: string;
  timeout?: string;
  intent?: string;
  abilities?: string;
  boundaries?: string;
  failure?: string;
  constraints?: string;
  triggers?: string;
}

/** One line from the terminal; Ctrl-D (end of input) is "stop". */
export function askLine(question: string): Promise<string> {
  const rl = readline.createInterface({ input: process.stdin, output: process.stderr, terminal: true });
  return new Promise((resolve) => {
    let answered = false;
    rl.question(question, (answer) => {
      answered = true;
      rl.close();
      resolve(answer);
    });
    rl.on('close', () => {
      if (!answered) resolve(STOP_CHOICE);
    });
  });
}

/** The CLI's Approver for the wizard: the question on stderr, one line back; no terminal → a clean stop. */
export function wizardCliApprover(opts: { interactive: boolean; ask: (q: string) => Promise<string>; locale: Locale; write: (t: string) => void }): Approver {
  return {
    async ask(cp: Checkpoint): Promise<string> {
      if (!opts.interactive) {
        // The interview keeps the answers given by flags; every gate, conflict and choice needs a person.
        if (cp.kind === 'wizard-question') return '';
        throw new NoAnswerError(cp);
      }
      if (cp.kind !== 'wizard-gate' && cp.kind !== 'wizard-question') {
        const list = cp.choices.map((c, i) => `${i + 1}=${pick(c.label, opts.locale)}`).join(', ');
        opts.write(say(opts.locale, 'choices', { choices: list }) + '\n');
      }
      const answer = (await opts.ask(say(opts.locale, 'prompt'))).trim();
      const n = Number(answer);
      if (cp.kind !== 'wizard-gate' && cp.kind !== 'wizard-question' && Number.isInteger(n) && n >= 1 && n <= cp.choices.length) return cp.choices[n - 1].id;
      return answer;
    },
  };
}

/** Renders the run on stderr: phase headers, notices, and each question with what its phase produced. */
export function wizardRenderer(locale: Locale, write: (t: string) => void, interactive = true): (e: WizardEvent) => void {
  let lastProduct = '';
  return (e) => {
    switch (e.type) {
      case 'phase':
        write(`\n━━ ${pick(e.title, locale)} ━━\n`);
        return;
      case 'product': {
        lastProduct = pick(e.text, locale);
        write(lastProduct + '\n');
        return;
      }
      case 'notice':
        write(`${pick(e.message, locale)}\n`);
        return;
      case 'checkpoint': {
        // Without a terminal the interview keeps the given answers: its questions are not shown.
        if (!interactive && e.checkpoint.kind === 'wizard-question') return;
        const body = pick(e.checkpoint.body, locale);
        // A gate's body repeats its phase's product, already shown: print the question only.
        const rest = lastProduct && body.startsWith(lastProduct) ? body.slice(lastProduct.length).replace(/^\n+/, '') : body;
        if (e.checkpoint.kind !== 'wizard-gate' && e.checkpoint.kind !== 'wizard-question') write(`\n${pick(e.checkpoint.title, locale)}\n`);
        // The product stays the reference: a gate asked again after a refusal shows only its question.
        write(`\n${rest}\n`);
        return;
      }
      default:
        return;
    }
  };
}

/** Interview answers given by flags. */
export function answersOf(flags: WizardCliFlags): WizardOptions['answers'] {
  return {
    intent: flags.intent,
    abilities: flags.abilities ? splitList(flags.abilities, false) : undefined,
    boundaries: flags.boundaries ? splitList(flags.boundaries, false) : undefined,
    failure: flags.failure,
    constraints: flags.constraints,
    triggers: flags.triggers ? splitList(flags.triggers) : undefined,
  };
}

export async function wizardModel(flags: WizardCliFlags, start: string, io: CliIO, locale: Locale): Promise<WizardOptions['model']> {
  const timeoutMs = timeoutMsOf(flags.timeout, locale);
  return (await resolveModel(flags, { start, env: io.env, locale, http: { timeoutMs } })).model;
}

/** Say how the run ended; the exit code. */
/** Why a run that is not done exits as it does, in words (the `exit.reason` of `--format json`). */
export function notDoneReason(out: WizardOutcome, locale: Locale): string {
  return say(locale, out.status === 'error' ? 'reasonError' : 'reasonStopped', { phase: String(out.phase) });
}

export function reportOutcome(out: WizardOutcome, locale: Locale, write: (t: string) => void, interactive: boolean): number {
  if (out.status === 'done') {
    write(say(locale, 'done', { name: out.state.name, dir: out.state.target }) + '\n');
    return EXIT_CLEAN;
  }
  if (out.status === 'error') {
    write(say(locale, 'failed', { phase: out.phase, error: out.error ?? '', log: `${out.workDir}/tmps/error.log` }) + '\n');
    return EXIT_FINDINGS;
  }
  if (!interactive && out.unanswered) write(say(locale, 'noTerminal', { title: pick(out.unanswered.title, locale), dir: out.workDir }) + '\n');
  else write(say(locale, 'stopped', { phase: `Phase ${out.phase}`, dir: out.workDir }) + '\n');
  return EXIT_STOPPED_AT_GATE;
}

/**
 * MUSE after the wizard's submit (seed v2 §七, issue 31 item 2): when the run submitted
 * (`done`) over a skill whose SKILL.md was kept before the run (`before`, from
 * captureBeforeEdit), the skill's tests.yaml cases run on the submitted skill; every case
 * failing restores SKILL.md and turns the exit code into a failure. The line is written.
 */
export async function wizardRegression(
  before: BeforeEdit | undefined,
  out: WizardOutcome,
  code: number,
  locale: Locale,
  write: (t: string) => void,
): Promise<{ regression?: AfterWriteRegression; code: number }> {
  if (!before || out.status !== 'done') return { code };
  const regression = await regressAfterWrite(before);
  write(afterWriteLines(regression, locale).join('\n') + '\n');
  return { regression, code: regression.ran && regression.forcedRollback ? EXIT_FINDINGS : code };
}
