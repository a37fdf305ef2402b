/**
 * What MUSE reads out of a skill to build its cases (seed v2 §七 "测试用例生成维度"):
 * trigger words of the description, format constraints, must/forbid statements, the
 * workflow's steps and sections, and the files it references. Pure functions over a
 * loaded SkillDocument; prose only (fenced code and HTML comments hold examples).
 */
import { collectReferences } from '../../../modules/skillops/references.ts';
import type { SkillDocument } from '../../../skill/types.ts';
import type { CaseLocation } from './types.ts';

export interface ProseLine {
  /** 1-based line in SKILL.md. */
  line: number;
  text: string;
}

/** SKILL.md's body lines outside fenced code, HTML comments and the frontmatter. */
export function proseLines(doc: SkillDocument): ProseLine[] {
  const text = doc.skillFile?.text?.text;
  if (text === undefined) return [];
  const lines = text.split('\n');
  const start = doc.frontmatter ? doc.frontmatter.closingLine : 0;
  const out: ProseLine[] = [];
  let fence: string | undefined;
  let comment = false;
  for (let i = start; i < lines.length; i++) {
    const l = lines[i];
    const f = /^\s{0,3}(`{3,}|~{3,})/.exec(l);
    if (f) {
      if (!fence) fence = f[1][0];
      else if (f[1][0] === fence) fence = undefined;
      continue;
    }
    if (fence) continue;
    if (comment) {
      if (l.includes('-->')) comment = false;
      continue;
    }
    if (/^\s*<!--/.test(l) && !l.includes('-->')) {
      comment = true;
      continue;
    }
    if (l.trim()) out.push({ line: i + 1, text: l });
  }
  return out;
}

const FORBID =
  /\b(?:never|must not|mustn't|do not|don't|does not|cannot|can't|may not|forbidden|prohibited|not allowed)\b|禁止|不得|严禁|切勿|不要|不可|不能|绝不|不许/i;
const MUST = /\b(?:must|always|required|shall|mandatory)\b|必须|务必|一定要|始终|总是|必需/i;
/** HASP's soft words, for "the rule was softened". */
const SOFT =
  /\b(?:should|consider|maybe|might|possibly|try to|where possible|generally|typically|if appropriate|as needed)\b|建议|尽量|可以考虑|可考虑|酌情|适当|或许|也许|可能/i;

export type Polarity = 'must' | 'forbid';

export function polarityOf(s: string): Polarity | undefined {
  if (FORBID.test(s)) return 'forbid';
  if (MUST.test(s)) return 'must';
  return undefined;
}

export const isSoft = (s: string): boolean => SOFT.test(s);

/** The statement of a line as a person wrote it: list marker, heading marks and emphasis off. */
export function statementText(line: string): string {
  return line
    .replace(/^\s*(?:[-*+]|\d+[.)]|#{1,6})\s+/, '')
    .replace(/^\s*>\s*/, '')
    .replace(/\*\*|__|`/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** For comparisons: lower case, no punctuation runs, single spaces. */
export function normalise(s: string): string {
  return statementText(s)
    .toLowerCase()
    .replace(/[\s\u3000]+/g, ' ')
    .replace(/[。．.！!？?；;：:，,、"'“”‘’「」『』()（）[\]]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Word tokens (Latin) and character pairs (CJK), for "is this still the same sentence". */
export function tokens(s: string): Set<string> {
  const n = normalise(s);
  const out = new Set<string>();
  for (const w of n.match(/[a-z0-9]+/g) ?? []) if (w.length > 1) out.add(w);
  const cjk = n.replace(/[^\u3400-\u9fff]/g, '');
  for (let i = 0; i + 1 < cjk.length; i++) out.add(cjk.slice(i, i + 2));
  return out;
}

/** Share of `a`'s tokens found in `b` (0–1). */
export function containment(a: string, b: string): number {
  const ta = tokens(a);
  if (ta.size === 0) return normalise(b).includes(normalise(a)) ? 1 : 0;
  const tb = tokens(b);
  let hit = 0;
  for (const t of ta) if (tb.has(t)) hit++;
  return hit / ta.size;
}

export interface Statement {
  text: string;
  polarity: Polarity;
  location: CaseLocation;
}

const skillFileOf = (doc: SkillDocument) => doc.skillFileName ?? 'SKILL.md';

/** Must/forbid statements (seed: 提取"必须"/"禁止"语句), one per line, headings left out. */
export function ruleStatements(doc: SkillDocument): Statement[] {
  const out: Statement[] = [];
  for (const p of proseLines(doc)) {
    if (/^\s{0,3}#/.test(p.text) || /^\s*\|/.test(p.text)) continue;
    const text = statementText(p.text);
    if (text.length < 8 || text.length > 240) continue;
    const polarity = polarityOf(text);
    if (!polarity) continue;
    out.push({ text, polarity, location: { file: skillFileOf(doc), line: p.line, column: 1 } });
  }
  return out;
}

const FORMAT_HEADING = /output|format|template|report|result|deliverable|输出|格式|模板|报告|结果|交付/i;
const FORMAT_WORDS =
  /\b(?:json|yaml|markdown|table|frontmatter|csv|heading|headings|bullet|template|schema|columns?|sections?)\b|表格|列表|模板|标题|字段|章节|frontmatter|格式/i;

/** Format constraints (seed: 提取格式约束): lines in an output/format section, or lines that name an output format. */
export function formatConstraints(doc: SkillDocument): Array<{ text: string; location: CaseLocation }> {
  const out: Array<{ text: string; location: CaseLocation }> = [];
  let inFormatSection = false;
  for (const p of proseLines(doc)) {
    const h = /^\s{0,3}#{1,6}\s+(.*)$/.exec(p.text);
    if (h) {
      inFormatSection = FORMAT_HEADING.test(h[1]);
      continue;
    }
    const text = statementText(p.text);
    if (text.length < 8 || text.length > 240 || /^\|/.test(text)) continue;
    const namesFormat = /\b(?:output|format|return|reply|respond|write)\w*\b|输出|格式|返回|回复/i.test(text) && FORMAT_WORDS.test(text);
    if ((inFormatSection && FORMAT_WORDS.test(text)) || namesFormat) out.push({ text, location: { file: skillFileOf(doc), line: p.line, column: 1 } });
  }
  return out;
}

/** The description as written (frontmatter), with where it is. */
export function descriptionOf(doc: SkillDocument): { text: string; location: CaseLocation } | undefined {
  const d = doc.frontmatter?.data?.description;
  if (typeof d !== 'string') return undefined;
  const r = doc.frontmatter?.keyRanges.get('description');
  const at = r?.value ?? r?.key;
  return {
    text: d,
    location: at
      ? { file: skillFileOf(doc), line: at.start.line, column: at.start.column, endLine: at.end.line, endColumn: at.end.column }
      : { file: skillFileOf(doc), line: 1, column: 1 },
  };
}

/** Trigger words of the description (seed: 从 SKILL.md 提取所有触发词): quoted phrases, then a 触发词/Triggers list. */
export function triggerPhrases(doc: SkillDocument): string[] {
  const d = descriptionOf(doc)?.text ?? '';
  const found: string[] = [];
  const add = (s: string) => {
    const t = s.trim().replace(/[。.,，、]+$/, '');
    if (t.length >= 2 && t.length <= 60 && !found.some((f) => f.toLowerCase() === t.toLowerCase())) found.push(t);
  };
  for (const m of d.matchAll(/"([^"\n]{2,60})"|“([^”\n]{2,60})”|「([^」\n]{2,60})」|『([^』\n]{2,60})』/g)) add(m[1] ?? m[2] ?? m[3] ?? m[4]);
  const list = /(?:触发词|触发|triggers?|keywords?)\s*[:：]\s*([^\n。.]+)/i.exec(d);
  if (list) for (const w of list[1].split(/[、，,/|]|\bor\b|或/)) add(w.replace(/^["“「]|["”」]$/g, ''));
  return found;
}

/** H2 headings of SKILL.md (the sections a change must not drop). */
export function sectionHeadings(doc: SkillDocument): Array<{ text: string; line: number }> {
  return (doc.markdown?.headings ?? []).filter((h) => h.depth === 2).map((h) => ({ text: h.text.trim(), line: h.line }));
}

export interface Steps {
  /** Step numbers in order, as written. */
  numbers: number[];
  /** Their first words, for people. */
  labels: string[];
  line: number;
}

const STEP_HEADING = /^\s{0,3}#{2,6}\s*(?:step|步骤|phase|阶段|第)\s*(\d+)/i;
const WORKFLOW_HEADING = /workflow|steps|process|procedure|instructions|how to|流程|步骤|工作流|执行/i;

/** The workflow's steps (seed: 按技能 Step 列表): `## Step N` headings, else the numbered list of the workflow section, else the first numbered list. */
export function workflowSteps(doc: SkillDocument): Steps | undefined {
  const lines = proseLines(doc);
  const heads = lines.flatMap((p) => {
    const m = STEP_HEADING.exec(p.text);
    return m ? [{ n: Number(m[1]), label: statementText(p.text), line: p.line }] : [];
  });
  if (heads.length >= 2) return { numbers: heads.map((h) => h.n), labels: heads.map((h) => h.label), line: heads[0].line };
  const runs: Array<{ items: Array<{ n: number; label: string; line: number }>; workflow: boolean }> = [];
  let workflow = false;
  let cur: (typeof runs)[number] | undefined;
  for (const p of lines) {
    const h = /^\s{0,3}#{1,6}\s+(.*)$/.exec(p.text);
    if (h) {
      workflow = WORKFLOW_HEADING.test(h[1]);
      cur = undefined;
      continue;
    }
    const m = /^(\d+)[.)]\s+(.*)$/.exec(p.text);
    if (m) {
      if (!cur) runs.push((cur = { items: [], workflow }));
      cur.items.push({ n: Number(m[1]), label: statementText(m[2]), line: p.line });
    } else if (!/^\s+/.test(p.text)) cur = undefined;
  }
  const run = runs.find((r) => r.workflow && r.items.length >= 2) ?? runs.find((r) => r.items.length >= 2);
  return run ? { numbers: run.items.map((i) => i.n), labels: run.items.map((i) => i.label), line: run.items[0].line } : undefined;
}

/** Files the skill references that exist (seed: 遍历所有文件路径引用), first mention each, SKILL.md's first. */
export function referencedFiles(doc: SkillDocument): Array<{ target: string; location: CaseLocation }> {
  const seen = new Map<string, CaseLocation>();
  const mentions = collectReferences(doc).filter((m) => m.resolution === 'inside' && m.exists);
  const skill = skillFileOf(doc);
  mentions.sort((a, b) => Number(b.file === skill) - Number(a.file === skill));
  for (const m of mentions) {
    if (!seen.has(m.target))
      seen.set(m.target, { file: m.file, line: m.range.start.line, column: m.range.start.column, endLine: m.range.end.line, endColumn: m.range.end.column });
  }
  return [...seen].map(([target, location]) => ({ target, location }));
}

/** Where a referenced target is mentioned in `doc` (any mention, existing or not). */
export function mentionOf(doc: SkillDocument, target: string): CaseLocation | undefined {
  const m = collectReferences(doc).find((x) => x.target === target);
  return m ? { file: m.file, line: m.range.start.line, column: m.range.start.column, endLine: m.range.end.line, endColumn: m.range.end.column } : undefined;
}
