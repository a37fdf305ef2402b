/**
 * `luban scan --semantic` (issue 31 item 9, seed v2 §三): SkillOps' semantic scan through the
 * person's model — contradictions, duplicated and ambiguous instructions, each at a quoted
 * file:line, added to the scan's findings (`data.source: "model"`, warnings: the exit code stays
 * the static scan's). The cost plan comes first on stderr; without a terminal it needs `--yes`
 * (or `--budget N`, here only an acceptance) like every model command, else exit 2. No model
 * configured: a plain message that it needs one, exit 2. A reply that does not parse, or quotes
 * a line the skill does not hold, leaves that skill "not scored" — never invented findings.
 */
import path from 'node:path';
import { promises as fs } from 'node:fs';
import { localTable, t, type Locale } from '../../core/api/base.ts';
import type { LocalisedText } from '../../core/api/rules.ts';
import type { SkillScanResult } from '../../core/api/scan.ts';
import { discoverSkills, loadSkill } from '../../core/api/skill.ts';
import { formatPlan } from '../../core/api/models.ts';
import { planSemanticScan, semanticScan } from '../../core/api/modules.ts';
import { askCostConsent, parseBudgetFlag } from '../consent.ts';
import { resolveModel, timeoutMsOf, type ModelFlags } from '../model-options.ts';
import { CliError, type CliIO } from '../io.ts';

const M = {
  needModel: {
    en: '--semantic needs a model: pass --provider openai|anthropic (with --model / --base-url) or set "model" in .luban.json. Nothing was sent.',
    zh: '--semantic 需要模型：请加 --provider openai|anthropic（以及 --model / --base-url），或在 .luban.json 中设置 "model"。未发送任何内容。',
  },
  planTitle: { en: 'SkillOps semantic scan (consistency, duplication, ambiguity):', zh: 'SkillOps 语义扫描（一致性、重复、歧义）：' },
  ask: { en: 'Proceed? [y/N] ', zh: '继续吗？[y/N] ' },
  declined: { en: 'Semantic scan not run: only the static scan follows.', zh: '未运行语义扫描：下面只有静态扫描结果。' },
  refuse: {
    en: 'scan --semantic would make {calls} model call(s) (~{tokens} tokens) and cannot ask for confirmation (no terminal). Pass --yes to accept the plan.',
    zh: 'scan --semantic 将调用模型 {calls} 次（约 {tokens} tokens），但无法确认（不是终端）。请加 --yes 接受该计划。',
  },
  notScored: { en: '! {skill}: semantic scan not scored ({reason})', zh: '! {skill}：语义扫描未评分（{reason}）' },
  scored: { en: '{skill}: semantic scan found {n} problem(s)', zh: '{skill}：语义扫描发现 {n} 个问题' },
  badBudget: { en: '--budget must be a whole number ≥ 0, got "{v}"', zh: '--budget 必须是 ≥ 0 的整数，收到 "{v}"' },
} satisfies Record<string, LocalisedText>;
const say = localTable(M);

export interface SemanticFlags extends ModelFlags {
  yes?: boolean;
  budget?: string;
  timeout?: string;
  config?: string;
}

/** Adds the semantic findings to scanned results (called once the static scan is done). */
export type SemanticPass = (results: SkillScanResult[]) => Promise<void>;

/**
 * Resolves the model and asks for the plan's consent before anything is scanned or sent.
 * Undefined: the run ends here (refused without a terminal, exit already set). Throws a
 * CliError (exit 2) when no model is configured.
 */
export async function prepareSemantic(
  paths: string[],
  flags: SemanticFlags,
  io: CliIO,
  locale: Locale,
  setExit: (code: number) => void,
): Promise<SemanticPass | undefined> {
  const err = (text: string) => io.stderr(text.endsWith('\n') ? text : text + '\n');
  const budget = parseBudgetFlag(flags.budget, (v) => say(locale, 'badBudget', { v }));
  const timeoutMs = timeoutMsOf(flags.timeout, locale);
  const docs = [];
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
  const start = docs[0]?.dir ?? io.cwd;
  const { model } = await resolveModel(flags, {
    start,
    configFile: flags.config ? path.resolve(io.cwd, flags.config) : undefined,
    env: io.env,
    locale,
    http: { timeoutMs },
  });
  if (!model) throw new CliError(say(locale, 'needModel'));
  if (!docs.length) return async () => {};
  const plan = planSemanticScan(docs);
  const consent = await askCostConsent(io, {
    write: err,
    plan: [say(locale, 'planTitle'), formatPlan(plan, locale, model.id)],
    yes: flags.yes,
    budget,
    question: say(locale, 'ask'),
    declined: say(locale, 'declined'),
    refusal: say(locale, 'refuse', { calls: plan.calls, tokens: plan.inputTokens + plan.outputTokens }),
    setExit,
  });
  if (consent === 'refused') return undefined;
  if (consent === 'declined') return async () => {};
  const byDir = new Map(docs.map((d) => [path.resolve(d.dir), d]));
  return async (results) => {
    let calls = 0;
    for (const r of results) {
      const doc = byDir.get(path.resolve(r.doc.dir));
      if (!doc) continue;
      if (budget !== undefined && calls >= budget) {
        err(say(locale, 'notScored', { skill: doc.folderName, reason: `--budget ${budget}` }));
        continue;
      }
      calls++;
      const out = await semanticScan(doc, model, { locale, signal: io.signal });
      if (out.status === 'not-scored') err(say(locale, 'notScored', { skill: doc.folderName, reason: out.reason }));
      else {
        err(say(locale, 'scored', { skill: doc.folderName, n: out.findings.length }));
        r.findings.push(...out.findings);
      }
    }
  };
}
