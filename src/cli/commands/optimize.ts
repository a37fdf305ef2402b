/**
 * `luban optimize SKILL_DIR… [--mode quick|full] [--max-rounds N] [--yes] [--yes-stop]
 * [--provider P --model M] [--base-url URL] [--budget CALLS] [--workspace DIR]
 * [--intent TEXT] [--paired-judges N] [--format text|json]` (docs/features.md §9, D1–D9): the
 * optimiser's command-line front end over core/loop.
 *
 * Questions: on a terminal every 🔴 CHECKPOINT / 🛑 STOP is asked on stderr and answered
 * on stdin. `--yes` answers CHECKPOINTs with their default (continue, reuse, done …) but
 * never a 🛑 STOP; `--yes-stop` answers STOPs with their default too (Phase 2.5 consent
 * defaults to "no"). The security CHECKPOINT (docs/features.md B5a) defaults to "do not edit this
 * skill", so neither flag ever lets the loop edit a skill with an open Sentinel error:
 * only a person's "I have reviewed the findings" does. Without a terminal and without
 * the flag a question needs, the run stops cleanly at that question (exit 2) and says
 * which flag to add. Ctrl-C cancels: the round in progress is rolled back to its
 * pre-edit version.
 *
 * With a model the cost plan (calls and tokens per skill, docs/features.md C9) is printed before any
 * request and asked on a terminal; `--yes` or `--budget N` accept it unasked, and without
 * a terminal and either flag the run refuses (exit 2). `--timeout S` limits each attempt.
 *
 * Exit codes: 0 done, 1 a skill ended in error (SKILL.md missing, redline 4) or was left
 * unedited by the security gate, 2 usage, stopped at an unanswered question, or cancelled.
 */
import path from 'node:path';
import { withCancellation } from '../cancel.ts';
import { type Command, Option } from 'commander';
import { openModelSession } from '../../core/api/model-session.ts';
import { formatOptimizePlan, type SkillPlan } from '../../core/api/loop.ts';
import { localTable, pick, type Locale } from '../../core/api/base.ts';
import type { ProviderChoice } from '../../core/api/models.ts';
import type { LocalisedText } from '../../core/api/rules.ts';
import { discoverSkills, PathNotFoundError } from '../../core/api/skill.ts';
import { differenceNoise } from '../../core/api/loop.ts';
import { NoAnswerError, type Approver, type Checkpoint, type LoopEvent, type OptimizeReport, type PausePoint } from '../../core/api/loop.ts';
import { roundTo } from '../../core/api/scan.ts';
import { addModelOptions, resolveModel, timeoutMsOf } from '../model-options.ts';
import { CliError, EXIT_CLEAN, EXIT_FINDINGS, EXIT_USAGE, askOnTerminal, type CliIO } from '../io.ts';
import { askCostConsent, hasTerminal } from '../consent.ts';
import { resolveLocale } from './scan.ts';
import { countingModel, ProgressLine } from '../progress-line.ts';

/** The command's I/O: CliIO with its optional question, terminal and cancel hooks. */
export type OptimizeIO = CliIO;

const M = {
  needYes: {
    en: 'Stopped at {level} "{title}": no terminal to answer it. Re-run with {flag} to accept its default ("{choice}").',
    zh: '停在 {level}「{title}」：没有终端可以回答。请加 {flag} 重新运行，以默认选项（"{choice}"）作答。',
  },
  badNumber: { en: '{flag} must be a whole number ≥ {min}, got "{v}"', zh: '{flag} 必须是 ≥{min} 的整数，收到 "{v}"' },
  refuseModel: {
    en: 'optimize with a model makes many model calls and cannot ask for confirmation (no terminal). Pass --yes to accept, or --budget N to cap the calls.',
    zh: '使用模型的 optimize 会多次调用模型，但当前不是终端、无法请求确认。请加 --yes 接受，或用 --budget N 限制调用次数。',
  },
  noSkill: { en: 'no skill folder given', zh: '没有给出技能目录' },
  notFound: { en: 'path does not exist: {path}', zh: '路径不存在：{path}' },
  answerPrompt: { en: 'Choose [{choices}] (Enter = {def}): ', zh: '请选择 [{choices}]（回车 = {def}）：' },
  cancelled: { en: 'cancelled', zh: '已取消' },
  askProceed: { en: 'Proceed? [y/N] ', zh: '继续吗？[y/N] ' },
  declined: { en: 'Not started: no request was sent.', zh: '未开始：没有发送任何请求。' },
  securityBlocked: {
    en: 'not edited — open Sentinel errors (do not install). Review them (luban scan), then run again at a terminal and answer "I have reviewed the findings — continue"; --yes never does.',
    zh: '未编辑——存在未处理的 Sentinel 错误（请勿安装）。请先审查（luban scan），再在终端重新运行并选择“我已审查这些发现——继续”；--yes 永远不会替你选择。',
  },
  noise: {
    en: '\tscore ± {sd}, Δ ± {diff} (judge noise floor; Δ is a difference of two scores)',
    zh: '\t分数 ± {sd}，Δ ± {diff}（评委噪声底；Δ 是两次评分之差）',
  },
  noiseUnknown: { en: '\tspread unknown (no noise floor measured)', zh: '\t波动未知（未测噪声底）' },
  'stopped.cancelled': { en: 'Stopped early: cancelled', zh: '提前结束：已取消' },
  'stopped.no-answer': { en: 'Stopped early: a question nobody could answer', zh: '提前结束：有问题无人作答' },
  'stopped.user': { en: 'Stopped early: you chose to stop', zh: '提前结束：你选择了停止' },
  'stopped.budget': { en: 'Stopped early: the call budget was spent', zh: '提前结束：调用预算已用完' },
  'stopped.model-unanswered': { en: 'Stopped early: the model did not answer, so nothing could be scored', zh: '提前结束：模型没有作答，无法评分' },
} satisfies Record<string, LocalisedText>;

const say = localTable(M);

interface OptimizeCliOptions {
  mode?: 'quick' | 'full';
  maxRounds?: string;
  yes?: boolean;
  yesStop?: boolean;
  provider?: ProviderChoice;
  model?: string;
  baseUrl?: string;
  budget?: string;
  timeout?: string;
  pairedJudges?: string;
  workspace?: string;
  intent?: string;
  format: 'text' | 'json';
  locale?: string;
  cacheDir?: string;
  cache: boolean;
}

/** The CLI's Approver: a terminal prompt, or the flags' defaults, or a clean stop. */
export function cliApprover(opts: {
  yes: boolean;
  yesStop: boolean;
  interactive: boolean;
  ask: (q: string) => Promise<string>;
  locale: Locale;
  write: (t: string) => void;
}): Approver {
  return {
    async ask(cp: Checkpoint): Promise<string> {
      const mark = cp.level === 'stop' ? '🛑 STOP' : '🔴 CHECKPOINT';
      const def = cp.choices.find((c) => c.id === cp.defaultChoice);
      const auto = cp.level === 'stop' ? opts.yesStop : opts.yes || opts.yesStop;
      if (auto) {
        opts.write(
          `${mark} ${pick(cp.title, opts.locale)} → ${pick(def?.label ?? { en: cp.defaultChoice, zh: cp.defaultChoice }, opts.locale)} (${cp.level === 'stop' ? '--yes-stop' : '--yes'})\n`,
        );
        return cp.defaultChoice;
      }
      if (!opts.interactive) throw new NoAnswerError(cp);
      const choices = cp.choices.map((c, i) => `${i + 1}=${pick(c.label, opts.locale)}`).join(', ');
      for (let tries = 0; tries < 5; tries++) {
        const answer = (
          await opts.ask(say(opts.locale, 'answerPrompt', { choices, def: pick(def?.label ?? { en: cp.defaultChoice, zh: cp.defaultChoice }, opts.locale) }))
        ).trim();
        if (!answer) return cp.defaultChoice;
        const n = Number(answer);
        if (Number.isInteger(n) && n >= 1 && n <= cp.choices.length) return cp.choices[n - 1].id;
        const byName = cp.choices.find((c) => c.id === answer.toLowerCase() || c.label.en.toLowerCase() === answer.toLowerCase() || c.label.zh === answer);
        if (byName) return byName.id;
        if (/^(y|yes|是|好)$/i.test(answer) && cp.choices.some((c) => c.id === 'continue' || c.id === 'approve'))
          return cp.choices.find((c) => c.id === 'continue' || c.id === 'approve')!.id;
      }
      return cp.defaultChoice;
    },
  };
}

function renderEvent(e: LoopEvent, locale: Locale, err: (t: string) => void): void {
  switch (e.type) {
    case 'progress':
      err(`[${e.phase}] ${pick(e.message, locale)}\n`);
      return;
    case 'notice': {
      const tag = e.notice.kind === 'exception' ? '⚠ ' : e.notice.kind === 'redline' ? '⛔ redline ' : e.notice.kind === 'warning' ? '! ' : '· ';
      err(`${tag}${pick(e.notice.message, locale)}\n`);
      return;
    }
    case 'checkpoint': {
      const cp = e.checkpoint;
      // The plain title leads; the seed's step is a small tag after it (issue 33 item 6).
      const tag = cp.tag ? `  [${cp.tag}]` : '';
      err(`\n${cp.level === 'stop' ? '🛑 STOP' : '🔴 CHECKPOINT'} ${pick(cp.title, locale)}${tag}\n${pick(cp.body, locale)}\n${cp.diff ? cp.diff : ''}`);
      return;
    }
    case 'roundResult': {
      const r = e.result;
      const d = r.delta === null ? '' : ` Δ ${r.delta > 0 ? '+' : ''}${r.delta}`;
      err(`  ${r.skill} r${r.round} ${r.status} ${r.dim}${d} (${r.evalMode}, judges ${r.judgeCount}, calls ${r.calls}) ${r.note}\n`);
      return;
    }
    default:
      return;
  }
}

export function reportText(report: OptimizeReport, locale: Locale): string {
  const zh = locale === 'zh-CN';
  // Every score and Δ one decimal (docs/features.md C1), never float noise such as 6.470588235294117.
  const one = (n: number) => String(roundTo(n, 1));
  const signed = (n: number) => (roundTo(n, 1) > 0 ? `+${one(n)}` : one(n));
  const lines: string[] = [];
  const kept = report.skills.filter((s) => s.kept > 0).length;
  lines.push(
    zh
      ? `Luban 优化报告（${report.mode === 'full' ? 'Full' : 'Quick'} 模式）`
      : `Luban optimisation report (${report.mode === 'full' ? 'Full' : 'Quick'} mode)`,
  );
  lines.push(zh ? `优化 skill 数：${report.skills.length} 个，保留改进 ${kept} 个` : `Skills: ${report.skills.length}, with kept improvements: ${kept}`);
  lines.push('');
  lines.push(zh ? 'skill\t旧分\t新分\tΔ\t状态\t主要改进维度' : 'skill\tbefore\tafter\tΔ\tstatus\tkept dims');
  for (const s of report.skills) {
    const delta = s.before !== null && s.after !== null ? s.after - s.before : null;
    lines.push(
      [
        s.skill,
        s.before === null ? '-' : one(s.before),
        s.after === null ? '-' : one(s.after),
        delta === null ? '-' : signed(delta),
        s.status,
        s.keptDims.join(',') || '-',
      ].join('\t') +
        (s.outOf !== null ? `\t(/${one(s.outOf)}, ${s.evalMode})` : '') +
        noiseText(s.noise, s.evalMode !== 'static', locale),
    );
  }
  // docs/features.md B5a: a skill left unedited at the security CHECKPOINT says so, and what to do.
  const blocked = report.skills.filter((s) => s.security === 'blocked');
  if (blocked.length) {
    lines.push('');
    for (const s of blocked) lines.push(`⛔ ${s.skill}: ${say(locale, 'securityBlocked')}`);
  }
  const dims = Object.entries(report.byDimension);
  if (dims.length) {
    lines.push('');
    lines.push(zh ? '按维度：' : 'By dimension:');
    for (const [d, v] of dims.sort((a, b) => b[1].kept - a[1].kept)) lines.push(`  ${d}: ${v.kept} kept, ${signed(v.delta)}`);
  }
  const h = report.health;
  lines.push('');
  lines.push(
    zh
      ? `健康度：轮次 ${h.rounds}，revert 率 ${(h.revertRate * 100).toFixed(0)}%，dry_run 比例 ${(h.dryRunRatio * 100).toFixed(0)}%，同源检测触发 ${h.sameContextViolations} 次，oscillation 告警 ${h.oscillationAlerts.length} 次，模型调用 ${h.modelCalls} 次`
      : `Health: ${h.rounds} rounds, revert rate ${(h.revertRate * 100).toFixed(0)}%, dry_run ratio ${(h.dryRunRatio * 100).toFixed(0)}%, same-context violations ${h.sameContextViolations}, oscillation alerts ${h.oscillationAlerts.length}, model calls ${h.modelCalls}`,
  );
  if (h.pairedKept + h.pairedReverted > 0) {
    const n = h.pairedKept + h.pairedReverted;
    lines.push(
      zh
        ? `成对评委（噪声底内）：裁决 ${n} 轮，保留 ${h.pairedKept}，回滚 ${h.pairedReverted}`
        : `Paired judges (inside the noise floor): ${n} rounds decided, ${h.pairedKept} kept, ${h.pairedReverted} reverted`,
    );
  }
  if (report.branch) lines.push(zh ? `分支：${report.branch}` : `Branch: ${report.branch}`);
  if (report.stopped) lines.push(say(locale, `stopped.${report.stopped}`));
  return lines.join('\n') + '\n';
}

/** docs/features.md D9: a judged score's ± is the measured noise floor; Δ's is √2 × it. Static-only runs have no noise to show. */
function noiseText(noise: number | undefined, judged: boolean, locale: Locale): string {
  if (noise === undefined) return judged ? say(locale, 'noiseUnknown') : '';
  return say(locale, 'noise', { sd: roundTo(noise, 1), diff: roundTo(differenceNoise(noise), 1) });
}

function wholeNumber(v: string | undefined, flag: string, min: number, locale: Locale): number | undefined {
  if (v === undefined) return undefined;
  if (!/^\d+$/.test(v.trim()) || Number(v) < min) throw new CliError(say(locale, 'badNumber', { flag, min, v }));
  return Number(v);
}

export function registerOptimize(program: Command, io: CliIO, setExit: (code: number) => void): void {
  const oio = io as OptimizeIO;
  const cmd = program
    .command('optimize')
    .description('Improve skills one dimension at a time, keeping only real improvements (git ratchet or .bak backups), asking at every checkpoint')
    .argument('<skill_dir...>', 'skill folders (or folders holding skills)')
    .addOption(
      new Option('--mode <mode>', 'quick (.bak backups, 3 rounds) or full (git branch, 5 rounds); default: the mode gateway decides').choices([
        'quick',
        'full',
      ]),
    )
    .option('--max-rounds <n>', 'rounds per skill (default 3 quick / 5 full)')
    .option('-y, --yes', 'answer 🔴 CHECKPOINTs with their default (never a 🛑 STOP; a skill with an open Sentinel error stays unedited)')
    .option('--yes-stop', 'also answer 🛑 STOPs with their default')
    .option('--budget <calls>', 'hard limit on HTTP requests to the model for the whole run (retries included); the plan is shown, not asked')
    .option('--timeout <seconds>', 'time limit per model request attempt (default 120)')
    .option(
      '--paired-judges <n>',
      "Full mode with a model: when a round's Δ is inside the judge noise floor, n judges compare before/after and a majority decides keep/revert (default 3; 0 = off; 1–2 count as 3)",
    )
    .option(
      '--workspace <dir>',
      "folder for optimization-registry.tsv, meta_learnings.md, luban-profile.json and the backup archive (default: the current folder when it already holds them, else Luban's state folder, e.g. ~/.local/state/luban)",
    )
    .option('--intent <text>', 'what you want, for the mode gateway (e.g. "完整优化", "just a quick look")')
    .addOption(new Option('-f, --format <format>', 'report format').choices(['text', 'json']).default('text'))
    .option('--locale <locale>', 'en or zh-CN')
    .option('--cache-dir <dir>', 'judge cache folder')
    .option('--no-cache', 'neither read nor write the judge cache');
  addModelOptions(cmd).action(async (dirs: string[], opts: OptimizeCliOptions) => {
    const locale = resolveLocale(io, opts.locale);
    const err = (t: string) => io.stderr(t);
    const maxRounds = wholeNumber(opts.maxRounds, '--max-rounds', 1, locale);
    const budgetLimit = wholeNumber(opts.budget, '--budget', 0, locale);
    const pairedJudges = wholeNumber(opts.pairedJudges, '--paired-judges', 0, locale);
    const timeoutMs = timeoutMsOf(opts.timeout, locale);
    if (!dirs.length) throw new CliError(say(locale, 'noSkill'));
    const skills: string[] = [];
    for (const d of dirs) {
      const abs = path.resolve(io.cwd, d);
      try {
        skills.push(...(await discoverSkills(abs)));
      } catch (e) {
        if (e instanceof PathNotFoundError) throw new CliError(say(locale, 'notFound', { path: d }));
        throw e;
      }
    }
    // Model settings: flags, then the config file's defaults (never a key), then none.
    const { settings, model } = await resolveModel(opts, { start: skills[0] ?? io.cwd, env: io.env, locale, http: { timeoutMs } });
    const interactive = hasTerminal(oio);
    // One judge cache for the plan (what it already answers) and the run.
    const session = openModelSession({ model, settings, cache: opts.cache, cacheDir: opts.cacheDir, cwd: io.cwd, env: io.env, budget: budgetLimit });
    const { cache } = session;
    let planned: { baseline: number; total: number } | undefined;
    if (model) {
      // docs/features.md C9: the plan before any request; a person accepts it (or --yes / --budget).
      const { planOptimizeRun } = await import('../../core/api/loop.ts');
      const { scanPaths } = await import('../../core/api/scan.ts');
      const { skills: scans } = await scanPaths(skills, { keepDocuments: true, locale });
      const plans: SkillPlan[] = [];
      for (const scan of scans)
        plans.push({
          skill: path.basename(scan.doc.dir),
          plan: await planOptimizeRun({ dir: scan.doc.dir, scan, model, cache, mode: opts.mode, intent: opts.intent, maxRounds, pairedJudges }),
        });
      const consent = await askCostConsent(oio, {
        write: err,
        plan: [formatOptimizePlan(plans, locale, model.id, budgetLimit)],
        yes: opts.yes,
        budget: budgetLimit,
        question: say(locale, 'askProceed'),
        declined: say(locale, 'declined') + '\n',
        refusal: say(locale, 'refuseModel') + '\n',
        setExit,
      });
      planned = { baseline: plans.reduce((a, p) => a + p.plan.phase1Calls, 0), total: plans.reduce((a, p) => a + p.plan.calls, 0) };
      if (consent === 'refused') return;
      if (consent === 'declined') {
        setExit(EXIT_CLEAN);
        return;
      }
    }
    const pauseAt = io.env.LUBAN_TEST_PAUSE_AT;
    // Loaded on use: the loop, the judges and git stay out of every other command's start-up.
    const { optimize, chooseLubanWorkspace } = await import('../../core/api/optimize.ts');
    // Never the open folder by accident (issue 33 item 1): named, else where the records already are, else the state folder.
    const workspace = chooseLubanWorkspace({ named: opts.workspace, cwd: io.cwd, env: io.env }).dir;
    // Long work says how far it is (issue 33 item 6): calls done of planned, tokens, time, on stderr.
    const line = new ProgressLine({
      write: err,
      tty: Boolean(oio.interactive && process.stderr.isTTY),
      locale,
      plannedBaseline: planned?.baseline,
      plannedTotal: planned?.total,
    });
    const say$ = (t: string) => {
      line.clear();
      err(t);
    };
    const counted = model ? countingModel(model, (c) => line.onCall(c)) : undefined;
    if (counted) line.start();
    const run$ = withCancellation(oio.signal, true, (signal) =>
      optimize({
        skills,
        workspace,
        root: io.cwd,
        approver: cliApprover({
          yes: Boolean(opts.yes),
          yesStop: Boolean(opts.yesStop),
          interactive,
          ask: (q) => (line.clear(), (oio.ask ?? askOnTerminal)(q)),
          locale,
          write: say$,
        }),
        mode: opts.mode,
        intent: opts.intent,
        maxRounds,
        model: counted,
        budget: session.budget,
        pairedJudges,
        cache,
        concurrency: session.concurrency,
        locale,
        signal,
        onEvent: (e) => {
          line.onEvent(e);
          renderEvent(e, locale, say$);
        },
        pauseAt: pauseAt
          ? async (point: PausePoint, skill: string, round: number) => {
              const [p, r] = pauseAt.split('@');
              if (p !== point || (r !== undefined && Number(r) !== round)) return;
              process.stderr.write(`LUBAN_PAUSED ${point} ${skill} ${round}\n`);
              await new Promise(() => undefined);
            }
          : undefined,
      }),
    );
    const { value: report } = await run$.finally(() => line.stop());
    if (opts.format === 'json') io.stdout(JSON.stringify(report, null, 2) + '\n');
    else io.stdout(reportText(report, locale));
    if (report.stopped === 'no-answer' && report.unanswered) {
      const cp = report.unanswered;
      const def = cp.choices.find((c) => c.id === cp.defaultChoice);
      err(
        say(locale, 'needYes', {
          level: cp.level === 'stop' ? '🛑 STOP' : '🔴 CHECKPOINT',
          title: pick(cp.title, locale),
          flag: cp.level === 'stop' ? '--yes-stop' : '--yes',
          choice: def ? pick(def.label, locale) : cp.defaultChoice,
        }) + '\n',
      );
      setExit(EXIT_USAGE);
      return;
    }
    if (report.stopped === 'cancelled') {
      err(say(locale, 'cancelled') + '\n');
      setExit(EXIT_USAGE);
      return;
    }
    // A skill the security gate kept from being edited has open Sentinel errors: exit 1, as `scan` would.
    // An endpoint that never answered is an I/O failure (docs/features.md §9 exit 2), as in `luban score`.
    if (report.stopped === 'model-unanswered') setExit(EXIT_USAGE);
    else setExit(report.skills.some((s) => s.status === 'error' || s.status === 'aborted' || s.security === 'blocked') ? EXIT_FINDINGS : EXIT_CLEAN);
  });
}
