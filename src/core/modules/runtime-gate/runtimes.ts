/**
 * Shared knowledge of the runtime-neutrality gate (docs/features.md B7, seed v3 "Runtime 中立性
 * Gate"): which agent runtimes exist, how a skill name binds one, and what counts as
 * "another runtime is covered nearby" so that per-runtime notes ("In Claude Code: …
 * In Codex: …", a table of install paths) are not mistaken for single-runtime wording.
 */
import { memo, memoKey } from '../../skill/memo.ts';
import type { Heading, MarkdownInfo, SkillDocument, SkillFile, TextInfo } from '../../skill/types.ts';

/** Runtime tokens that bind a skill when they are a hyphen-separated part of its name. */
export const RUNTIME_NAME_TOKENS: Record<string, string> = {
  claude: 'Claude Code',
  claudecode: 'Claude Code',
  codex: 'Codex',
  cursor: 'Cursor',
  openclaw: 'OpenClaw',
  gemini: 'Gemini CLI',
  opencode: 'OpenCode',
  hermes: 'Hermes',
  copilot: 'Copilot',
  windsurf: 'Windsurf',
  trae: 'Trae',
  cline: 'Cline',
  kiro: 'Kiro',
  qwen: 'Qwen Code',
};

/** The runtime a skill name binds (`xxx-codex`, `claude-api` …), or undefined. */
export function runtimeBindingOf(name: string | undefined): string | undefined {
  if (!name) return undefined;
  for (const part of name.toLowerCase().split(/[^a-z0-9]+/)) {
    const rt = RUNTIME_NAME_TOKENS[part];
    if (rt) return rt;
  }
  return undefined;
}

/** The skill's name: frontmatter `name` when it is a non-empty string, else the folder name. */
export function skillNameOf(doc: SkillDocument): string {
  const n = doc.frontmatter?.data?.name;
  return typeof n === 'string' && n.trim() ? n.trim() : doc.folderName;
}

/** Whether the skill is exempt from the gate because its name binds a runtime. */
export function isRuntimeBound(doc: SkillDocument): boolean {
  return runtimeBindingOf(skillNameOf(doc)) !== undefined;
}

/** What the gate's rules read: SKILL.md's text and structure — none when there is none or the skill is exempt. */
export function gateSubject(doc: SkillDocument): { file: SkillFile; info: TextInfo; md: MarkdownInfo } | undefined {
  const file = doc.skillFile;
  const info = file?.text;
  const md = doc.markdown;
  if (!file || !info || !md || isRuntimeBound(doc)) return undefined;
  return { file, info, md };
}

/**
 * Agent runtimes as they are written in text (case-sensitive where the name is
 * also a common word: "cursor", "cline"). Used inside the wording patterns.
 */
export const RT =
  '\\b(?:[Cc]laude[ -][Cc]ode|(?:OpenAI )?Codex(?: CLI| App)?|Cursor(?: IDE| Agent)?|OpenClaw|Gemini CLI|OpenCode|Hermes(?: Agent)?|Copilot CLI|GitHub Copilot|Windsurf|Trae|Cline|Kiro|Qwen Code)\\b';

const RT_GLOBAL = new RegExp(RT, 'g');
/**
 * A superset test of RT that starts with one character class, which the regexp
 * engine scans for quickly (about twice as fast as the RT alternation on the corpus).
 */
const RT_PREFILTER =
  /[CcOGHWTKQ](?:(?<=[Cc])laude[ -][Cc]ode|(?<=[COGHWTKQ])(?:odex|ursor|penClaw|emini CLI|penCode|ermes|opilot|itHub Copilot|indsurf|rae|line|iro|wen Code))/;
const MENTIONS = memoKey<Array<[number, number]>>('runtime-gate/runtime-mentions');

/**
 * Every runtime name in SKILL.md as [start, end) offsets, found in one pass and
 * cached per document. The wording and tagline patterns are then tried only in a
 * small window around each mention, instead of scanning the whole text once per
 * pattern.
 */
export function runtimeMentions(doc: SkillDocument): Array<[number, number]> {
  return memo(doc, MENTIONS, () => {
    const out: Array<[number, number]> = [];
    const text = doc.skillFile?.text?.text ?? '';
    // Most skills name no runtime: the prefilter rejects them cheaply.
    if (!RT_PREFILTER.test(text)) return out;
    RT_GLOBAL.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = RT_GLOBAL.exec(text))) out.push([m.index, m.index + m[0].length]);
    return out;
  });
}

/** Window around a mention in which the patterns are tried. */
export const WINDOW_BEFORE = 40;
export const WINDOW_AFTER = 48;

/**
 * Matches of `re` (global) in the window around each runtime mention, as absolute
 * offsets, deduplicated. `group` is the capture holding the runtime; only matches
 * whose runtime is the mention itself are kept.
 */
export function matchesAroundMentions(
  doc: SkillDocument,
  re: RegExp,
  group: number | ((m: RegExpExecArray) => string | undefined),
): Array<{ start: number; m: RegExpExecArray }> {
  const text = doc.skillFile?.text?.text ?? '';
  const out: Array<{ start: number; m: RegExpExecArray }> = [];
  const seen = new Set<number>();
  for (const [s, e] of runtimeMentions(doc)) {
    // Start at a word boundary (so `\bin` cannot match the end of "within") and end
    // at a line end (so `$` means the end of the line).
    let from = Math.max(0, s - WINDOW_BEFORE);
    while (from > 0 && s - from < WINDOW_BEFORE * 2 && /\w/.test(text[from - 1])) from--;
    let to = Math.min(text.length, e + WINDOW_AFTER);
    const nl = text.indexOf('\n', to);
    to = nl < 0 ? text.length : nl - to < 200 ? nl : to;
    const window = text.slice(from, to);
    re.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = re.exec(window))) {
      if (m[0].length === 0) {
        re.lastIndex++;
        continue;
      }
      const rt = typeof group === 'number' ? m[group] : group(m);
      if (rt === undefined) continue;
      const rtAt = from + m.index + m[0].indexOf(rt);
      if (rtAt !== s) continue;
      const start = from + m.index;
      if (seen.has(start)) continue;
      seen.add(start);
      out.push({ start, m });
    }
  }
  return out;
}

/** Canonical id of a runtime as written. */
export function canonicalRuntime(written: string): string {
  const w = written.toLowerCase();
  if (w.includes('claude')) return w.includes('desktop') ? 'Claude Desktop' : w.includes('.ai') ? 'Claude.ai' : 'Claude Code';
  if (w.includes('codex')) return 'Codex';
  if (w.includes('cursor')) return 'Cursor';
  if (w.includes('openclaw')) return 'OpenClaw';
  if (w.includes('gemini')) return 'Gemini CLI';
  if (w.includes('opencode')) return 'OpenCode';
  if (w.includes('hermes')) return 'Hermes';
  if (w.includes('copilot')) return 'Copilot';
  if (w.includes('windsurf')) return 'Windsurf';
  if (w.includes('trae')) return 'Trae';
  if (w.includes('cline')) return 'Cline';
  if (w.includes('kiro')) return 'Kiro';
  if (w.includes('qwen')) return 'Qwen Code';
  if (w.includes('cowork')) return 'Cowork';
  return written;
}

/** Any runtime or agent environment mentioned in text (broader than RT: Claude.ai, Desktop, Gemini). */
const ANY_RUNTIME =
  /[Cc]laude[ -][Cc]ode|[Cc]laude\.ai|Claude Desktop|Cowork|\bCodex\b|\bCursor\b|OpenClaw|\bGemini\b|OpenCode|\bHermes\b|\bCopilot\b|Windsurf|\bTrae\b|\bCline\b|\bKiro\b|Qwen Code|\bAmp\b|Roo Code|\bAider\b/g;

/** Another runtime's skills folder, or the cross-runtime `.agents/skills`. */
const SKILLS_PATH = /\.(agents|claude|codex|cursor|gemini|openclaw|opencode|hermes|windsurf|trae|qwen|kiro|cline|github)\/skills\b/g;

/** Phrases that say the text is not limited to one runtime. */
const GENERIC_ALTERNATIVE =
  /other (?:agents?|runtimes?|harness(?:es)?|platforms|tools|clients|environments)|any (?:skills?-compatible|agent|runtime)|agent[- ]agnostic|runtime[- ](?:neutral|agnostic)|your (?:agent|runtime|harness)(?:'s)?|each (?:runtime|agent)|per-(?:runtime|platform)|(?:path|location) (?:may|can|will) (?:vary|differ)|may vary|wherever (?:the user|you) installed|where the user installed|SKILL_DIR|\{baseDir\}|<skills?[-_ ]dir>|其他\s*(?:agent|runtime|工具|平台|智能体|客户端)|任何.{0,8}(?:agent|runtime|智能体)|按其自身约定|各\s*(?:runtime|agent|平台)/giu;

export interface Neutraliser {
  /** Runtimes mentioned (canonical). */
  runtimes: Set<string>;
  /** Runtime skills folders mentioned (`agents`, `codex` …). */
  skillPaths: Set<string>;
  generic: boolean;
}

export function neutralisersIn(text: string): Neutraliser {
  const runtimes = new Set<string>();
  for (const m of text.matchAll(ANY_RUNTIME)) runtimes.add(canonicalRuntime(m[0]));
  const skillPaths = new Set<string>();
  for (const m of text.matchAll(SKILLS_PATH)) skillPaths.add(m[1].toLowerCase());
  GENERIC_ALTERNATIVE.lastIndex = 0;
  const generic = GENERIC_ALTERNATIVE.test(text);
  GENERIC_ALTERNATIVE.lastIndex = 0;
  return { runtimes, skillPaths, generic };
}

/** Whether `n` covers a runtime other than `runtime` (or says it is generic). */
export function coversOther(n: Neutraliser, runtime: string): boolean {
  if (n.generic) return true;
  for (const r of n.runtimes) if (r !== runtime) return true;
  return false;
}

/**
 * The section around an offset: from the nearest heading of depth ≤ 2 at or
 * before it to the next heading of depth ≤ 2 (so the `### Codex` sibling of a
 * `### Claude Code` note is in the same section). Offsets into the SKILL.md text.
 */
export function sectionAround(doc: SkillDocument, line: number): [number, number] {
  const info = doc.skillFile!.text!;
  const headings: Heading[] = doc.markdown?.headings ?? [];
  let startLine = 1;
  let endLine = info.lineStarts.length + 1;
  for (const h of headings) {
    if (h.depth > 2) continue;
    if (h.line <= line) startLine = h.line;
    else {
      endLine = h.line;
      break;
    }
  }
  const start = info.lineStarts[startLine - 1] ?? 0;
  const end = endLine - 1 < info.lineStarts.length ? info.lineStarts[endLine - 1] : info.text.length;
  return [start, end];
}

/** Section neutralisers of a document, by section start. */
const SECTIONS = memoKey<Map<number, Neutraliser>>('runtime-gate/section-neutralisers');

export function sectionNeutraliser(doc: SkillDocument, line: number): Neutraliser {
  const [start, end] = sectionAround(doc, line);
  const byStart = memo(doc, SECTIONS, () => new Map<number, Neutraliser>());
  let n = byStart.get(start);
  if (!n) {
    n = neutralisersIn(doc.skillFile!.text!.text.slice(start, end));
    byStart.set(start, n);
  }
  return n;
}
