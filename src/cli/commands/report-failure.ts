/**
 * `luban report-failure SKILL_DIR --instruction TEXT --feedback TEXT [--output FILE]
 * [--output-text TEXT] [--transcript FILE.jsonl] [--apply] [--yes] [--budget N]
 * [--provider P --model M --base-url URL] [--format text|json]` (docs/features.md E1, §9).
 *
 * Prints the seed's 「🔧 EvoSkill 修复建议」 for one failure and keeps the report in the
 * skill's failures.jsonl. Static evidence first; a model only where that is not
 * enough, after the cost plan (asked on a terminal unless --yes or --budget; refused
 * without one). `--apply` shows the change and asks before writing it (a `.bak` copy
 * first, then an atomic write); `--apply --yes` applies without asking — the person
 * said so on the command line. Exit 0: a patch was proposed (or applied, or declined);
 * 1: no patch could be written (not located, or it needs a model that did not run);
 * 2: usage or I/O error, or a question that could not be asked.
 */
import path from 'node:path';
import { promises as fs } from 'node:fs';
import { type Command, Option } from 'commander';
import { openModelSession } from '../../core/api/model-session.ts';
import { maxCalls, shortCount } from '../../core/api/models.ts';
import { localTable, type Locale } from '../../core/api/base.ts';
import {
  afterWriteJson,
  afterWriteLines,
  analyzerContext,
  applyPatch,
  captureBeforeEdit,
  regressAfterWrite,
  type AfterWriteRegression,
  buildInput,
  diagnose,
  initialStatus,
  planDiagnosis,
  recordReport,
  renderProposal,
  skillDisplayName,
  StalePatchError,
  toReportJson,
  TranscriptError,
  type Diagnosis,
  type EvoSkillReport,
} from '../../core/api/lifecycle.ts';
import type { ProviderChoice } from '../../core/api/models.ts';
import type { LocalisedText } from '../../core/api/rules.ts';
import type { FailureStatus } from '../../core/api/formats.ts';
import { addModelOptions, resolveModel } from '../model-options.ts';
import { CliError, EXIT_CLEAN, EXIT_FINDINGS, EXIT_USAGE, type CliIO } from '../io.ts';
import { askCostConsent, askPerson, hasTerminal, parseBudgetFlag } from '../consent.ts';
import { addCommonOptions, displayDirFor, resolveLocale, runScan, type CommonScanOptions } from './scan.ts';

const M = {
  noSkill: { en: 'no skill (SKILL.md) found at {path}', zh: '{path} 下没有找到技能（SKILL.md）' },
  oneSkill: { en: 'report-failure takes one skill folder; {path} holds {n} skills', zh: 'report-failure 只接受一个技能目录；{path} 下有 {n} 个技能' },
  needFeedback: {
    en: '--feedback is required: say what went wrong (e.g. --feedback "it did not trigger")',
    zh: '必须提供 --feedback：说明哪里不对（例如 --feedback "技能没有被触发"）',
  },
  needInstruction: { en: '--instruction is required (or a --transcript to read it from)', zh: '必须提供 --instruction（或用 --transcript 从会话记录中读取）' },
  bothOutputs: { en: 'give --output FILE or --output-text TEXT, not both', zh: '--output FILE 与 --output-text TEXT 只能二选一' },
  readFailed: { en: 'cannot read {file}: {detail}', zh: '无法读取 {file}：{detail}' },
  badTranscript: { en: '{file} is not a Claude Code or Codex session transcript: {detail}', zh: '{file} 不是 Claude Code 或 Codex 的会话记录：{detail}' },
  transcriptLines: { en: 'note: {file}: lines {lines} are not JSON and were skipped', zh: '注意：{file}：第 {lines} 行不是 JSON，已跳过' },
  badBudget: { en: '--budget must be a whole number ≥ 0, got "{v}"', zh: '--budget 必须是 ≥0 的整数，收到 "{v}"' },
  plan: {
    en: 'EvoSkill plan (model {model}): {calls} model call, about {inp} input + {out} output tokens (estimates, ±30%); at most {max} with one repair of an invalid reply.',
    zh: 'EvoSkill 计划（模型 {model}）：调用模型 {calls} 次，估计输入 ~{inp}、输出 ~{out} tokens（估算值 ±30%）；回复无效时最多再修复一次，合计最多 {max} 次。',
  },
  planCached: { en: 'The judge cache answers the model step: no model call needed.', zh: '评委缓存已覆盖模型步骤：无需调用模型。' },
  keyFrom: { en: '  API key from {var}', zh: '  API key 取自 {var}' },
  budget: { en: 'Budget: at most {n} model calls.', zh: '预算：最多调用模型 {n} 次。' },
  askProceed: { en: 'Ask the model? [y/N] ', zh: '调用模型吗？[y/N] ' },
  refuse: {
    en: 'report-failure needs one model call (~{tokens} tokens) for the patch and cannot ask for confirmation (no terminal). Pass --yes to accept the plan or --budget N to cap the calls.',
    zh: 'report-failure 需要调用模型 1 次（约 {tokens} tokens）来写补丁，但当前不是终端、无法请求确认。请加 --yes 接受计划，或用 --budget N 限制调用次数。',
  },
  staticEnough: { en: 'Static evidence suffices: no model call.', zh: '静态证据已足够：无需调用模型。' },
  askApply: { en: 'Apply this change to {file}? [y/N] ', zh: '把这处修改应用到 {file} 吗？[y/N] ' },
  applyRefused: {
    en: '--apply cannot ask for confirmation (no terminal): the patch was not applied and stays pending. Run it on a terminal, or pass --apply --yes to apply without asking.',
    zh: '--apply 无法请求确认（不是终端）：补丁未应用，保持待确认。请在终端中运行，或用 --apply --yes 不经询问直接应用。',
  },
  nothingToApply: { en: 'nothing to apply: no patch was written', zh: '没有可应用的内容：未生成补丁' },
  stale: { en: 'not applied: {detail}. Report the failure again against the current text.', zh: '未应用：{detail}。请针对当前文本重新报告。' },
  writeFailed: { en: 'could not write {file}: {detail}', zh: '无法写入 {file}：{detail}' },
  diffHead: { en: '--- {file}:{line} (current)\n+++ {file}:{line} (proposed)', zh: '--- {file}:{line}（当前）\n+++ {file}:{line}（建议）' },
  cancelled: { en: 'cancelled', zh: '已取消' },
} satisfies Record<string, LocalisedText>;
const say = localTable(M);

interface ReportFailureOptions extends CommonScanOptions {
  instruction?: string;
  feedback?: string;
  output?: string;
  outputText?: string;
  transcript?: string;
  apply?: boolean;
  yes?: boolean;
  budget?: string;
  format: 'text' | 'json';
  provider?: ProviderChoice;
  model?: string;
  baseUrl?: string;
}

const YES = /^\s*(y|yes|是|好|继续|应用)\s*$/i;

async function readText(io: CliIO, file: string, locale: Locale): Promise<string> {
  try {
    return await fs.readFile(path.resolve(io.cwd, file), 'utf8');
  } catch (e) {
    throw new CliError(say(locale, 'readFailed', { file, detail: (e as NodeJS.ErrnoException).code ?? (e as Error).message }));
  }
}

/** The change as a small unified diff, for the question before applying. */
export function diffText(d: Diagnosis, locale: Locale): string {
  if (!d.proposal || d.line === null) return '';
  const head = say(locale, 'diffHead', { file: d.file, line: d.line });
  const minus = d.proposal.oldStr.split('\n').map((l) => `- ${l}`);
  const plus = d.proposal.newStr.split('\n').map((l) => `+ ${l}`);
  return [head, ...minus, ...plus].join('\n') + '\n';
}

export function registerReportFailure(program: Command, io: CliIO, setExit: (code: number) => void): void {
  const cmd = program
    .command('report-failure')
    .description('EvoSkill: report a failed run of a skill; classify the gap, locate file:line and propose old_str → new_str (kept in failures.jsonl)')
    .argument('<skill_dir>', 'the skill folder (holding SKILL.md)')
    .option('--instruction <text>', 'what the person asked the agent (read from --transcript when omitted)')
    .option('--feedback <text>', 'what went wrong, in the person’s words (required)')
    .option('--output <file>', 'a file holding the output or error of the failed run')
    .option('--output-text <text>', 'the output or error of the failed run, inline')
    .option('--transcript <file>', 'a Claude Code or Codex session transcript (.jsonl): read, never executed')
    .option('--apply', 'show the change and ask before writing it (a .bak copy is kept)')
    .option('-y, --yes', 'accept the cost plan without asking; with --apply, apply without asking')
    .option('--budget <calls>', 'hard limit on model calls (no confirmation asked)')
    .addOption(new Option('-f, --format <format>', 'output format').choices(['text', 'json']).default('text'));
  addModelOptions(cmd);
  addCommonOptions(cmd).action(async (dir: string, opts: ReportFailureOptions) => {
    const locale = resolveLocale(io, opts.locale);
    const err = (t: string) => io.stderr(t.endsWith('\n') ? t : t + '\n');

    // Usage first: a usage error must not cost anything or write anything.
    const budgetLimit = parseBudgetFlag(opts.budget, (v) => say(locale, 'badBudget', { v }));
    if (!opts.feedback?.trim()) throw new CliError(say(locale, 'needFeedback'));
    if (opts.output !== undefined && opts.outputText !== undefined) throw new CliError(say(locale, 'bothOutputs'));
    if (!opts.instruction?.trim() && !opts.transcript) throw new CliError(say(locale, 'needInstruction'));

    const results = await runScan([dir], opts, io);
    if (results.length === 0) throw new CliError(say(locale, 'noSkill', { path: dir }));
    if (results.length > 1) throw new CliError(say(locale, 'oneSkill', { path: dir, n: results.length }));
    const scan = results[0];
    const doc = scan.doc;
    if (!doc.skillFile?.text) throw new CliError(say(locale, 'noSkill', { path: dir }));
    const skillDir = doc.dir;

    const output = opts.output !== undefined ? await readText(io, opts.output, locale) : opts.outputText;
    const transcript = opts.transcript ? { file: opts.transcript, text: await readText(io, opts.transcript, locale) } : undefined;
    let built;
    try {
      built = buildInput(doc, { instruction: opts.instruction, output, feedback: opts.feedback, transcript });
    } catch (e) {
      if (e instanceof TranscriptError) throw new CliError(say(locale, 'badTranscript', { file: opts.transcript ?? '', detail: e.message }));
      throw e;
    }
    if (built.transcript?.problems.length)
      err(
        say(locale, 'transcriptLines', {
          file: opts.transcript ?? '',
          lines: built.transcript.problems
            .slice(0, 10)
            .map((p) => p.line)
            .join(', '),
        }),
      );
    if (!built.input.instruction) throw new CliError(say(locale, 'needInstruction'));

    const ctx = analyzerContext(doc, scan.findings, built.input);
    const { settings, model } = await resolveModel(opts, {
      start: skillDir,
      configFile: opts.config ? path.resolve(io.cwd, opts.config) : undefined,
      env: io.env,
      locale,
    });
    const modelLabel = settings.model ?? model?.id;

    // The cost plan (docs/features.md C9), only when the static evidence is not enough and a model is set.
    // No judge cache here: the model step is one call, asked fresh.
    const session = openModelSession({ model, settings, cache: false, cwd: io.cwd, env: io.env, budget: budgetLimit });
    let declined = false;
    const plan = await planDiagnosis(ctx, model);
    if (model && !plan) err(say(locale, 'staticEnough'));
    if (model && plan) {
      if (plan.calls === 0) err(say(locale, 'planCached'));
      else {
        const consent = await askCostConsent(io, {
          write: err,
          plan: [
            say(locale, 'plan', {
              model: modelLabel ?? model.id,
              calls: plan.calls,
              inp: shortCount(plan.inputTokens),
              out: shortCount(plan.outputTokens),
              max: maxCalls(plan),
            }) + (session.keySource ? `\n${say(locale, 'keyFrom', { var: session.keySource })}` : ''),
          ],
          yes: opts.yes,
          budget: budgetLimit,
          budgetNotes: budgetLimit === undefined ? [] : [say(locale, 'budget', { n: budgetLimit })],
          question: say(locale, 'askProceed'),
          accepts: YES,
          refusal: say(locale, 'refuse', { tokens: plan.inputTokens + plan.outputTokens }),
          setExit,
        });
        if (consent === 'refused') return;
        declined = consent === 'declined';
      }
    }

    const diagnosis = await diagnose(ctx, { model, budget: session.budget, signal: io.signal, declined });
    if (diagnosis.model.state === 'failed' && diagnosis.model.reason === 'cancelled') {
      err(say(locale, 'cancelled'));
      setExit(EXIT_USAGE);
      return;
    }

    // --apply: show the change, ask (or --yes), back up, write atomically.
    let status: FailureStatus = initialStatus(diagnosis);
    let backup: string | undefined;
    let regression: AfterWriteRegression | undefined;
    let exit = diagnosis.proposal ? EXIT_CLEAN : EXIT_FINDINGS;
    if (opts.apply) {
      const p = diagnosis.proposal;
      if (!p || diagnosis.line === null) err(say(locale, 'nothingToApply'));
      else {
        const diff = diffText(diagnosis, locale);
        if (opts.format === 'json') err(diff);
        else io.stdout(diff + '\n');
        let yes = Boolean(opts.yes);
        if (!yes) {
          if (!hasTerminal(io)) {
            err(say(locale, 'applyRefused'));
            exit = EXIT_USAGE;
          } else yes = YES.test(await askPerson(io, say(locale, 'askApply', { file: diagnosis.file })));
          if (!yes && exit !== EXIT_USAGE) status = 'discarded';
        }
        if (yes) {
          try {
            const before = await captureBeforeEdit(skillDir, path.join(skillDir, diagnosis.file));
            const r = await applyPatch(skillDir, { file: diagnosis.file, line: diagnosis.line, oldStr: p.oldStr, newStr: p.newStr });
            status = 'applied';
            backup = path.basename(r.backupPath);
            // MUSE after the edit (seed v2 §七): all cases failing restores the file and fails the command.
            if (before) regression = await regressAfterWrite(before);
            if (regression?.ran && regression.forcedRollback) {
              status = 'pending';
              exit = EXIT_FINDINGS;
            }
          } catch (e) {
            if (e instanceof StalePatchError) err(say(locale, 'stale', { detail: e.message }));
            else err(say(locale, 'writeFailed', { file: diagnosis.file, detail: (e as NodeJS.ErrnoException).code ?? (e as Error).message }));
            exit = EXIT_USAGE;
          }
        }
      }
    }

    const base: Omit<EvoSkillReport, 'record' | 'repeatCount'> = {
      skill: skillDisplayName(doc),
      dir: displayDirFor(io)(skillDir),
      diagnosis,
      input: built.input,
      status,
      modelLabel: diagnosis.evidence === 'model' ? modelLabel : undefined,
      backup,
    };
    let report: EvoSkillReport = base;
    try {
      const kept = await recordReport(skillDir, base, locale);
      report = kept.report;
      if (kept.notice) err(kept.notice);
    } catch (e) {
      err(say(locale, 'writeFailed', { file: 'failures.jsonl', detail: (e as NodeJS.ErrnoException).code ?? (e as Error).message }));
      exit = EXIT_USAGE;
    }
    if (opts.format === 'json') {
      const json = toReportJson(report, locale);
      if (regression) json.regression = afterWriteJson(regression, diagnosis.file);
      io.stdout(JSON.stringify(json, null, 2) + '\n');
    } else {
      io.stdout(renderProposal(report, locale));
      if (regression) io.stdout(afterWriteLines(regression, locale, diagnosis.file).join('\n') + '\n');
    }
    setExit(exit);
  });
}
