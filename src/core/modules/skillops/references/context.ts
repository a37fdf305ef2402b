/**
 * Why a path that looks like a reference is not one (corpus NOTES §5): a placeholder
 * (`<name>`, `${VAR}/…`, `path/to/…`), or a sentence that makes it an example, an
 * output location, a hypothetical or optional file, another skill's file, or the
 * missing half of "`a.json` or `a.ts`". The sentence is read only for bare paths
 * that would be reported (missing ones, home-folder absolute ones): a path that
 * exists is a reference whatever its sentence says.
 */
import type { SkillDocument } from '../../../skill/types.ts';

const PLACEHOLDER_CHARS = /[<>{}$*?%\[\]]|\.\.\.|…/;
const PLACEHOLDER_WORDS = /(?:^|[^a-z])(?:x{2,}|y{4}|your[-_]|foo|bar|baz)(?:[^a-z]|$)|path\/to\/|(?:^|\/)(?:0x|nn)[-_.]/i;

/** Template characters (`<name>`, `{skill}`, `$VAR`, globs, `...`): a pattern, not a path. */
export function hasPlaceholderChars(token: string): boolean {
  return PLACEHOLDER_CHARS.test(token);
}

/** Template characters or placeholder words (`xxx`, `YYYY`, `your-…`, `foo`, `path/to/…`). */
export function isPlaceholder(token: string): boolean {
  return PLACEHOLDER_CHARS.test(token) || PLACEHOLDER_WORDS.test(token);
}

/** Cues read in the sentence before a bare path. */
const EXAMPLE_CUE =
  /(?:\be\.g\.|\bi\.e\.|\b(?:eg|for example|for instance|examples?|such as|like|sample|illustrative|hypothetical|good|bad|correct|incorrect|wrong)\b|✓|✗|✅|❌|👍|👎|例如|比如|譬如|诸如|举例|示例|样例|例：|如：|正确|错误)/i;
/** Cues read in the clause right before a bare path: "save the report to `x`", "create `x`", "写入 `x`". */
const OUTPUT_VERB =
  '(?:save[sd]?|saving|writes?|written|writing|output(?:s|ted)?|creates?|created|creating|generates?|generated|generating|stores?|stored|exports?|exported|dumps?|produces?|emits?|puts?|place[sd]?|renames?|moves?|copy|copies|persists?|redirect(?:s|ed)?)';
const OUTPUT_CUE = new RegExp(
  `(?:\\b${OUTPUT_VERB}\\b[^\\n]{0,60}\\b(?:to|into|in|at|as|under|inside)\\s*[\`*"']*$|\\b${OUTPUT_VERB}\\s+(?:(?:a|an|the|new|file|files|folder|one|it|them)\\s+){0,3}[\`*"']*$|(?:->|→|=>|>{1,2})\\s*[\`*"']*$|(?:^|\\s)(?:-o|--out(?:put)?(?:-file|-dir)?)[=\\s]\\s*[\`"']*$|(?:保存|写入|写到|写进|输出|生成|创建|存放|存到|存入|存为|放到|放入|放在|产出|导出|另存|落盘|记录到|新建|建立|写成)[^\\n]{0,12}$)`,
  'i',
);
const OUTPUT_AFTER =
  /^`?\s*(?:\(?(?:will be|is|are|gets?) (?:created|generated|written|saved|produced)|\((?:output|generated|created)\)|（(?:输出|生成|产出)）)/i;
/** Cues anywhere on the line. */
const LINE_CUE =
  /\b(?:would be|could be|might be|could contain|might contain|may contain|would contain|could include|might include|would help|if present|if it exists|if available|when present|if any|does not exist|doesn't exist|does NOT exist)\b|如存在|若存在|如果存在|如有|若有|（可选）|\(optional\)/i;
const LEAD_IN =
  /^\s*(?:>\s*)?(?:[-*+]\s+|\d+[.)]\s+)?(?:\*\*|__)?(?:e\.g\.|for example|for instance|examples?\b|sample\b|illustrative|例如|比如|举例|示例|样例)/i;
const SENTENCE_END = /(?:[.!?](?=\s|$)|[。！？；;])/g;
const CLAUSE_END = /(?:,\s|[，；;、])/g;

/** The line that holds [start, end): its start and the offset of its newline (or the text's end). */
function lineAround(text: string, start: number, end: number): [number, number] {
  const lineEnd = text.indexOf('\n', end);
  return [text.lastIndexOf('\n', start - 1) + 1, lineEnd < 0 ? text.length : lineEnd];
}

/** Is this bare path an example, an output location, a hypothetical or an optional file, judging by its sentence? */
export function nonReferenceContext(text: string, start: number, end: number): boolean {
  const [lineStart, lineEnd] = lineAround(text, start, end);
  const line = text.slice(lineStart, lineEnd);
  if (LINE_CUE.test(line)) return true;
  const sentence = afterLast(text.slice(lineStart, start), SENTENCE_END);
  if (EXAMPLE_CUE.test(sentence)) return true;
  if (OUTPUT_CUE.test(afterLast(sentence, CLAUSE_END))) return true;
  if (OUTPUT_AFTER.test(text.slice(end, lineEnd))) return true;
  // A lead-in line ("Example:", "例如：") a few lines up, within the same section.
  let cursor = lineStart - 1;
  for (let n = 0; n < 4 && cursor > 0; n++) {
    const prevStart = text.lastIndexOf('\n', cursor - 1) + 1;
    const prev = text.slice(prevStart, cursor);
    if (/^\s*(?:#|```|~~~)/.test(prev)) break;
    if (LEAD_IN.test(prev)) return true;
    cursor = prevStart - 1;
  }
  return false;
}

/** "the `lark-doc` skill's", "`lark-doc` 技能的": the path that follows is another skill's file. */
const OTHER_SKILL_BEFORE = /`?([A-Za-z0-9][\w.-]*)`?\s*(?:技能|skill)\s*(?:的|中的|里的|下的|目录下的|['’]s)\s*[`*"']*$/i;
/** "`references/x.md` in the lark-doc skill", "`references/x.md`（lark-doc 技能）". */
const OTHER_SKILL_AFTER = /^`?\s*(?:(?:in|of|from)\s+(?:the\s+)?`?([A-Za-z0-9][\w.-]*)`?\s+skill\b|[（(]\s*`?([A-Za-z0-9][\w.-]*)`?\s*(?:技能|skill)\s*[)）])/i;

/** The names this skill goes by: its folder and its frontmatter name, lowercased. */
export function ownSkillNames(doc: SkillDocument): Set<string> {
  const names = new Set([doc.folderName.toLowerCase()]);
  const name = doc.frontmatter?.data?.name;
  if (typeof name === 'string') names.add(name.trim().toLowerCase());
  return names;
}

/**
 * Is this missing bare path named as a file of *another* skill ("see the `lark-doc`
 * skill's `references/lark-doc-whiteboard.md`", corpus NOTES §5a)? This folder cannot
 * tell whether that skill has it, so it is not reported as missing here.
 */
export function otherSkillContext(text: string, start: number, end: number, own: Set<string>): boolean {
  const [lineStart, lineEnd] = lineAround(text, start, end);
  const before = OTHER_SKILL_BEFORE.exec(afterLast(text.slice(lineStart, start), SENTENCE_END));
  const after = OTHER_SKILL_AFTER.exec(text.slice(end, lineEnd));
  const named = before?.[1] ?? after?.[1] ?? after?.[2];
  return named !== undefined && !own.has(named.toLowerCase()) && named.toLowerCase() !== 'this';
}

const ALTERNATIVE_BEFORE = /([\w./-]+\.[A-Za-z0-9]{1,10})`?\s*(?:\bor\b|或者|或|\/)\s*`?$/;
const ALTERNATIVE_AFTER = /^`?\s*(?:\bor\b|或者|或|\/)\s*`?([\w./-]+\.[A-Za-z0-9]{1,10})/;

/**
 * "`evals/axis.config.json` or `evals/axis.config.ts`": one of two alternatives is
 * enough — a missing path is not reported when the alternative beside it exists.
 */
export function existingAlternative(text: string, start: number, end: number, exists: (path: string) => boolean): boolean {
  const [lineStart, lineEnd] = lineAround(text, start, end);
  const before = ALTERNATIVE_BEFORE.exec(text.slice(Math.max(lineStart, start - 120), start));
  const after = ALTERNATIVE_AFTER.exec(text.slice(end, Math.min(lineEnd, end + 120)));
  return (before !== null && exists(before[1])) || (after !== null && exists(after[1]));
}

function afterLast(s: string, re: RegExp): string {
  re.lastIndex = 0;
  let last = 0;
  let m: RegExpExecArray | null;
  while ((m = re.exec(s))) last = m.index + m[0].length;
  return last > 0 ? s.slice(last) : s;
}
