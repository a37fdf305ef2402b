/**
 * The model passes of `luban scan`: `--semantic` (issue 31 item 9, seed v2 §三: SkillOps' semantic
 * scan — contradictions, duplicated and ambiguous instructions, added to the findings with
 * `data.source: "model"`) and `--model-read` (issue 28: Sentinel's model read — a model reading
 * the skill as a security reviewer, its own section of the report, never a finding). Both go
 * through the person's model, under one cost plan shown first on stderr; without a terminal it
 * needs `--yes` (or `--budget N`, a cap on the calls of both) like every model command, else exit 2.
 * No model configured: a plain message that it needs one, exit 2. The exit code stays the static
 * scan's. A reply that does not parse, or quotes a line the skill does not hold, leaves that skill
 * "not scored" / "not read" — never invented findings or concerns.
 */
import path from 'node:path';
import { promises as fs } from 'node:fs';
import { localTable, t, type Locale } from '../../core/api/base.ts';
import type { LocalisedText } from '../../core/api/rules.ts';
import type { SkillScanResult } from '../../core/api/scan.ts';
import type { SkillDocument } from '../../core/api/skill.ts';
import { discoverSkills, loadSkill } from '../../core/api/skill.ts';
import { formatPlan, type CostPlan } from '../../core/api/models.ts';
import { modelRead, planModelRead, planSemanticScan, semanticScan } from '../../core/api/modules.ts';
import { askCostConsent, budgetNotes, parseBudgetFlag } from '../consent.ts';
import { resolveModel, timeoutMsOf, type ModelFlags } from '../model-options.ts';
import { CliError, type CliIO } from '../io.ts';

const M = {
  needModel: {
    en: '{flag} needs a model: pass --provider openai|anthropic (with --model / --base-url) or set "model" in .luban.json. Nothing was sent.',
    zh: '{flag} 需要模型：请加 --provider openai|anthropic（以及 --model / --base-url），或在 .luban.json 中设置 "model"。未发送任何内容。',
  },
  planSemantic: { en: 'SkillOps semantic scan (consistency, duplication, ambiguity):', zh: 'SkillOps 语义扫描（一致性、重复、歧义）：' },
  planRead: {
    en: 'Sentinel model read (a model reads every text file as a security reviewer; secrets the scan found are masked):',
    zh: 'Sentinel 模型通读（模型以安全审查者身份读取每个文本文件；扫描发现的密钥先遮盖）：',
  },
  ask: { en: 'Proceed? [y/N] ', zh: '继续吗？[y/N] ' },
  declined: { en: 'No model pass run: only the static scan follows.', zh: '未运行模型步骤：下面只有静态扫描结果。' },
  refuse: {
    en: '{flags} would make {calls} model call(s) (~{tokens} tokens) and cannot ask for confirmation (no terminal). Pass --yes to accept the plan.',
    zh: '{flags} 将调用模型 {calls} 次（约 {tokens} tokens），但无法确认（不是终端）。请加 --yes 接受该计划。',
  },
  notScored: { en: '! {skill}: semantic scan not scored ({reason})', zh: '! {skill}：语义扫描未评分（{reason}）' },
  scored: { en: '{skill}: semantic scan found {n} problem(s)', zh: '{skill}：语义扫描发现 {n} 个问题' },
  notRead: { en: '! {skill}: model read not read ({reason})', zh: '! {skill}：模型通读未完成（{reason}）' },
  read: { en: '{skill}: model read: {verdict}, {n} concern(s)', zh: '{skill}：模型通读：{verdict}，{n} 处关注' },
  short: {
    en: 'The plan makes {max} model calls; past the first {n} a skill is "not scored" / "not read".',
    zh: '该计划需调用模型 {max} 次；超出前 {n} 次的技能标为“未评分”/“未完成”。',
  },
  badBudget: { en: '--budget must be a whole number ≥ 0, got "{v}"', zh: '--budget 必须是 ≥ 0 的整数，收到 "{v}"' },
} satisfies Record<string, LocalisedText>;
const say = localTable(M);

export interface ModelPassFlags extends ModelFlags {
  semantic?: boolean;
  modelRead?: boolean;
  yes?: boolean;
  budget?: string;
  timeout?: string;
  config?: string;
}

/** Adds what the model passes found to scanned results (called once the static scan is done). */
export type ModelPass = (results: SkillScanResult[]) => Promise<void>;

/** The flags that ask for a model pass, as the messages name them. */
const flagNames = (flags: ModelPassFlags) => [flags.semantic ? '--semantic' : '', flags.modelRead ? '--model-read' : ''].filter(Boolean).join(' ');

async function skillsUnder(paths: string[], io: CliIO, locale: Locale): Promise<SkillDocument[]> {
  const docs: SkillDocument[] = [];
  for (const p of paths.length ? paths : ['.']) {
    const abs = path.resolve(io.cwd, p);
    try {
      await fs.stat(abs);
    } catch {
      throw new CliError(t(locale, 'cli.pathMissing', { path: p }));
    }
    for (const d of await discoverSkills(abs)) {
      const doc = await loadSkill(d);
      if (doc.skillFile) docs.push(doc);
    }
  }
  return docs;
}

/**
 * Resolves the model and asks for the plan's consent before anything is scanned or sent.
 * Undefined: the run ends here (refused without a terminal, exit already set). Throws a
 * CliError (exit 2) when no model is configured.
 */
export async function prepareModelPasses(
  paths: string[],
  flags: ModelPassFlags,
  io: CliIO,
  locale: Locale,
  setExit: (code: number) => void,
): Promise<ModelPass | undefined> {
  const err = (text: string) => io.stderr(text.endsWith('\n') ? text : text + '\n');
  const budget = parseBudgetFlag(flags.budget, (v) => say(locale, 'badBudget', { v }));
  const timeoutMs = timeoutMsOf(flags.timeout, locale);
  const docs = await skillsUnder(paths, io, locale);
  const { model } = await resolveModel(flags, {
    start: docs[0]?.dir ?? io.cwd,
    configFile: flags.config ? path.resolve(io.cwd, flags.config) : undefined,
    env: io.env,
    locale,
    http: { timeoutMs },
  });
  if (!model) throw new CliError(say(locale, 'needModel', { flag: flagNames(flags) }));
  if (!docs.length) return async () => {};
  const plans: Array<{ title: string; plan: CostPlan }> = [];
  if (flags.semantic) plans.push({ title: say(locale, 'planSemantic'), plan: planSemanticScan(docs) });
  if (flags.modelRead) plans.push({ title: say(locale, 'planRead'), plan: planModelRead(docs, locale) });
  const calls = plans.reduce((n, p) => n + p.plan.calls, 0);
  const tokens = plans.reduce((n, p) => n + p.plan.inputTokens + p.plan.outputTokens, 0);
  const consent = await askCostConsent(io, {
    write: err,
    plan: plans.flatMap((p) => [p.title, formatPlan(p.plan, locale, model.id)]),
    yes: flags.yes,
    budget,
    budgetNotes: budgetNotes(locale, budget, calls, M.short),
    question: say(locale, 'ask'),
    declined: say(locale, 'declined'),
    refusal: say(locale, 'refuse', { flags: flagNames(flags), calls, tokens }),
    setExit,
  });
  if (consent === 'refused') return undefined;
  if (consent === 'declined') return async () => {};
  const byDir = new Map(docs.map((d) => [path.resolve(d.dir), d]));
  return async (results) => {
    let made = 0;
    /** One more call within the budget, or false (the skill's pass is then not scored / not read). */
    const call = () => (budget !== undefined && made >= budget ? false : (made++, true));
    for (const r of results) {
      const doc = byDir.get(path.resolve(r.doc.dir));
      if (!doc) continue;
      const skill = doc.folderName;
      if (flags.semantic) {
        if (!call()) err(say(locale, 'notScored', { skill, reason: `--budget ${budget}` }));
        else {
          const out = await semanticScan(doc, model, { locale, signal: io.signal });
          if (out.status === 'not-scored') err(say(locale, 'notScored', { skill, reason: out.reason }));
          else {
            err(say(locale, 'scored', { skill, n: out.findings.length }));
            r.findings.push(...out.findings);
          }
        }
      }
      if (flags.modelRead) {
        if (!call()) r.modelRead = { status: 'not-read', reason: `--budget ${budget}`, model: model.id };
        else r.modelRead = await modelRead(doc, model, { locale, secrets: r.findings, signal: io.signal });
        const read = r.modelRead;
        if (read.status === 'not-read') err(say(locale, 'notRead', { skill, reason: read.reason }));
        else err(say(locale, 'read', { skill, verdict: read.verdict, n: read.concerns.length }));
      }
    }
  };
}
