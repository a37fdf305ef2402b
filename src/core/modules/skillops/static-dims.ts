/**
 * Deterministic rubric dimensions (docs/features.md C2, seed v3 评估 Rubric): dim1, dim4, dim7a and
 * dim9 step 1, each with the reasons behind the number (for reports; the JSON contract
 * only carries the numbers).
 *
 * - dim1 (0 | 10): see ./frontmatter-quality.ts. All checks pass = 10, any failure = 0.
 * - dim4 (0 | 5 | 10): the seed regex CHECKPOINT|STOP|🔴|⛔ (plus 🛑), case-sensitive, in
 *   SKILL.md outside fenced code, inline code, link targets and the frontmatter. A
 *   STOP-level mark (`STOP`, `🛑`, `⛔`) = 10; only CHECKPOINT-level marks (`CHECKPOINT`,
 *   `🔴`) = 5; none = 0. `STOP` and `CHECKPOINT` must be whole words (letters, digits
 *   and `_` around them do not count): "STOPPED", "NONSTOP" and "STOP_WORDS" are not
 *   marks, "STOP:" and "🛑 STOP" are; "CHECKPOINTS" counts as CHECKPOINT.
 * - dim7a (points of 6): two kinds of item, 2 points each, floor 0:
 *   · heading hierarchy — one item, lost if any heading skips a level (h1 → h3; the
 *     first heading may be h1 or h2, an h3+ first heading is a skip);
 *   · required sections — purpose / when to use, workflow, failure handling,
 *     anti-patterns / examples, recognised from heading text in English and Chinese;
 *     the seed asks for ≥ 3 of 4, so one may be missing for free and each further
 *     missing section is one item.
 *   So: all good = 6; a skip = 4; two sections missing = 4; a skip and two missing = 2;
 *   no headings at all = 0 (four missing = three items).
 * - dim9a (step 1 of dim9): ≥ 3 distinct prose contexts with a negative instruction
 *   (不要 / 禁止 / 不允许 / 反例 / 不得 / 切勿 / 严禁 / 避免 / 绝不 / 请勿 … / don't / do not /
 *   never / avoid / must not / should not / not allowed / forbidden / prohibited /
 *   anti-pattern). A context is one paragraph, one list item, one heading or one table
 *   row (found line by line: a context runs up to the previous blank line, list marker,
 *   heading or table row): three "never" in one sentence count once. Code, inline
 *   code, HTML comments, link targets and the frontmatter do not count.
 */
import type { LocalisedText } from '../../rules/types.ts';
import { matchesInProse } from '../../rules/util.ts';
import type { Finding } from '../../rules/types.ts';
import { regionAt } from '../../skill/markdown.ts';
import { memo, memoKey } from '../../skill/memo.ts';
import { lineText, positionAt } from '../../skill/text.ts';
import type { SkillDocument, TextInfo } from '../../skill/types.ts';
import { dim1Failures, type Dim1Check } from './frontmatter-quality.ts';

export interface StaticDims {
  dim1: number;
  dim4: number;
  /** Points of 6 (seed: 结构合规 6). */
  dim7a: number;
  /** dim9 step 1 passed (≥3 distinct negative-instruction contexts). */
  dim9a: boolean;
}

export type StaticDimKey = keyof StaticDims;

export interface DimReason {
  /** Machine-readable code, e.g. `name-folder`, `stop-mark`, `heading-skip`, `section-missing`. */
  code: string;
  /** Whether this reason speaks for (true) or against (false) the score. */
  ok: boolean;
  message: LocalisedText;
  line?: number;
}

export interface StaticDimsDetailed {
  dims: StaticDims;
  reasons: Record<StaticDimKey, DimReason[]>;
}

// ---------------------------------------------------------------------------------------
// dim1

const DIM1_TEXT: Record<Dim1Check, LocalisedText> = {
  frontmatter: { en: 'frontmatter missing or not valid YAML ({detail})', zh: 'frontmatter 缺失或 YAML 非法（{detail}）' },
  'name-missing': { en: 'name is missing', zh: '缺少 name' },
  'name-too-long': { en: 'name is longer than 64 characters ({detail})', zh: 'name 超过 64 个字符（{detail}）' },
  'name-charset': { en: 'name may only use a-z, 0-9 and "-" ({detail})', zh: 'name 只能使用 a-z、0-9 和 "-"（{detail}）' },
  'name-hyphens': { en: 'name starts or ends with "-" or has "--" ({detail})', zh: 'name 以 "-" 开头或结尾，或含 "--"（{detail}）' },
  'name-folder': { en: 'name differs from the folder name ({detail})', zh: 'name 与文件夹名不一致（{detail}）' },
  'description-missing': { en: 'description is missing or empty', zh: '缺少 description 或为空' },
  'description-too-long': { en: 'description is longer than 1024 characters ({detail})', zh: 'description 超过 1024 个字符（{detail}）' },
  'description-what': { en: 'description does not say what the skill does', zh: 'description 没有说明做什么' },
  'description-when': { en: 'description does not say when to use the skill', zh: 'description 没有说明何时使用' },
  'description-triggers': {
    en: 'description names no trigger words (quoted phrases, "such as", "mentions" …)',
    zh: 'description 没有触发词（引号短语、"例如"、"提到" 等）',
  },
  'description-filler': { en: 'description ends with empty filler ("…{detail}")', zh: 'description 以空话结尾（"…{detail}"）' },
};

function fill(t: LocalisedText, data: Record<string, string>): LocalisedText {
  const f = (s: string) => s.replace(/\{(\w+)\}/g, (m, k: string) => data[k] ?? m);
  return { en: f(t.en), zh: f(t.zh) };
}

function dim1(doc: SkillDocument): { score: number; reasons: DimReason[] } {
  const failures = dim1Failures(doc);
  const reasons: DimReason[] = failures.map((f) => ({ code: f.check, ok: false, message: fill(DIM1_TEXT[f.check], { detail: f.detail ?? '' }) }));
  if (!failures.length)
    reasons.push({ code: 'all-pass', ok: true, message: { en: 'name and description pass every check', zh: 'name 与 description 全部检查通过' } });
  return { score: failures.length ? 0 : 10, reasons };
}

// ---------------------------------------------------------------------------------------
// dim4

const MARKS = ['STOP', 'CHECKPOINT', '🔴', '⛔', '🛑'] as const;
const WORD_CHAR = /[A-Za-z0-9_]/;

/** Every dim4 mark in the text with its offset, in order (indexOf per literal: cheaper than a regex). */
function findMarks(text: string): Array<{ offset: number; mark: string }> {
  const out: Array<{ offset: number; mark: string }> = [];
  for (const mark of MARKS) {
    let i = text.indexOf(mark);
    while (i >= 0) {
      let ok = true;
      if (mark === 'STOP' || mark === 'CHECKPOINT') {
        let end = i + mark.length;
        if (mark === 'CHECKPOINT' && text[end] === 'S') end++;
        ok = !(i > 0 && WORD_CHAR.test(text[i - 1])) && !(end < text.length && WORD_CHAR.test(text[end]));
      }
      if (ok) out.push({ offset: i, mark });
      i = text.indexOf(mark, i + mark.length);
    }
  }
  return out.sort((a, b) => a.offset - b.offset);
}

const NOT_MARK_REGIONS = new Set(['code', 'inlineCode', 'frontmatter', 'linkTarget']);

function dim4(doc: SkillDocument): { score: number; reasons: DimReason[] } {
  const info = doc.skillFile?.text;
  const md = doc.markdown;
  if (!info || !md)
    return { score: 0, reasons: [{ code: 'no-marks', ok: false, message: { en: 'no SKILL.md body to scan', zh: '没有可扫描的 SKILL.md 正文' } }] };
  const reasons: DimReason[] = [];
  let stop = 0;
  let checkpoint = 0;
  for (const { offset, mark } of findMarks(info.text)) {
    if (NOT_MARK_REGIONS.has(regionAt(md, offset))) continue;
    const isStop = mark === 'STOP' || mark === '⛔' || mark === '🛑';
    if (isStop) stop++;
    else checkpoint++;
    const line = positionAt(info, offset).line;
    reasons.push({
      code: isStop ? 'stop-mark' : 'checkpoint-mark',
      ok: true,
      line,
      message: isStop
        ? { en: `STOP-level mark ${mark} on line ${line}`, zh: `第 ${line} 行有 STOP 级标记 ${mark}` }
        : { en: `CHECKPOINT-level mark ${mark} on line ${line}`, zh: `第 ${line} 行有 CHECKPOINT 级标记 ${mark}` },
    });
  }
  if (!stop && !checkpoint)
    reasons.push({
      code: 'no-marks',
      ok: false,
      message: { en: 'no CHECKPOINT / STOP / 🔴 / ⛔ / 🛑 outside code', zh: '代码以外没有 CHECKPOINT / STOP / 🔴 / ⛔ / 🛑 标记' },
    });
  else if (!stop)
    reasons.push({
      code: 'no-stop',
      ok: false,
      message: {
        en: 'only CHECKPOINT-level marks: no STOP / ⛔ / 🛑 where a person must decide',
        zh: '只有 CHECKPOINT 级标记：需要人工决定处没有 STOP / ⛔ / 🛑',
      },
    });
  return { score: stop ? 10 : checkpoint ? 5 : 0, reasons };
}

// ---------------------------------------------------------------------------------------
// dim7a

export type SectionKind = 'purpose' | 'workflow' | 'failure' | 'antipatterns';

export const SECTION_PATTERNS: Record<SectionKind, RegExp> = {
  purpose:
    /\b(?:overview|introduction|intro|purpose|about|summary|when to (?:use|apply|invoke|trigger)|when (?:this skill|it) applies|use ?cases?|usage scenarios?|what (?:this skill|it) does|what is|goals?|objectives?|scope|background|description|triggers?)\b|概述|概览|简介|介绍|何时使用|什么时候用|适用场景|使用场景|适用范围|用途|目的|目标|背景|定位|功能说明|触发条件|触发场景|核心理念/i,
  workflow:
    /\b(?:workflows?|steps?|process|procedures?|usage|how to use|how it works|instructions|quick ?start|getting started|phases?|pipeline|methodology|method|execution|implementation|operations?)\b|流程|步骤|工作流|使用方法|用法|操作|执行|快速开始|方法|阶段|第.步|怎么用|如何使用/i,
  failure:
    /\b(?:error handling|errors?|troubleshoot(?:ing)?|failures?|failure modes?|fallbacks?|recovery|edge cases?|exceptions?|limitations?|known issues|common issues|problems|debugging|faq|rollback|if (?:something|it) (?:goes wrong|fails))\b|异常|错误|故障|失败|排查|兜底|降级|回滚|边界|常见问题|问题处理|限制/i,
  antipatterns:
    /\b(?:anti-?patterns?|examples?|don['’]?ts|dos and don['’]?ts|do not|common mistakes|mistakes|pitfalls|red flags|gotchas|caveats|what not to do|bad examples?|never|avoid|prohibited|forbidden|rationali[sz]ations?)\b|反例|示例|例子|范例|案例|反模式|常见错误|禁止|禁忌|注意事项|避坑|误区|不要/i,
};

const SECTION_NAMES: Record<SectionKind, LocalisedText> = {
  purpose: { en: 'purpose / when to use', zh: '用途 / 何时使用' },
  workflow: { en: 'workflow', zh: '工作流程' },
  failure: { en: 'failure handling', zh: '异常处理' },
  antipatterns: { en: 'anti-patterns / examples', zh: '反例 / 示例' },
};

function dim7a(doc: SkillDocument): { score: number; reasons: DimReason[] } {
  const headings = doc.markdown?.headings ?? [];
  const reasons: DimReason[] = [];
  let skips = 0;
  let prev = 0;
  for (const h of headings) {
    const allowed = prev === 0 ? 2 : prev + 1;
    if (h.depth > allowed) {
      skips++;
      const from = prev === 0 ? 'start' : `h${prev}`;
      reasons.push({
        code: 'heading-skip',
        ok: false,
        line: h.line,
        message: {
          en: `heading level skips from ${from} to h${h.depth} on line ${h.line}`,
          zh: `第 ${h.line} 行标题层级从 ${from === 'start' ? '开头' : from} 跳到 h${h.depth}`,
        },
      });
    }
    prev = h.depth;
  }
  const found = new Map<SectionKind, number>();
  for (const h of headings) {
    for (const kind of Object.keys(SECTION_PATTERNS) as SectionKind[]) {
      if (!found.has(kind) && SECTION_PATTERNS[kind].test(h.text)) found.set(kind, h.line);
    }
  }
  const missing: SectionKind[] = [];
  for (const kind of Object.keys(SECTION_PATTERNS) as SectionKind[]) {
    const line = found.get(kind);
    if (line === undefined) {
      missing.push(kind);
      reasons.push({
        code: 'section-missing',
        ok: false,
        message: { en: `no ${SECTION_NAMES[kind].en} section`, zh: `缺少「${SECTION_NAMES[kind].zh}」章节` },
      });
    } else
      reasons.push({
        code: 'section-found',
        ok: true,
        line,
        message: { en: `${SECTION_NAMES[kind].en} section on line ${line}`, zh: `第 ${line} 行有「${SECTION_NAMES[kind].zh}」章节` },
      });
  }
  const items = (skips ? 1 : 0) + Math.max(0, missing.length - 1);
  return { score: Math.max(0, 6 - 2 * items), reasons };
}

// ---------------------------------------------------------------------------------------
// dim9 step 1

/** Negative instructions, Chinese and English (two regexes: faster than one case-insensitive alternation). */
const NEGATIVE_ZH = /不要|禁止|不允许|反例|不得|切勿|严禁|禁用|避免|绝不|千万别|不准|不可以|不应该?|请勿/g;
const NEGATIVE_EN =
  /\b(?:don['’]t|do not|never|avoid|must not|mustn['’]t|should not|shouldn['’]t|shall not|not allowed|forbidden|prohibited|anti-?patterns?)\b/gi;
export const DIM9_MIN_CONTEXTS = 3;

/** A line that starts a context of its own: a list item, a heading, a table row. */
const UNIT_START = /^\s*(?:[-*+][ \t]|\d{1,9}[.)][ \t]|#{1,6}(?:[ \t]|$)|\|)/;
const HEADING_LINE = /^ {0,3}#{1,6}(?:[ \t]|$)/;
const BLANK = /^\s*$/;

/**
 * First line of the context (paragraph, list item, heading or table row) holding `line`:
 * walk up while the line is a plain continuation (no blank line, list marker, heading or
 * table row in between). Line-based, so only matched lines cost anything.
 */
function contextStartLine(info: TextInfo, line: number, firstBodyLine: number): number {
  let l = line;
  for (let guard = 0; guard < 500 && l > firstBodyLine; guard++) {
    if (UNIT_START.test(lineText(info, l))) break;
    const prev = lineText(info, l - 1);
    if (BLANK.test(prev) || HEADING_LINE.test(prev) || prev.trimStart().startsWith('|')) break;
    l--;
  }
  return l;
}

function dim9a(doc: SkillDocument): { pass: boolean; reasons: DimReason[] } {
  if (!doc.markdown || !doc.skillFile?.text)
    return { pass: false, reasons: [{ code: 'negative-contexts', ok: false, message: { en: 'no SKILL.md body to scan', zh: '没有可扫描的 SKILL.md 正文' } }] };
  const info = doc.skillFile.text;
  const firstBodyLine = positionAt(info, doc.markdown.bodyOffset).line;
  const seen = new Map<number, { line: number; word: string }>();
  const matches = [...matchesInProse(doc, NEGATIVE_ZH), ...matchesInProse(doc, NEGATIVE_EN)].sort((a, b) => a.offset - b.offset);
  for (const m of matches) {
    const key = contextStartLine(info, m.range.start.line, firstBodyLine);
    if (!seen.has(key)) seen.set(key, { line: m.range.start.line, word: m.match[0] });
  }
  const reasons: DimReason[] = [...seen.values()].map((c) => ({
    code: 'negative-context',
    ok: true,
    line: c.line,
    message: { en: `negative instruction "${c.word}" on line ${c.line}`, zh: `第 ${c.line} 行有否定指令「${c.word}」` },
  }));
  const pass = seen.size >= DIM9_MIN_CONTEXTS;
  if (!pass) {
    reasons.push({
      code: 'negative-contexts',
      ok: false,
      message: {
        en: `${seen.size} distinct negative-instruction context(s); step 1 needs ${DIM9_MIN_CONTEXTS} (dim9 = 0)`,
        zh: `否定指令只出现在 ${seen.size} 处不同语境；第一步需要 ${DIM9_MIN_CONTEXTS} 处（dim9 = 0）`,
      },
    });
  }
  return { pass, reasons };
}

// ---------------------------------------------------------------------------------------

const DETAILED = memoKey<StaticDimsDetailed>('rubric/static-dims');

/** The static dims with their reasons, computed once per document (the scan and the SkillOps rules that explain them both read it). */
export function computeStaticDimsDetailed(doc: SkillDocument, findings: Finding[] = []): StaticDimsDetailed {
  void findings;
  return memo(doc, DETAILED, () => detailedOf(doc));
}

function detailedOf(doc: SkillDocument): StaticDimsDetailed {
  const d1 = dim1(doc);
  const d4 = dim4(doc);
  const d7 = dim7a(doc);
  const d9 = dim9a(doc);
  return {
    dims: { dim1: d1.score, dim4: d4.score, dim7a: d7.score, dim9a: d9.pass },
    reasons: { dim1: d1.reasons, dim4: d4.reasons, dim7a: d7.reasons, dim9a: d9.reasons },
  };
}

export function computeStaticDims(doc: SkillDocument, findings: Finding[]): StaticDims {
  return computeStaticDimsDetailed(doc, findings).dims;
}
