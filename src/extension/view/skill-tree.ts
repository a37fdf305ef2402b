/**
 * What the Luban view shows (docs/features.md H9), as plain data: per skill its static view, the
 * security verdict, the last score from results.tsv, due reminders (CASCADE's refresh
 * and staleness findings), the running job and the saved reports. The TreeDataProvider
 * (./skills-view.ts) only turns these nodes into TreeItems. No `vscode` import: strings
 * come through `t`, so the tree is unit-tested from a scan.
 */
import path from 'node:path';
import type { SkillScanResult } from '../../core/api/scan.ts';
import type { Finding, ResultsRow } from '../../core/api/rules.ts';
import { describedOf, staticScore } from '../../core/api/scan.ts';
import { resultsRowsOf } from '../../core/api/formats.ts';
import { historyPoints, lastFullScore } from '../dashboard/snapshot.ts';
import { scoreWithSpread } from '../../core/api/score.ts';
import { countFindings, fmt1, securityBadge, type Translate } from '../report.ts';
import { parseReportFileName } from '../reports/report-files.ts';
import type { RuntimeCompatibility } from '../../core/api/modules.ts';
import { collisionsBySkill, findCollisions, type DescribedSkill } from '../../core/api/modules.ts';
import { compatibilityOf, frontmatterName } from '../view-facts.ts';
import type { Locale } from '../../core/api/base.ts';
import { problemCounts } from '../problem-counts.ts';

/** `contextValue`s the manifest's `view/item/context` menus match. */
export const NODE_CONTEXT = {
  skill: 'luban.skill',
  skillRunning: 'luban.skill.running',
  report: 'luban.report',
} as const;

export type NodeKind = 'skill' | 'static' | 'security' | 'lastScore' | 'due' | 'dueItem' | 'job' | 'reports' | 'report' | 'runtimes' | 'runtime' | 'collision';

export interface TreeNode {
  kind: NodeKind;
  /** Stable id within the view. */
  id: string;
  label: string;
  description?: string;
  tooltip?: string;
  /** A codicon id. */
  icon: string;
  /** A theme colour id for the icon (verdicts). */
  iconColor?: string;
  contextValue?: string;
  /** The skill folder this node belongs to. */
  dir: string;
  /** A file to open (a report, the file of a due reminder). */
  file?: string;
  line?: number;
  children?: TreeNode[];
}

export interface SkillInput {
  dir: string;
  result: SkillScanResult | undefined;
  /** Saved reports, newest first (absolute paths). */
  reports: readonly string[];
  running: boolean;
  /** Language of the runtime reasons (the scanner's). */
  locale?: Locale;
  /** Skills whose descriptions collide with this one's (filled by skillNodes). */
  collisions?: ReadonlyArray<{ other: DescribedSkill; score: number; shared: string[] }>;
  /** The scheduler's due reminders (weekly SkillOps …), already worded (core/lifecycle/scheduler). */
  reminders?: ReadonlyArray<{ module: string; task: string; reason: string }>;
  /** results.tsv's rows where the result is report-only (read from disk: ../view-facts.ts resultsRowsFor); a whole result's document has them. */
  resultsRows?: readonly ResultsRow[];
}

/** Rules whose findings are reminders that something is due (a refresh, a stale source). */
export const DUE_RULES: ReadonlySet<string> = new Set(['cascade/refresh-due', 'cascade/stale-reference']);

export function dueFindings(findings: readonly Finding[]): Finding[] {
  return findings.filter((f) => DUE_RULES.has(f.ruleId));
}

export interface LastScore {
  total: number;
  evalMode: string;
  timestamp: string;
  round: string;
  /** The points it is out of, when results.tsv says (issue 26 item 6). */
  outOf?: number;
  /** The run's measured noise floor (±), when it measured one. */
  noise?: number;
}

/**
 * The skill's last full score: the newest judged, whole row of results.tsv (a revert's score
 * is the one kept; a static row is the static view, not a score; a row compared on fewer
 * points is not the skill's score). The dashboard reads the same (lastFullScore).
 */
export function lastScoreOf(result: Pick<SkillScanResult, 'doc'>, rows?: readonly ResultsRow[]): LastScore | undefined {
  // The dashboard's own reading of results.tsv (issue 33 item 4): one full score per skill in every view.
  const last = lastFullScore(historyPoints(rows ?? resultsRowsOf(result.doc.files) ?? []));
  if (!last) return undefined;
  return {
    total: last.total,
    evalMode: last.evalMode,
    timestamp: last.timestamp,
    round: last.round,
    ...(last.outOf ? { outOf: last.outOf } : {}),
    ...(last.spread ? { noise: last.spread.sd } : {}),
  };
}

function skillName(input: SkillInput): string {
  const name = input.result ? frontmatterName(input.result) : undefined;
  return typeof name === 'string' && name.trim() ? name : path.basename(input.dir);
}

function reportLabel(file: string, t: Translate): string {
  const p = parseReportFileName(path.basename(file));
  if (!p) return path.basename(file);
  const kind = { report: t('Skill report'), health: t('Health check'), slim: t('Slim plan'), optimisation: t('Optimisation report') }[p.kind];
  const s = p.stamp;
  return `${kind} · ${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6, 8)} ${s.slice(9, 11)}:${s.slice(11, 13)}${p.seq > 1 ? ` (${p.seq})` : ''}`;
}

/** One skill's node with its children. */
export function skillNode(input: SkillInput, t: Translate): TreeNode {
  const { dir, result } = input;
  const name = skillName(input);
  const base = { dir };
  const children: TreeNode[] = [];
  if (input.running) children.push({ ...base, kind: 'job', id: `${dir}#job`, label: t('Optimising now…'), icon: 'sync~spin' });
  if (!result) {
    return {
      ...base,
      kind: 'skill',
      id: dir,
      label: name,
      description: t('not scanned yet'),
      icon: 'circle-outline',
      contextValue: NODE_CONTEXT.skill,
      children,
    };
  }
  const score = staticScore(result.dims, result.subscores);
  const c = countFindings(result.findings);
  const badge = securityBadge(result.findings, t);
  children.push({
    ...base,
    kind: 'static',
    id: `${dir}#static`,
    label: t('Form checks {0} of {1}', fmt1(score.total), fmt1(score.outOf)),
    description: problemCounts(c, t, ' · '),
    // What the form checks do not measure (issue 32 item 1, docs/validity.md).
    tooltip: `${t('Form checks: structure, wording and safety patterns — not whether the skill helps an agent (see docs/validity.md)')}\n${t('The static part of the 100-point rubric; judged dimensions need a model.')}`,
    icon: 'checklist',
  });
  const verdictLabel =
    badge.level === 'block'
      ? t('Security: do not install')
      : badge.level === 'review'
        ? t('Security: review before installing')
        : t('Security: no Sentinel alerts');
  children.push({
    ...base,
    kind: 'security',
    id: `${dir}#security`,
    label: verdictLabel,
    tooltip: badge.detail,
    icon: badge.level === 'clear' ? 'shield' : 'warning',
    ...(badge.level === 'block' ? { iconColor: 'errorForeground' } : badge.level === 'review' ? { iconColor: 'editorWarning.foreground' } : {}),
  });
  const last = lastScoreOf(result, input.resultsRows);
  children.push(
    last
      ? {
          ...base,
          kind: 'lastScore',
          id: `${dir}#last`,
          label: last.outOf
            ? t('Last score {0} of {1}', scoreWithSpread(last.total, last.noise), fmt1(last.outOf))
            : t('Last score {0}', scoreWithSpread(last.total, last.noise)),
          // The verdict beside every score of the skill (docs/features.md B5a), not only beside the static view.
          description: `${badge.level === 'block' ? `${badge.short} · ` : ''}${last.evalMode} · ${last.timestamp}`,
          tooltip:
            t('The newest scored row of results.tsv (round {0}).', last.round) +
            (last.noise !== undefined ? ` ${t('± is the measured judge noise floor of that run.')}` : ''),
          icon: 'graph',
        }
      : {
          ...base,
          kind: 'lastScore',
          id: `${dir}#last`,
          label: t('No score yet'),
          tooltip: t('results.tsv has no scored row: run Optimize Skill to get one.'),
          icon: 'graph',
        },
  );
  const due = dueFindings(result.findings);
  const reminders = input.reminders ?? [];
  if (due.length || reminders.length) {
    children.push({
      ...base,
      kind: 'due',
      id: `${dir}#due`,
      label: t('Due: {0}', due.length + reminders.length),
      icon: 'bell',
      children: [
        ...reminders.map((r) => ({
          ...base,
          kind: 'dueItem' as const,
          id: `${dir}#due#${r.module}`,
          label: r.task,
          description: r.reason,
          tooltip: `${r.task} — ${r.reason}`,
          icon: 'calendar',
        })),
        ...due.map((f, i) => ({
          ...base,
          kind: 'dueItem' as const,
          id: `${dir}#due#${i}`,
          label: f.file,
          description: f.ruleId,
          tooltip: f.message,
          icon: 'calendar',
          file: path.join(dir, f.file),
          line: f.range.start.line,
        })),
      ],
    });
  }
  const verdicts = compatibilityOf(result, input.locale ?? 'en');
  const runtimes = runtimesNode(dir, verdicts, t);
  children.push(runtimes);
  for (const [i, c] of (input.collisions ?? []).entries()) {
    children.push({
      ...base,
      kind: 'collision',
      id: `${dir}#collision#${i}`,
      label: t('Overlaps with {0} ({1}%)', c.other.name, Math.round(c.score * 100)),
      description: c.shared.join(', '),
      tooltip: [
        t('An agent choosing by description cannot tell these two apart.'),
        `${t('This skill')}: ${describedOf(result)?.text ?? ''}`,
        `${c.other.name}: ${c.other.text}`,
      ].join('\n\n'),
      icon: 'git-compare',
      iconColor: 'editorWarning.foreground',
      file: path.join(c.other.dir, c.other.file),
      line: c.other.range.start.line,
    });
  }
  if (input.reports.length) {
    children.push({
      ...base,
      kind: 'reports',
      id: `${dir}#reports`,
      label: t('Reports ({0})', input.reports.length),
      icon: 'files',
      children: input.reports.map((file) => ({
        ...base,
        kind: 'report' as const,
        id: file,
        label: reportLabel(file, t),
        tooltip: file,
        icon: 'markdown',
        contextValue: NODE_CONTEXT.report,
        file,
      })),
    });
  }
  const verdictShort = badge.short ? ` · ${badge.short}` : '';
  return {
    ...base,
    kind: 'skill',
    id: dir,
    label: name,
    description: `${fmt1(score.total)}/${fmt1(score.outOf)}${verdictShort}`,
    ...rowState(dir, badge.level, { worst: worstVerdict(verdicts), label: runtimes.label }, c, t),
    contextValue: input.running ? NODE_CONTEXT.skillRunning : NODE_CONTEXT.skill,
    children,
  };
}

/**
 * The skill row's icon says the worst of what its children say (issue 33 item 4: a skill every
 * runtime drops never shows ✓): "do not install", a runtime that drops it or an error finding
 * → error; "review", a runtime that cuts it short or a warning → warning; else pass. The
 * tooltip names why.
 */
function rowState(
  dir: string,
  security: 'block' | 'review' | 'clear',
  runtimes: { worst: RuntimeCompatibility['verdict']; label: string },
  c: ReturnType<typeof countFindings>,
  t: Translate,
): Pick<TreeNode, 'icon' | 'iconColor' | 'tooltip'> {
  const dropped = runtimes.worst === 'dropped';
  const cut = runtimes.worst === 'cut-short';
  const error = security === 'block' || dropped || c.error > 0;
  const warning = !error && (security === 'review' || cut || c.warning > 0);
  const why = [
    security === 'block' ? t('Security: do not install') : security === 'review' ? t('Security: review before installing') : '',
    dropped || cut ? runtimes.label : '',
    c.error + c.warning > 0 ? problemCounts(c, t, ' · ') : '',
  ].filter(Boolean);
  return {
    icon: error ? 'error' : warning ? 'warning' : 'pass',
    ...(error ? { iconColor: 'errorForeground' } : warning ? { iconColor: 'editorWarning.foreground' } : {}),
    tooltip: [dir, ...why].join('\n'),
  };
}

/** The worst runtime verdict: dropped, else cut short, else loads. */
function worstVerdict(verdicts: readonly RuntimeCompatibility[]): RuntimeCompatibility['verdict'] {
  const has = (v: RuntimeCompatibility['verdict']) => verdicts.some((x) => x.verdict === v);
  return has('dropped') ? 'dropped' : has('cut-short') ? 'cut-short' : 'loads';
}

/** docs/features.md H10: "Runtimes: 4 load · 1 cut short · 1 dropped", a child per runtime with its reasons. */
function runtimesNode(dir: string, verdicts: readonly RuntimeCompatibility[], t: Translate): TreeNode {
  const n = (v: RuntimeCompatibility['verdict']) => verdicts.filter((x) => x.verdict === v).length;
  const worst = worstVerdict(verdicts);
  const label = { loads: t('loads'), 'cut-short': t('cut short'), dropped: t('dropped') };
  return {
    dir,
    kind: 'runtimes',
    id: `${dir}#runtimes`,
    label: t('Runtimes: {0} load · {1} cut short · {2} dropped', n('loads'), n('cut-short'), n('dropped')),
    icon: worst === 'dropped' ? 'error' : worst === 'cut-short' ? 'warning' : 'pass',
    ...(worst === 'dropped' ? { iconColor: 'errorForeground' } : worst === 'cut-short' ? { iconColor: 'editorWarning.foreground' } : {}),
    children: verdicts.map((v) => {
      const first = v.reasons.find((r) => r.effect !== 'note') ?? v.reasons[0];
      return {
        dir,
        kind: 'runtime' as const,
        id: `${dir}#runtime#${v.runtime}`,
        label: v.name,
        description: label[v.verdict],
        tooltip: v.reasons.map((r) => `${r.file}:${r.line} — ${r.text} (${r.source})`).join('\n') || label[v.verdict],
        icon: v.verdict === 'dropped' ? 'circle-slash' : v.verdict === 'cut-short' ? 'fold' : 'check',
        ...(first && v.verdict !== 'loads' ? { file: path.join(dir, first.file), line: first.line } : {}),
      };
    }),
  };
}

/** The view's roots: the skills by name, each with the skills its description collides with. */
export function skillNodes(inputs: readonly SkillInput[], t: Translate): TreeNode[] {
  const described = inputs.flatMap((i) => {
    const s = i.result ? describedOf(i.result) : undefined;
    return s ? [s] : [];
  });
  const by = collisionsBySkill(findCollisions(described));
  return inputs
    .map((i) => skillNode({ ...i, collisions: i.collisions ?? by.get(path.resolve(i.dir)) ?? [] }, t))
    .sort((a, b) => a.label.localeCompare(b.label) || a.dir.localeCompare(b.dir));
}
