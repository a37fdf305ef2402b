/**
 * The Markdown artefacts' text (seed 002 evolve 目录产物): `analysis.md` of one iteration
 * (弱项分析: scores, each weak dimension's root cause at its SKILL.md line, the strategy
 * and the rewrite it led to, as a diff) and `evolve_log.md` (the run: inputs, one row per
 * iteration, the stop and what happened to SKILL.md). Both in the person's language.
 */
import type { Locale } from '../../base/l10n/index.ts';
import { unifiedDiff } from '../../edits/edit-budget.ts';
import { evolveSay } from './messages.ts';
import type { EvolveReport, IterationRecord } from './types.ts';

const L = {
  en: {
    analysis: 'Analysis',
    score: 'Score',
    passed: 'passed',
    notPassed: 'not passed',
    dims: 'Dimensions',
    dimHead: '| Dimension | Weight | Score | Reason |',
    weak: 'Weak dimensions (< 70)',
    weakFallback: 'Weak dimensions',
    location: 'Root cause in',
    quote: 'Quoted',
    improvement: 'Improvement',
    strategy: 'Overall strategy',
    patch: 'Patch',
    bump: 'Version bump',
    change: 'Change',
    reasoning: 'Reasoning',
    noRewritePassed: 'Passed the threshold: no rewrite.',
    noRewriteLast: 'Last iteration: no rewrite (it could not be evaluated).',
    noRewriteStalled: 'The score stalled: no rewrite.',
    log: 'Evolve log',
    skill: 'Skill',
    task: 'Task',
    benchmark: 'Benchmark',
    knowhow: 'Knowhow',
    threshold: 'Threshold',
    maxIter: 'Max iterations',
    started: 'Started',
    model: 'Model',
    rows: '| Iteration | Version | Score | Passed | Weak dimensions | Change |',
    stop: 'Stop',
    skillMd: 'SKILL.md',
    running: 'running…',
  },
  zh: {
    analysis: '弱项分析',
    score: '得分',
    passed: '达标',
    notPassed: '未达标',
    dims: '各维度',
    dimHead: '| 维度 | 权重 | 得分 | 原因 |',
    weak: '弱项维度（< 70）',
    weakFallback: '弱项维度',
    location: '根因位置',
    quote: '引用',
    improvement: '改进',
    strategy: '总体策略',
    patch: '改写',
    bump: '版本号',
    change: '修改内容',
    reasoning: '理由',
    noRewritePassed: '已达到阈值：不再改写。',
    noRewriteLast: '最后一次迭代：不再改写（改写后无法再评分）。',
    noRewriteStalled: '分数停滞：不再改写。',
    log: '进化日志',
    skill: '技能',
    task: '测试任务',
    benchmark: 'Benchmark',
    knowhow: 'Knowhow',
    threshold: '通过阈值',
    maxIter: '最大迭代次数',
    started: '开始时间',
    model: '模型',
    rows: '| 迭代 | 版本 | 得分 | 达标 | 弱项维度 | 修改 |',
    stop: '停止',
    skillMd: 'SKILL.md',
    running: '进行中…',
  },
};

const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\n+/g, ' ').trim();

export function analysisMarkdown(r: IterationRecord, threshold: number, locale: Locale, fallback = false): string {
  const w = locale === 'zh-CN' ? L.zh : L.en;
  const out: string[] = [
    `# v${r.iteration} (${r.version}) — ${w.analysis}`,
    '',
    `**${w.score}**: ${r.score} / ${threshold} — ${r.passed ? `✅ ${w.passed}` : w.notPassed}`,
    '',
  ];
  out.push(`## ${w.dims}`, '', w.dimHead, '|---|---|---|---|');
  for (const d of r.dimensions) out.push(`| ${cell(d.name)} | ${d.weight} | ${d.score}${d.score < 70 ? ' ⚠' : ''} | ${cell(d.reason)} |`);
  out.push('');
  if (!r.analysis || !r.patch) {
    out.push(r.noRewrite === 'passed' ? w.noRewritePassed : r.noRewrite === 'stalled' ? w.noRewriteStalled : w.noRewriteLast, '');
    return out.join('\n');
  }
  out.push(`## ${fallback ? w.weakFallback : w.weak}`, '');
  if (fallback) out.push(`> ${evolveSay(locale, 'noWeakBelow70')}`, '');
  for (const wd of r.analysis.weakDimensions) {
    const loc = r.locations.find((l) => l.dimension === wd.dimension);
    out.push(`### ${wd.dimension} — ${wd.currentScore}`, '');
    if (loc) out.push(`- ${w.location}: \`${loc.file}:${loc.line}\``, `- ${w.quote}: “${loc.quote.trim().split('\n')[0]}”`);
    out.push(`- rootCause: ${wd.rootCause}`, `- ${w.improvement}: ${wd.improvement}`, '');
  }
  out.push(`## ${w.strategy}`, '', r.analysis.overallStrategy, '');
  out.push(
    `## ${w.patch}`,
    '',
    `- ${w.bump}: ${r.patch.versionBump} → ${r.patch.newVersion}`,
    `- ${w.change}: ${r.patch.changeDescription}`,
    `- ${w.reasoning}: ${r.patch.reasoning}`,
    '',
  );
  out.push('```diff', unifiedDiff(r.skillText, r.patch.newSkillPrompt).trimEnd(), '```', '');
  return out.join('\n');
}

export interface LogHeader {
  skill: string;
  task: string;
  benchmark: string;
  knowhow?: string;
  threshold: number;
  maxIterations: number;
  started: string;
  model: string;
}

export function evolveLogMarkdown(
  h: LogHeader,
  report: Pick<EvolveReport, 'iterations' | 'stop' | 'best' | 'replacement' | 'failure'> | undefined,
  locale: Locale,
  stopLine?: string,
  skillLine?: string,
): string {
  const w = locale === 'zh-CN' ? L.zh : L.en;
  const task = h.task.length > 300 ? `${h.task.slice(0, 300)}…` : h.task;
  const out = [
    `# ${w.log} — ${h.skill}`,
    '',
    `- ${w.skill}: ${h.skill}`,
    `- ${w.task}: ${task.replace(/\n+/g, ' ')}`,
    `- ${w.benchmark}: ${h.benchmark}`,
    `- ${w.knowhow}: ${h.knowhow ?? '-'}`,
    `- ${w.threshold}: ${h.threshold}`,
    `- ${w.maxIter}: ${h.maxIterations}`,
    `- ${w.model}: ${h.model}`,
    `- ${w.started}: ${h.started}`,
    '',
    w.rows,
    '|---|---|---|---|---|---|',
  ];
  for (const r of report?.iterations ?? []) {
    const weak =
      r.analysis?.weakDimensions.map((d) => `${d.dimension} ${d.currentScore}`).join(', ') ??
      r.dimensions
        .filter((d) => d.score < 70)
        .map((d) => `${d.name} ${d.score}`)
        .join(', ');
    const change = r.patch ? `${r.patch.versionBump} → ${r.patch.newVersion}: ${r.patch.changeDescription}` : '-';
    out.push(`| v${r.iteration} | ${r.version} | ${r.score} | ${r.passed ? '✅' : '—'} | ${cell(weak || '-')} | ${cell(change)} |`);
  }
  out.push('');
  out.push(`**${w.stop}**: ${stopLine ?? w.running}`);
  if (skillLine) out.push('', `**${w.skillMd}**: ${skillLine}`);
  return out.join('\n') + '\n';
}
