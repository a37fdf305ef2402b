/**
 * `luban triggers` output (docs/features.md E4): the text report in English or Chinese, and the
 * `--format json` contract (README "luban triggers"; fields may be added, never renamed).
 */
import { localTable, type Locale } from '../../core/api/base.ts';
import type { LocalisedText } from '../../core/api/rules.ts';
import type { SkillTriggerResult, TriggerReport } from '../../core/api/triggers.ts';
import { VERSION } from '../../core/api/base.ts';

const M = {
  head: { en: 'Trigger evaluation — model {model}, {n} candidate skills', zh: '触发评测——模型 {model}，候选技能 {n} 个' },
  headNone: { en: 'Trigger evaluation — no model: description overlap only', zh: '触发评测——未配置模型：只做描述重合检查' },
  sourceFile: { en: 'queries: {n} from {file} ({yes} should trigger, {no} should not)', zh: '查询：{n} 条，来自 {file}（应触发 {yes}，不应触发 {no}）' },
  sourceSaved: {
    en: 'queries: {n} kept from an earlier run in {file} ({yes} should trigger, {no} should not)',
    zh: '查询：{n} 条，沿用此前生成的 {file}（应触发 {yes}，不应触发 {no}）',
  },
  sourceGenerated: {
    en: 'queries: {n} written by the model ({yes} should trigger, {no} should not)',
    zh: '查询：{n} 条，由模型生成（应触发 {yes}，不应触发 {no}）',
  },
  sourceNone: { en: 'queries: none', zh: '查询：无' },
  noQueries: { en: 'not scored: {why}', zh: '未评分：{why}' },
  scores: { en: 'precision {p} · recall {r}   TP {tp} · FP {fp} · FN {fn} · TN {tn}', zh: '精确率 {p} · 召回率 {r}   TP {tp} · FP {fp} · FN {fn} · TN {tn}' },
  notScoredNoModel: {
    en: 'precision / recall: not scored (no model; pass --provider openai|anthropic --model M)',
    zh: '精确率 / 召回率：未评分（未配置模型；请加 --provider openai|anthropic --model M）',
  },
  unscored: { en: 'partial: {n} of {total} queries not scored ({reasons})', zh: '部分结果：{total} 条查询中有 {n} 条未评分（{reasons}）' },
  chosenInstead: { en: 'chosen instead for its should-trigger queries: {list}', zh: '应触发的查询被选成了其他技能：{list}' },
  overlap: { en: 'description overlap: `{name}` {score}% alike · shared words: {shared}', zh: '描述重合：与 `{name}` 相似度 {score}% · 共同词：{shared}' },
  noOverlap: { en: 'description overlap: none at or above 70%', zh: '描述重合：无（均低于 70%）' },
  usage: { en: 'model: {calls} calls, {input} input + {output} output tokens', zh: '模型：调用 {calls} 次，输入 {input} + 输出 {output} tokens' },
  partialRun: {
    en: 'Partial result: some queries were not scored; their skills’ ratios cover the scored ones only.',
    zh: '部分结果：有查询未评分；相关技能的比率只基于已评分的查询。',
  },
  na: { en: 'n/a', zh: '无法计算' },
} satisfies Record<string, LocalisedText>;
const say = localTable(M);

const pct = (v: number | null, locale: Locale) => (v === null ? say(locale, 'na') : `${Math.round(v * 100)}%`);

function counted(s: SkillTriggerResult): { n: number; yes: number; no: number } {
  const yes = s.results.filter((r) => r.shouldTrigger).length;
  return { n: s.results.length, yes, no: s.results.length - yes };
}

export function triggersText(report: TriggerReport, locale: Locale, displayDir: (dir: string) => string): string {
  const out: string[] = [];
  const noModel = report.model === 'none';
  out.push(noModel ? say(locale, 'headNone') : say(locale, 'head', { model: report.model, n: report.candidates.length }), '');
  for (const s of report.skills) {
    out.push(`${s.skill.name}  (${displayDir(s.skill.dir)})`);
    const c = counted(s);
    const file = s.file ? displayDir(s.file) : '';
    if (s.source === 'file') out.push(`  ${say(locale, 'sourceFile', { ...c, file })}`);
    else if (s.source === 'saved') out.push(`  ${say(locale, 'sourceSaved', { ...c, file })}`);
    else if (s.source === 'generated') out.push(`  ${say(locale, 'sourceGenerated', c)}`);
    else out.push(`  ${say(locale, 'sourceNone')}`);
    if (s.generation && !(noModel && s.generation.reason === 'no-model'))
      out.push(`  ${say(locale, 'noQueries', { why: `${s.generation.reason}: ${s.generation.detail}` })}`);
    if (noModel) out.push(`  ${say(locale, 'notScoredNoModel')}`);
    else {
      const k = s.counts;
      out.push(`  ${say(locale, 'scores', { p: pct(s.precision, locale), r: pct(s.recall, locale), tp: k.tp, fp: k.fp, fn: k.fn, tn: k.tn })}`);
      if (k.notScored) {
        const reasons = [...new Set(s.results.filter((r) => r.status === 'not-scored').map((r) => r.reason ?? '?'))].join(', ');
        out.push(`  ${say(locale, 'unscored', { n: k.notScored, total: s.results.length, reasons })}`);
      }
      if (s.collisions.length) out.push(`  ${say(locale, 'chosenInstead', { list: s.collisions.map((x) => `${x.skill.id} ×${x.count}`).join(', ') })}`);
    }
    if (s.staticCollisions.length)
      for (const o of s.staticCollisions)
        out.push(`  ${say(locale, 'overlap', { name: o.skill.id, score: Math.round(o.score * 100), shared: o.shared.join(', ') || '—' })}`);
    else out.push(`  ${say(locale, 'noOverlap')}`);
    out.push('');
  }
  if (!noModel) {
    out.push(say(locale, 'usage', { calls: report.usage.calls, input: report.usage.inputTokens, output: report.usage.outputTokens }));
    if (report.partial) out.push(say(locale, 'partialRun'));
  }
  return out.join('\n') + '\n';
}

export interface TriggersJsonExtras {
  thresholds: { minPrecision: number; minRecall: number };
  /** Files written (kept queries), as shown. */
  wrote: string[];
}

/** The `--format json` object. */
export function triggersJson(report: TriggerReport, displayDir: (dir: string) => string, extras: TriggersJsonExtras): object {
  const ref = (s: { id: string; name: string; dir: string }) => ({ id: s.id, name: s.name, dir: displayDir(s.dir) });
  return {
    tool: { name: 'luban', version: VERSION },
    model: report.model,
    partial: report.partial,
    thresholds: extras.thresholds,
    candidates: report.candidates.map(ref),
    skills: report.skills.map((s) => {
      const c = counted(s);
      return {
        ...ref(s.skill),
        queries: { source: s.source, file: s.file ? displayDir(s.file) : null, total: c.n, shouldTrigger: c.yes, shouldNotTrigger: c.no },
        notScored: s.generation ? { reason: s.generation.reason, detail: s.generation.detail } : null,
        counts: s.counts,
        precision: s.precision,
        recall: s.recall,
        collisions: s.collisions.map((x) => ({ ...ref(x.skill), count: x.count })),
        staticCollisions: s.staticCollisions.map((x) => ({ ...ref(x.skill), score: x.score, shared: x.shared })),
        results: s.results.map((r) => ({
          query: r.query,
          shouldTrigger: r.shouldTrigger,
          picked: r.picked ?? null,
          status: r.status,
          reason: r.reason ?? null,
        })),
      };
    }),
    usage: report.usage,
    wrote: extras.wrote,
  };
}
