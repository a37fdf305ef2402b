/**
 * The SkillOps health report (seed v2 §三 "五维诊断矩阵"): five dimensions —
 * utility, redundancy, compatibility, failure risk, validation gaps — each 🔴/🟡/🟢,
 * with rows `{severity, location "file:line", problem, action}` sorted 🔴 > 🟡 > 🟢 and
 * maintenance actions `merge` / `repair` / `retire` / `add_validator`.
 *
 * Pure: built from a scan result (the document and the findings of every module)
 * plus a few document-level checks the seed asks for that no rule reports:
 * near-duplicate reference files (Jaccard similarity of their line sets > 0.8 →
 * merge), `hard_rules` entries without a trigger (`should_activate`), mandatory
 * rules stated without any condition, and missing examples / anti-examples /
 * verification steps (add_validator). It reads only the report; it never edits.
 */
import type { Locale } from '../../base/l10n/index.ts';
import type { Finding, LocalisedText, Severity } from '../../rules/types.ts';
import type { SkillDocument, SkillFile } from '../../skill/types.ts';
import { proseSpans } from '../../skill/markdown.ts';

export type HealthDimension = 'utility' | 'redundancy' | 'compatibility' | 'failureRisk' | 'validationGaps';
export type HealthLevel = '🔴' | '🟡' | '🟢';
export type MaintenanceAction = 'merge' | 'repair' | 'retire' | 'add_validator';

export interface HealthRow {
  severity: HealthLevel;
  dimension: HealthDimension;
  /** `file:line`, `file`, or `a.md + b.md` for a merge. */
  location: string;
  problem: LocalisedText;
  action: MaintenanceAction;
  /** The rule behind the row, when it comes from a finding. */
  ruleId?: string;
}

export interface HealthDimensionStatus {
  status: HealthLevel;
  rows: HealthRow[];
}

export interface HealthReport {
  skill: string;
  /** YYYY-MM-DD */
  date: string;
  dimensions: Record<HealthDimension, HealthDimensionStatus>;
  /** Every row, sorted 🔴 > 🟡 > 🟢, then by dimension and location. */
  rows: HealthRow[];
}

export const HEALTH_DIMENSIONS: HealthDimension[] = ['utility', 'redundancy', 'compatibility', 'failureRisk', 'validationGaps'];
const LEVEL_ORDER: Record<HealthLevel, number> = { '🔴': 0, '🟡': 1, '🟢': 2 };

export const DIMENSION_NAMES: Record<HealthDimension, LocalisedText> = {
  utility: { en: 'Utility', zh: '效用' },
  redundancy: { en: 'Redundancy', zh: '冗余' },
  compatibility: { en: 'Compatibility', zh: '兼容性' },
  failureRisk: { en: 'Failure risk', zh: '失败风险' },
  validationGaps: { en: 'Validation gaps', zh: '验证缺口' },
};

/** Similarity above which two reference files are near-duplicates (seed: 相似度 > 0.8). */
export const DUPLICATE_THRESHOLD = 0.8;

interface Mapping {
  dimension: HealthDimension;
  level: HealthLevel;
  action: MaintenanceAction;
  label: LocalisedText;
}

const FRONTMATTER_BROKEN: LocalisedText = { en: 'Invalid YAML / frontmatter', zh: 'YAML / frontmatter 非法' };

/** How a finding becomes a row: by rule ID first, then by module and severity. */
function mappingFor(f: Finding): Mapping | undefined {
  const id = f.ruleId;
  const sev = level(f.severity);
  switch (id) {
    case 'skillops/broken-reference':
      return { dimension: 'compatibility', level: '🔴', action: 'repair', label: { en: 'Broken reference', zh: '引用路径断裂' } };
    case 'skillops/missing-skill-md':
    case 'skillops/no-frontmatter':
    case 'skillops/unterminated-frontmatter':
    case 'skillops/yaml-error':
    case 'skillops/frontmatter-not-mapping':
      return { dimension: 'compatibility', level: '🔴', action: 'repair', label: FRONTMATTER_BROKEN };
    case 'skillops/reference-outside-skill':
      return { dimension: 'compatibility', level: '🟡', action: 'repair', label: { en: 'Reference leaves the skill folder', zh: '引用超出技能目录' } };
    case 'skillops/yaml-portability':
      return { dimension: 'compatibility', level: '🟡', action: 'repair', label: { en: 'YAML not portable across parsers', zh: 'YAML 跨解析器不兼容' } };
    case 'profile/unknown-key':
      return { dimension: 'compatibility', level: '🟡', action: 'repair', label: { en: 'Unknown frontmatter key', zh: '未知的 frontmatter 字段' } };
    case 'skillops/description-quality':
      return { dimension: 'utility', level: '🟡', action: 'repair', label: { en: 'Description lacks a trigger condition', zh: '描述缺少触发条件' } };
    default:
      break;
  }
  if (id.startsWith('distill/dead'))
    return { dimension: 'utility', level: '🟡', action: 'retire', label: { en: 'Reference file never used', zh: 'references 未被引用' } };
  switch (f.module) {
    case 'SkillOps':
    case 'Profile':
      return { dimension: 'compatibility', level: sev, action: 'repair', label: { en: 'Frontmatter / structure', zh: 'frontmatter / 结构' } };
    case 'Distill':
      return { dimension: 'redundancy', level: '🟢', action: 'merge', label: { en: 'Content can be slimmed', zh: '内容可精简' } };
    case 'CASCADE':
      return {
        dimension: 'compatibility',
        level: sev === '🔴' ? '🟡' : sev,
        action: 'retire',
        label: { en: 'Outdated external reference', zh: '外部引用过期' },
      };
    case 'RuntimeGate':
      return { dimension: 'compatibility', level: '🟡', action: 'repair', label: { en: 'Bound to one runtime', zh: '绑定单一运行时' } };
    case 'Sentinel':
      return { dimension: 'failureRisk', level: sev, action: 'repair', label: { en: 'Security risk', zh: '安全风险' } };
    case 'EvoSkill':
      return { dimension: 'failureRisk', level: '🟡', action: 'add_validator', label: { en: 'Score oscillates between rounds', zh: '评分在轮次间振荡' } };
    case 'HASP':
      return undefined; // aggregated per file below
    default:
      return undefined;
  }
}

/** The shortest faithful detail of a finding: its target or key when it has one, else its message. */
function shortDetail(f: Finding): string {
  const t = f.data?.target ?? f.data?.key;
  return typeof t === 'string' ? t : f.message;
}

function level(s: Severity): HealthLevel {
  return s === 'error' ? '🔴' : s === 'warning' ? '🟡' : '🟢';
}

export interface HealthOptions {
  /** The report date (default: today). */
  now?: Date;
}

export function healthReport(result: { doc: SkillDocument; findings: Finding[] }, options: HealthOptions = {}): HealthReport {
  const { doc, findings } = result;
  const rows: HealthRow[] = [];
  // One row per rule and detail: the same missing target or outside link named 40
  // times is one problem to repair (located at its first mention, with a count).
  const grouped = new Map<string, { row: HealthRow; count: number; label: LocalisedText; detail: string }>();
  const softWords = new Map<string, { count: number; line: number }>();
  for (const f of findings) {
    if (f.module === 'HASP') {
      const s = softWords.get(f.file) ?? { count: 0, line: f.range.start.line };
      s.count++;
      softWords.set(f.file, s);
      continue;
    }
    const m = mappingFor(f);
    if (!m) continue;
    const detail = shortDetail(f);
    const key = `${f.ruleId}|${detail}`;
    const g = grouped.get(key);
    if (g) {
      g.count++;
      continue;
    }
    const row: HealthRow = {
      // An error-severity finding breaks the skill: 🔴 whatever its dimension (the seed caps
      // outdated external links at 🟡, so CASCADE keeps its own level).
      severity: f.severity === 'error' && f.module !== 'CASCADE' ? '🔴' : m.level,
      dimension: m.dimension,
      location: `${f.file}:${f.range.start.line}`,
      problem: { en: `${m.label.en}: ${detail}`, zh: `${m.label.zh}：${detail}` },
      action: m.action,
      ruleId: f.ruleId,
    };
    grouped.set(key, { row, count: 1, label: m.label, detail });
    rows.push(row);
  }
  for (const g of grouped.values()) {
    if (g.count > 1) g.row.problem = { en: `${g.row.problem.en} (×${g.count})`, zh: `${g.row.problem.zh}（×${g.count}）` };
  }
  for (const [file, s] of softWords) {
    rows.push({
      severity: '🟢',
      dimension: 'failureRisk',
      location: `${file}:${s.line}`,
      problem: { en: `${s.count} soft/hedging word(s) weaken the rules`, zh: `${s.count} 处软化词使规则变弱` },
      action: 'repair',
    });
  }
  for (const d of nearDuplicateFiles(doc)) {
    rows.push({
      severity: '🟢',
      dimension: 'redundancy',
      location: `${d.a} + ${d.b}`,
      problem: {
        en: `Content highly duplicated (similarity ${d.similarity.toFixed(2)})`,
        zh: `内容高度重复（相似度 ${d.similarity.toFixed(2)}）`,
      },
      action: 'merge',
    });
  }
  rows.push(...hardRuleRows(doc), ...validationRows(doc));

  rows.sort(
    (a, b) =>
      LEVEL_ORDER[a.severity] - LEVEL_ORDER[b.severity] ||
      HEALTH_DIMENSIONS.indexOf(a.dimension) - HEALTH_DIMENSIONS.indexOf(b.dimension) ||
      compareLocations(a.location, b.location),
  );
  const dimensions = {} as Record<HealthDimension, HealthDimensionStatus>;
  for (const dim of HEALTH_DIMENSIONS) {
    const own = rows.filter((r) => r.dimension === dim);
    dimensions[dim] = { status: dimensionLight(own), rows: own };
  }
  const name = doc.frontmatter?.data?.name;
  return {
    skill: typeof name === 'string' && name.trim() ? name : doc.folderName,
    date: isoDate(options.now ?? new Date()),
    dimensions,
    rows,
  };
}

/**
 * A dimension's light agrees with what it lists (issue 33 item 9): 🟢 only when it has no
 * problem, 🔴 when one is 🔴 (an error: it breaks the skill), else 🟡 — a dimension with
 * only minor (🟢) rows still has something to do, so it is never shown green.
 */
export function dimensionLight(rows: readonly HealthRow[]): HealthLevel {
  if (!rows.length) return '🟢';
  return rows.some((r) => r.severity === '🔴') ? '🔴' : '🟡';
}

/** The report's overall light: the worst dimension's. */
export function overallLight(report: HealthReport): HealthLevel {
  const lights = HEALTH_DIMENSIONS.map((d) => report.dimensions[d].status);
  return lights.includes('🔴') ? '🔴' : lights.includes('🟡') ? '🟡' : '🟢';
}

/** Each maintenance action in words (the seed's ids stay in JSON as `action`). */
export const ACTION_NAMES: Record<MaintenanceAction, LocalisedText> = {
  merge: { en: 'Merge the duplicates', zh: '合并重复内容' },
  repair: { en: 'Repair', zh: '修复' },
  retire: { en: 'Retire (remove or mark outdated)', zh: '退役（删除或标记过时）' },
  add_validator: { en: 'Add a check or example', zh: '补充验证或示例' },
};

const LEVEL_NAMES: Record<HealthLevel, LocalisedText> = {
  '🔴': { en: 'must fix', zh: '必须修复' },
  '🟡': { en: 'should fix', zh: '建议修复' },
  '🟢': { en: 'minor', zh: '次要' },
};

function compareLocations(a: string, b: string): number {
  const [fa, la] = splitLocation(a);
  const [fb, lb] = splitLocation(b);
  if (fa !== fb) return fa < fb ? -1 : 1;
  return la - lb;
}

function splitLocation(loc: string): [string, number] {
  const m = /^(.*):(\d+)$/.exec(loc);
  return m ? [m[1], Number(m[2])] : [loc, 0];
}

function isoDate(d: Date): string {
  return d.toISOString().slice(0, 10);
}

// ---------------------------------------------------------------------------
// Redundancy: near-duplicate reference files

export interface DuplicatePair {
  a: string;
  b: string;
  similarity: number;
}

const MIN_LINES = 5;

/** Normalised distinct lines of a file (trimmed, spaces collapsed, lowercase; no blank or fence lines). */
export function lineSet(text: string): Set<string> {
  const set = new Set<string>();
  for (const raw of text.split('\n')) {
    const line = raw.trim().replace(/\s+/g, ' ').toLowerCase();
    if (line.length < 3 || /^(?:[-*_=#>|`~:]|\s)+$/.test(line)) continue;
    set.add(line);
  }
  return set;
}

export function jaccard(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 && b.size === 0) return 0;
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let inter = 0;
  for (const x of small) if (large.has(x)) inter++;
  return inter / (a.size + b.size - inter);
}

/** Pairs of the skill's Markdown/text files (other than SKILL.md) whose line sets overlap > threshold. */
export function nearDuplicateFiles(doc: SkillDocument, threshold = DUPLICATE_THRESHOLD): DuplicatePair[] {
  const files: Array<{ f: SkillFile; lines: Set<string> }> = [];
  for (const f of doc.files) {
    if (!f.text || f === doc.skillFile || !/\.(md|markdown|mdx|txt)$/i.test(f.path)) continue;
    const lines = lineSet(f.text.text);
    if (lines.size >= MIN_LINES) files.push({ f, lines });
  }
  const out: DuplicatePair[] = [];
  for (let i = 0; i < files.length; i++) {
    for (let j = i + 1; j < files.length; j++) {
      const a = files[i].lines;
      const b = files[j].lines;
      // Jaccard can never exceed |small| / |large|.
      if (Math.min(a.size, b.size) / Math.max(a.size, b.size) <= threshold) continue;
      const s = jaccard(a, b);
      if (s > threshold) out.push({ a: files[i].f.path, b: files[j].f.path, similarity: s });
    }
  }
  return out;
}

// ---------------------------------------------------------------------------
// Failure risk: mandatory rules without a trigger

const MANDATORY = /\b(?:MUST|NEVER|ALWAYS|REQUIRED|SHALL)\b|必须|禁止|严禁|务必|一律|不得|不允许/;
const CONDITION =
  /\b(?:if|when|whenever|unless|before|after|once|while|until|for|in case|only)\b|如果|若|当|时|之前|之后|除非|一旦|在.{0,12}(?:中|里|下)|遇到|凡是|每次|仅在|只在/i;

function hardRuleRows(doc: SkillDocument): HealthRow[] {
  const rows: HealthRow[] = [];
  const file = doc.skillFileName ?? 'SKILL.md';
  const hard = doc.frontmatter?.data?.hard_rules;
  if (Array.isArray(hard)) {
    const line = doc.frontmatter?.keyRanges.get('hard_rules')?.key.start.line ?? 1;
    hard.forEach((r, i) => {
      const entry = r && typeof r === 'object' ? (r as Record<string, unknown>) : {};
      const trigger = entry.should_activate;
      if (trigger === undefined || trigger === null || (typeof trigger === 'string' && trigger.trim() === '')) {
        const id = typeof entry.id === 'string' ? entry.id : `#${i + 1}`;
        rows.push({
          severity: '🟡',
          dimension: 'failureRisk',
          location: `${file}:${line}`,
          problem: { en: `Hard rule ${id} has no trigger (should_activate)`, zh: `强制规则 ${id} 未定义触发条件（should_activate）` },
          action: 'repair',
        });
      }
    });
  }
  // Mandatory statements in prose with no condition at all: one aggregated row.
  const info = doc.skillFile?.text;
  const md = doc.markdown;
  if (info && md) {
    let count = 0;
    let first = 0;
    for (const [s, e] of proseSpans(md, info.text.length)) {
      const chunk = info.text.slice(s, e);
      if (!MANDATORY.test(chunk)) continue;
      let offset = s;
      for (const sentence of chunk.split(/(?<=[.!?。！？\n])/)) {
        if (MANDATORY.test(sentence) && !CONDITION.test(sentence)) {
          count++;
          if (!first) first = lineOf(info.lineStarts, offset + sentence.search(MANDATORY));
        }
        offset += sentence.length;
      }
    }
    if (count >= 3) {
      rows.push({
        severity: '🟢',
        dimension: 'failureRisk',
        location: `${file}:${first}`,
        problem: {
          en: `${count} mandatory rules (MUST/NEVER/必须/禁止) state no trigger condition`,
          zh: `${count} 条强制规则（MUST/NEVER/必须/禁止）未写触发条件`,
        },
        action: 'repair',
      });
    }
  }
  return rows;
}

function lineOf(lineStarts: number[], offset: number): number {
  let lo = 0;
  let hi = lineStarts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (lineStarts[mid] <= offset) lo = mid;
    else hi = mid - 1;
  }
  return lo + 1;
}

// ---------------------------------------------------------------------------
// Validation gaps: examples, anti-examples, verification steps

const EXAMPLE = /\b(?:examples?|samples?|walkthrough|input\s*\/\s*output)\b|示例|样例|例子|用例|范例|例如|比如|正例|✅/i;
const ANTI_EXAMPLE =
  /anti-?patterns?|\bdon'?t\b|\bdo not\b|bad examples?|\bavoid\b|\bpitfalls?\b|\bmistakes?\b|\bwrong\b|反例|反模式|错误示范|错误做法|常见错误|禁止|不要|避免|❌|⛔/i;
const VERIFY = /\bverif(?:y|ication)\b|\bvalidat(?:e|ion)\b|\bcheck(?:list)?\b|\btests?\b|自检|验证|检查|校验|确认|验收/i;

function validationRows(doc: SkillDocument): HealthRow[] {
  const rows: HealthRow[] = [];
  const file = doc.skillFileName ?? 'SKILL.md';
  if (!doc.skillFile?.text) return rows;
  // SKILL.md without its frontmatter, plus the skill's other Markdown files.
  const body = doc.skillFile.text.text.slice(doc.markdown?.bodyOffset ?? 0);
  const texts = [body, ...doc.files.filter((f) => f.text && f !== doc.skillFile && /\.(md|markdown|mdx)$/i.test(f.path)).map((f) => f.text!.text)];
  const any = (re: RegExp) => texts.some((t) => re.test(t));
  if (!any(EXAMPLE)) {
    rows.push({
      severity: '🟡',
      dimension: 'validationGaps',
      location: file,
      problem: { en: 'No examples (input → expected output) for the rules', zh: '规则缺少示例（输入 → 期望输出）' },
      action: 'add_validator',
    });
  }
  if (!any(ANTI_EXAMPLE)) {
    rows.push({
      severity: '🟡',
      dimension: 'validationGaps',
      location: file,
      problem: { en: 'No anti-examples (what not to do, and why)', zh: '缺少反例（不该怎么做及原因）' },
      action: 'add_validator',
    });
  }
  const headings = doc.markdown?.headings ?? [];
  if (!headings.some((h) => VERIFY.test(h.text)) && !VERIFY.test(body)) {
    rows.push({
      severity: '🟢',
      dimension: 'validationGaps',
      location: file,
      problem: { en: 'No verification step for the rules', zh: '规则缺少验证步骤' },
      action: 'add_validator',
    });
  }
  return rows;
}

// ---------------------------------------------------------------------------
// Markdown rendering (seed v2 output format)

export function renderHealthReport(report: HealthReport, locale: Locale): string {
  const zh = locale === 'zh-CN';
  const out: string[] = [];
  out.push(zh ? `## 🏥 SkillOps 健康巡检 —— ${report.skill} —— ${report.date}` : `## 🏥 SkillOps health check — ${report.skill} — ${report.date}`);
  out.push('');
  out.push(zh ? '| 维度 | 状态 | 问题数 |' : '| Dimension | Status | Issues |');
  out.push('|---|---|---|');
  for (const dim of HEALTH_DIMENSIONS) {
    const d = report.dimensions[dim];
    out.push(`| ${zh ? DIMENSION_NAMES[dim].zh : DIMENSION_NAMES[dim].en} | ${d.status} | ${d.rows.length} |`);
  }
  out.push('');
  if (!report.rows.length) {
    out.push(zh ? '🟢 未发现问题。' : '🟢 No problems found.');
    return out.join('\n') + '\n';
  }
  const count = (l: HealthLevel) => report.rows.filter((r) => r.severity === l).length;
  const [red, yellow, green] = [count('🔴'), count('🟡'), count('🟢')];
  out.push(
    zh
      ? `${overallLight(report)} 共 ${report.rows.length} 个问题：${red} 个必须修复（🔴），${yellow} 个建议修复（🟡），${green} 个次要（🟢）。`
      : `${overallLight(report)} ${report.rows.length} problem(s): ${red} must fix (🔴), ${yellow} should fix (🟡), ${green} minor (🟢).`,
  );
  out.push('');
  out.push(zh ? '| # | 严重程度 | 位置 | 问题描述 | 建议动作 |' : '| # | Severity | Location | Problem | Action |');
  out.push('|---|---------|------|----------|----------|');
  report.rows.forEach((r, i) => {
    const level = `${r.severity} ${zh ? LEVEL_NAMES[r.severity].zh : LEVEL_NAMES[r.severity].en}`;
    out.push(
      `| ${i + 1} | ${level} | ${cell(r.location)} | ${cell(zh ? r.problem.zh : r.problem.en)} | ${zh ? ACTION_NAMES[r.action].zh : ACTION_NAMES[r.action].en} |`,
    );
  });
  return out.join('\n') + '\n';
}

function cell(s: string): string {
  return s
    .replace(/\\/g, '\\\\')
    .replace(/\|/g, '\\|')
    .replace(/\s*\n\s*/g, ' ');
}
