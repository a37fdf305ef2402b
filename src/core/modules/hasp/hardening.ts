/**
 * HASP hardening levels (docs/features.md B2, seed v2 §六 "将建议规则硬化"):
 *
 * - escalation by how often the same rule was ignored in the same situation:
 *   ignored once → nothing; twice → level 1 (Should → Must wording, see fixes.ts);
 *   three times or more → level 2 (a `hard_rules` entry in the frontmatter);
 * - the applicability table: output-format constraints, file-size limits and
 *   required sections/fields can be checked exactly, so they can be hardened;
 *   style and creative advice cannot be formalised, so they are not;
 * - the level-2 entry itself (`id`, `should_activate`, `intervene{type, action}`,
 *   `severity`, `last_violated`, `violation_count`) and the text edit that adds it to
 *   the SKILL.md frontmatter. The edit is computed with the yaml Document API on a
 *   fresh parse of the frontmatter and inserted as text, so every other line of the
 *   frontmatter (comments, quoting, key order) stays exactly as written.
 */
import { Document, isMap, isScalar, isSeq, parseDocument, type YAMLMap, type YAMLSeq } from 'yaml';
import type { LocalisedText, TextEdit } from '../../rules/types.ts';
import { rangeOf } from '../../skill/text.ts';
import type { SkillDocument } from '../../skill/types.ts';

/** 0 = leave it, 1 = level 1 (wording), 2 = level 2 (hard_rules entry). */
export type EscalationLevel = 0 | 1 | 2;

export function escalationLevel(ignoreCount: number): EscalationLevel {
  if (!Number.isFinite(ignoreCount) || ignoreCount < 2) return 0;
  return ignoreCount === 2 ? 1 : 2;
}

export type RuleKind = 'file-size' | 'required-sections' | 'output-format' | 'style' | 'creative' | 'unknown';

export interface Applicability {
  applicable: boolean;
  kind: RuleKind;
  reason: LocalisedText;
}

const SIZE =
  /(?:文件大小|体积|大小|长度|行数|字数|字符数|file size|size|length|\d+\s*(?:kb|mb|k\b|字符|字|行|lines?\b|characters?\b|chars?\b|words?\b|tokens?\b|bytes?\b))/iu;
const SIZE_LIMIT = /(?:\d|不超过|不得超过|以内|之内|上限|≤|<=|at most|no more than|under|below|limit|max(?:imum)?|exceed)/iu;
const SECTIONS =
  /(?:必须包含|必含|需包含|须包含|应包含|包含[^。.]{0,12}(?:章节|小节|字段|部分|标题)|缺少[^。.]{0,8}(?:章节|字段)|must (?:include|contain|have)|required (?:sections?|fields?|keys?|headings?)|(?:sections?|fields?|headings?) (?:is|are) required)/iu;
const FORMAT_CONCRETE =
  /(?:json|yaml|csv|tsv|xml|schema|iso[ -]?8601|正则|regex|markdown\s*(?:表格|table)|表格|\btable\b|列名|columns?\b|日期格式|date format|时间格式|编号|numbered)/iu;
const STYLE =
  /(?:风格|语气|口吻|文风|措辞|调性|语调|简洁|生动|优雅|幽默|亲切|正式|口语|tone|style|voice|wording|friendly|formal|casual|concise|elegant|humou?r|polite)/iu;
const CREATIVE = /(?:创意|创造|灵感|有趣|新颖|独特|想象|脑暴|头脑风暴|creative|creativity|original|inspir|novel\b|imaginative|brainstorm|fun\b)/iu;
const FORMAT_GENERIC = /(?:格式|模板|输出为|format|template|output as)/iu;

const REASONS: Record<RuleKind, LocalisedText> = {
  'file-size': { en: 'a size limit can be measured exactly', zh: '文件大小限制可精确检测' },
  'required-sections': { en: 'required sections or fields are a structural check', zh: '必须包含的章节/字段可结构化检查' },
  'output-format': { en: 'an output-format constraint can be detected and corrected exactly', zh: '输出格式约束可精确检测和修正' },
  style: { en: 'style constraints are hard to detect exactly', zh: '语义风格约束难以精确检测' },
  creative: { en: 'creative advice cannot be formalised', zh: '创造性建议无法形式化' },
  unknown: { en: 'no checkable condition recognised; harden by hand if it is measurable', zh: '未识别出可检测的条件；若可度量请手动硬化' },
};

function result(kind: RuleKind): Applicability {
  const applicable = kind === 'file-size' || kind === 'required-sections' || kind === 'output-format';
  return { applicable, kind, reason: REASONS[kind] };
}

/**
 * The seed's applicability table for one rule's text (Chinese or English).
 * Measurable kinds are checked first: "输出 JSON，语气友好" still has a checkable
 * format part; a rule with only style or creative words is not hardened.
 */
export function applicability(ruleText: string): Applicability {
  const t = ruleText;
  if (SIZE.test(t) && SIZE_LIMIT.test(t)) return result('file-size');
  if (SECTIONS.test(t)) return result('required-sections');
  if (FORMAT_CONCRETE.test(t)) return result('output-format');
  if (STYLE.test(t)) return result('style');
  if (CREATIVE.test(t)) return result('creative');
  if (FORMAT_GENERIC.test(t)) return result('output-format');
  return result('unknown');
}

export type HardRuleSeverity = 'critical' | 'high' | 'medium' | 'low';

export interface HardRuleInput {
  id: string;
  /** The condition under which the rule applies, e.g. "SKILL.md 文件大小 > 30KB". */
  shouldActivate: string;
  intervene: { type: string; action: string };
  severity?: HardRuleSeverity;
  lastViolated: Date | string;
  violationCount: number;
}

/** A `hard_rules` item exactly as it is written to the frontmatter (seed key names and order). */
export interface HardRuleEntry {
  id: string;
  should_activate: string;
  intervene: { type: string; action: string };
  severity: HardRuleSeverity;
  last_violated: string;
  violation_count: number;
}

function isoDay(d: Date | string): string {
  if (typeof d === 'string') {
    if (/^\d{4}-\d{2}-\d{2}$/.test(d)) return d;
    const parsed = new Date(d);
    if (Number.isNaN(parsed.getTime())) throw new Error(`last_violated is not a date: ${d}`);
    d = parsed;
  }
  if (Number.isNaN(d.getTime())) throw new Error('last_violated is not a valid date');
  return d.toISOString().slice(0, 10);
}

export function hardRuleEntry(input: HardRuleInput): HardRuleEntry {
  if (!/^[A-Za-z0-9_.-]+$/.test(input.id)) throw new Error(`hard rule id must be letters, digits, _ . or -: ${input.id}`);
  if (!Number.isInteger(input.violationCount) || input.violationCount < 0) {
    throw new Error(`violation_count must be a non-negative integer: ${input.violationCount}`);
  }
  return {
    id: input.id,
    should_activate: input.shouldActivate,
    intervene: { type: input.intervene.type, action: input.intervene.action },
    severity: input.severity ?? 'critical',
    last_violated: isoDay(input.lastViolated),
    violation_count: input.violationCount,
  };
}

/** The `hard_rules` entries already in the frontmatter (empty when none or unreadable). */
export function existingHardRules(doc: SkillDocument): HardRuleEntry[] {
  const v = doc.frontmatter?.data?.hard_rules;
  return Array.isArray(v) ? (v.filter((x) => x && typeof x === 'object') as HardRuleEntry[]) : [];
}

/** The next free id in the seed's style: rule_001, rule_002, … */
export function nextHardRuleId(doc: SkillDocument): string {
  const taken = new Set(existingHardRules(doc).map((r) => String(r.id)));
  for (let n = 1; ; n++) {
    const id = `rule_${String(n).padStart(3, '0')}`;
    if (!taken.has(id)) return id;
  }
}

const YAML_OPTS = { lineWidth: 0 } as const;

/** `entry` as YAML block lines for a sequence item, indented by `indent` spaces. */
function itemText(entry: HardRuleEntry, indent: number): string {
  const body = new Document([entry]).toString(YAML_OPTS);
  const pad = ' '.repeat(indent);
  return (
    body
      .split('\n')
      .filter((l, i, a) => !(i === a.length - 1 && l === ''))
      .map((l) => pad + l)
      .join('\n') + '\n'
  );
}

/**
 * The edit that adds `entry` to the SKILL.md frontmatter: appended to an existing
 * block `hard_rules:` list, replacing an item with the same id (a repeat violation
 * updates the count and date), or a new `hard_rules:` key at the end. A frontmatter
 * with YAML errors is not touched (undefined). Without a frontmatter, one is added.
 */
export function hardRuleEdit(doc: SkillDocument, entry: HardRuleEntry): TextEdit | undefined {
  const file = doc.skillFileName ?? 'SKILL.md';
  const info = doc.skillFile?.text;
  if (!info) return undefined;
  const fm = doc.frontmatter;
  if (!fm) {
    if (doc.problems.some((p) => p.kind === 'unterminated-frontmatter')) return undefined;
    const yaml = new Document({ hard_rules: [entry] }).toString(YAML_OPTS);
    return { file, range: rangeOf(info, 0, 0), newText: `---\n${yaml}---\n` };
  }
  const base = info.lineStarts[fm.firstLine - 1];
  const raw = fm.raw;
  const y = parseDocument(raw);
  if (y.errors.length) return undefined;
  const contents = y.contents;
  const edit = (start: number, end: number, newText: string): TextEdit => ({
    file,
    range: rangeOf(info, base + start, base + end),
    newText,
  });
  if (contents === null || contents === undefined) {
    return edit(0, raw.length, raw + new Document({ hard_rules: [entry] }).toString(YAML_OPTS));
  }
  if (!isMap(contents)) return undefined;
  const pair = (contents as YAMLMap).items.find((p) => isScalar(p.key) && p.key.value === 'hard_rules');
  if (!pair) {
    const prefix = raw.length && !raw.endsWith('\n') ? '\n' : '';
    return edit(raw.length, raw.length, prefix + new Document({ hard_rules: [entry] }).toString(YAML_OPTS));
  }
  const seq = pair.value;
  if (isSeq(seq) && !(seq as YAMLSeq).flow && seq.range && (seq as YAMLSeq).items.length > 0) {
    const items = (seq as YAMLSeq).items;
    const seqStart = seq.range[0];
    const indent = seqStart - (raw.lastIndexOf('\n', seqStart - 1) + 1);
    // Same id: replace that item (its `- ` is just before the item's own range).
    const same = items.find((it) => isMap(it) && (it as YAMLMap).get('id') === entry.id) as YAMLMap | undefined;
    if (same?.range) {
      const dash = raw.lastIndexOf('-', same.range[0]);
      const lineStart = raw.lastIndexOf('\n', dash - 1) + 1;
      const end = lineEnd(raw, same.range[1]);
      return edit(lineStart, end, itemText(entry, dash - lineStart));
    }
    const at = lineEnd(raw, seq.range[1]);
    const prefix = at > 0 && raw[at - 1] !== '\n' ? '\n' : '';
    return edit(at, at, prefix + itemText(entry, indent));
  }
  // A flow list, an empty value or something else: rewrite through the Document API.
  const current = y.toJS() as Record<string, unknown>;
  const list = Array.isArray(current.hard_rules) ? (current.hard_rules as HardRuleEntry[]).filter((r) => r?.id !== entry.id) : [];
  y.set('hard_rules', y.createNode([...list, entry]));
  return edit(0, raw.length, y.toString(YAML_OPTS));
}

/** Offset just past the line that contains offset `at - 1` (or `at` when it is a line start). */
function lineEnd(raw: string, at: number): number {
  if (at <= 0 || raw[at - 1] === '\n') return at;
  const nl = raw.indexOf('\n', at);
  return nl < 0 ? raw.length : nl + 1;
}
