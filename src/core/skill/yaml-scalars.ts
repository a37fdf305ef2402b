/**
 * YAML portability (docs/features.md B1): plain (unquoted) frontmatter values that one YAML
 * parser accepts and a stricter one rejects or reads differently — the classic is
 * `description: Use when: the user asks`, which lenient loaders (Claude Code's
 * fallback) accept and strict ones (PyYAML, strictyaml, Codex, the `yaml` library in
 * strict mode) reject as a nested mapping.
 *
 * The scan is line based on purpose: the YAML parser gives up at exactly these
 * lines, so the document model cannot be trusted there. For each `key: value` line
 * (at any depth of block mappings) it looks at the value as written:
 * - `colon`: a plain value containing `: ` (or ending with `:`), on any of its lines;
 * - `indicator`: a plain value starting with a YAML indicator (`*` `&` `!` `%` `@`
 *   `` ` `` `- ` `? `) or with a flow collection / quoted string followed by more
 *   text (`[DEFAULT] tool`, `"Quick" start`);
 * - `comment`: ` #x` inside a plain value (everything from `#` on is dropped as a
 *   comment), flagged when the `#` is glued to text (`Issue #12`) or the key is prose
 *   (description, when_to_use) — a `  # note` after a short value is a real comment.
 *
 * Each issue carries the string the author meant and the replacement text: a
 * double-quoted scalar (escaping `\` and `"`) for one-line values, a folded block
 * scalar (`>-`) for multi-line ones — both parse back to exactly the intended string.
 * The fix is safe unless the intended text is a guess (a `#` that might have been a
 * comment, a quoted prefix, an anchor or tag).
 */
import { parseDocument } from 'yaml';
import { memo, memoKey } from './memo.ts';
import type { Range, SkillDocument } from './types.ts';

export type ScalarIssueKind = 'colon' | 'indicator' | 'comment';

export interface ScalarIssue {
  /** Dotted key path, e.g. `description` or `metadata.short-description`. */
  key: string;
  kind: ScalarIssueKind;
  /** The offending text, for messages (`: `, `@`, ` #`). */
  detail: string;
  /** The value as written, in SKILL.md coordinates (what the fix replaces). */
  range: Range;
  startLine: number;
  endLine: number;
  /** Offsets of the value in the frontmatter's raw text. */
  rawStart: number;
  rawEnd: number;
  /** The string the author meant. */
  intended: string;
  /** YAML text that parses to `intended`. */
  newText: string;
  safe: boolean;
}

const PROSE_KEYS = new Set(['description', 'when_to_use', 'compatibility', 'argument-hint', 'short-description']);
const INDICATOR_START = /^(?:[*&!%@`]|[-?:](?:\s|$))/;

const ISSUES = memoKey<ScalarIssue[]>('skillops/yaml-scalars');

export function scalarIssues(doc: SkillDocument): ScalarIssue[] {
  return memo(doc, ISSUES, () => {
    const fm = doc.frontmatter;
    return fm ? scanRaw(fm.raw, fm.firstLine) : [];
  });
}

interface Line {
  text: string;
  start: number;
  indent: number;
  blank: boolean;
}

/** Scan frontmatter YAML (`raw`, whose first line is SKILL.md line `firstLine`). */
export function scanRaw(raw: string, firstLine: number): ScalarIssue[] {
  const lines: Line[] = [];
  let at = 0;
  for (const text of raw.split('\n')) {
    const indent = text.length - text.trimStart().length;
    lines.push({ text, start: at, indent, blank: text.trim() === '' });
    at += text.length + 1;
  }
  const out: ScalarIssue[] = [];
  const stack: Array<{ indent: number; key: string }> = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i];
    const pair = keyLine(line.text);
    if (line.blank || !pair) {
      i++;
      continue;
    }
    while (stack.length && stack[stack.length - 1].indent >= pair.keyCol) stack.pop();
    const path = [...stack.map((s) => s.key), pair.key].join('.');
    const value = pair.value;
    const valueCol = pair.valueCol;
    // How far does this value reach? Lines indented deeper than the key (and blank lines between them).
    let last = i;
    for (let j = i + 1; j < lines.length; j++) {
      if (lines[j].blank) continue;
      if (lines[j].indent > pair.keyCol && !lines[j].text.trimStart().startsWith('#')) last = j;
      else break;
    }
    if (value === '' || value.startsWith('#')) {
      stack.push({ indent: pair.keyCol, key: pair.key });
      i++;
      continue;
    }
    const next = last + 1;
    const c = value[0];
    if (c === '|' || c === '>') {
      i = next;
      continue;
    }
    const issue = classify(raw, lines, i, last, pair.keyCol, valueCol, value, path, firstLine);
    if (issue) out.push(issue);
    i = next;
  }
  return out;
}

/** `key: value` at the start of a line (also after `- `); the column of the key and of the value. */
function keyLine(text: string): { key: string; keyCol: number; value: string; valueCol: number } | undefined {
  let p = 0;
  while (text[p] === ' ') p++;
  if (text.startsWith('- ', p)) {
    p += 2;
    while (text[p] === ' ') p++;
  }
  const keyCol = p;
  const ch = text[p];
  if (ch === undefined || ch === '#' || ch === '-' || ch === '[' || ch === '{' || ch === '|' || ch === '>' || ch === '?') return undefined;
  let sep: number;
  let key: string;
  if (ch === '"' || ch === "'") {
    const close = text.indexOf(ch, p + 1);
    if (close < 0 || text[close + 1] !== ':') return undefined;
    key = text.slice(p + 1, close);
    sep = close + 1;
  } else {
    sep = -1;
    for (let k = p; k < text.length; k++) {
      if (text[k] === ':' && (k + 1 === text.length || text[k + 1] === ' ' || text[k + 1] === '\t')) {
        sep = k;
        break;
      }
      if (text[k] === '#' && text[k - 1] === ' ') return undefined;
    }
    if (sep < 0) return undefined;
    key = text.slice(p, sep).trimEnd();
  }
  if (!key) return undefined;
  let v = sep + 1;
  while (text[v] === ' ' || text[v] === '\t') v++;
  return { key, keyCol, value: text.slice(v).trimEnd(), valueCol: v };
}

function classify(
  raw: string,
  lines: Line[],
  first: number,
  last: number,
  keyCol: number,
  valueCol: number,
  value: string,
  path: string,
  firstLine: number,
): ScalarIssue | undefined {
  const c = value[0];
  const leaf = path.slice(path.lastIndexOf('.') + 1);
  // Quoted value: fine unless text follows the closing quote on the same line.
  if (c === '"' || c === "'") {
    const close = closingQuote(value, c);
    if (close < 0) return undefined; // multi-line quoted scalar: leave it to the parser
    const rest = value.slice(close + 1).trim();
    if (!rest || rest.startsWith('#')) return undefined;
    // `'Don't do X'` / `"Say "hi" now"`: the outer quotes were meant as delimiters.
    const wrapped = value.endsWith(c) && value.length > 1 && last === first;
    const intended = wrapped ? value.slice(1, -1) : value;
    return make(lines, first, first, keyCol, valueCol, value.length, path, 'indicator', c, intended, true, firstLine, false);
  }
  if (c === '[' || c === '{') {
    const close = closingBracket(value);
    if (close < 0) return undefined; // a multi-line flow collection
    const rest = value.slice(close + 1).trim();
    if (!rest || rest.startsWith('#')) return undefined; // a real flow collection
  }
  // A plain scalar, possibly over several lines.
  const parts: string[] = [value];
  for (let j = first + 1; j <= last; j++) parts.push(lines[j].blank ? '' : lines[j].text.trim());
  while (parts.length > 1 && parts[parts.length - 1] === '') parts.pop();
  const lastLine = first + parts.length - 1;
  const endCol = lastLine === first ? valueCol + value.length : lines[lastLine].text.trimEnd().length;
  const written = parts.join('\n');
  let kind: ScalarIssueKind | undefined;
  let detail = '';
  let safe = true;
  if (c === '[' || c === '{') {
    kind = 'indicator';
    detail = c;
  } else if (INDICATOR_START.test(value)) {
    if (c === '*' && new RegExp(`&${escapeRe(value.slice(1).split(/\s/)[0])}\\b`).test(raw)) return undefined; // a real alias
    if (c === '&' && new RegExp(`\\*${escapeRe(value.slice(1).split(/\s/)[0])}\\b`).test(raw)) return undefined; // a real anchor
    if (c === '!' && value.startsWith('!!')) return undefined; // a standard tag
    kind = 'indicator';
    detail = c === '-' || c === '?' || c === ':' ? `${c} ` : c;
    safe = c !== '&' && c !== '!';
  } else if (/:(?:\s|$)/.test(written)) {
    kind = 'colon';
    detail = ': ';
  }
  const hash = /\s#(\S?)/.exec(written);
  if (hash) {
    const deliberate = hash[1] === '' || hash[1] === ' ';
    if (!kind && deliberate && !PROSE_KEYS.has(leaf)) return undefined; // a genuine trailing comment
    if (!kind) {
      kind = 'comment';
      detail = ' #';
    }
    safe = false; // the comment part might not be meant as text
  }
  if (!kind) return undefined;
  const intended = foldPlain(parts);
  return make(lines, first, lastLine, keyCol, valueCol, endCol - valueCol, path, kind, detail, intended, safe, firstLine, parts.length > 1 ? parts : false);
}

function make(
  lines: Line[],
  first: number,
  lastLine: number,
  keyCol: number,
  valueCol: number,
  lastLen: number,
  path: string,
  kind: ScalarIssueKind,
  detail: string,
  intended: string,
  safe: boolean,
  firstLine: number,
  parts: string[] | false,
): ScalarIssue {
  const endCol = lastLine === first ? valueCol + lastLen : lines[lastLine].text.trimEnd().length;
  // Several lines: a folded block scalar keeps the author's line breaks and folds them
  // exactly as the plain scalar would (line break → space, empty line → newline).
  const pad = ' '.repeat(keyCol + 2);
  const newText = parts ? '>-\n' + parts.map((p) => (p === '' ? '' : pad + p.trim())).join('\n') : doubleQuoted(intended);
  return {
    key: path,
    kind,
    detail,
    range: { start: { line: firstLine + first, column: valueCol + 1 }, end: { line: firstLine + lastLine, column: endCol + 1 } },
    startLine: firstLine + first,
    endLine: firstLine + lastLine,
    rawStart: lines[first].start + valueCol,
    rawEnd: lines[lastLine].start + endCol,
    intended,
    newText,
    safe,
  };
}

/** YAML plain-scalar line folding: one line break → space, n empty lines → n newlines. */
export function foldPlain(parts: string[]): string {
  let out = parts[0].trim();
  let pending = 0;
  for (let i = 1; i < parts.length; i++) {
    const p = parts[i].trim();
    if (p === '') {
      pending++;
      continue;
    }
    out += pending > 0 ? '\n'.repeat(pending) + p : ' ' + p;
    pending = 0;
  }
  return out;
}

export function doubleQuoted(s: string): string {
  return (
    '"' +
    s
      .replace(/\\/g, '\\\\')
      .replace(/"/g, '\\"')
      .replace(/\n/g, '\\n')
      .replace(/\t/g, '\\t')
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, (ch) => '\\x' + ch.charCodeAt(0).toString(16).padStart(2, '0')) +
    '"'
  );
}

function closingQuote(value: string, q: string): number {
  for (let k = 1; k < value.length; k++) {
    if (q === '"' && value[k] === '\\') {
      k++;
      continue;
    }
    if (value[k] === q) {
      if (q === "'" && value[k + 1] === "'") {
        k++;
        continue;
      }
      return k;
    }
  }
  return -1;
}

function closingBracket(value: string): number {
  let depth = 0;
  let quote = '';
  for (let k = 0; k < value.length; k++) {
    const ch = value[k];
    if (quote) {
      if (ch === quote) quote = '';
      continue;
    }
    if (ch === '"' || ch === "'") quote = ch;
    else if (ch === '[' || ch === '{') depth++;
    else if (ch === ']' || ch === '}') {
      depth--;
      if (depth === 0) return k;
    }
  }
  return -1;
}

function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The frontmatter YAML with every portability fix applied (raw coordinates). */
export function repairedRaw(raw: string, issues: ScalarIssue[]): string {
  let out = raw;
  for (const issue of [...issues].sort((a, b) => b.rawStart - a.rawStart)) out = out.slice(0, issue.rawStart) + issue.newText + out.slice(issue.rawEnd);
  return out;
}

const DATA = memoKey<{ data?: Record<string, unknown>; lenient: boolean }>('skillops/frontmatter-data');

/**
 * The frontmatter as data, reading past portability errors the way lenient loaders
 * do: when strict parsing failed only because of values this module can quote, the
 * quoted version is parsed instead (`lenient: true`). Rules about name/description
 * can then still speak, while the YAML error itself is reported separately.
 */
export function frontmatterData(doc: SkillDocument): { data?: Record<string, unknown>; lenient: boolean } {
  return memo(doc, DATA, () => lenientData(doc));
}

function lenientData(doc: SkillDocument): { data?: Record<string, unknown>; lenient: boolean } {
  const fm = doc.frontmatter;
  let result: { data?: Record<string, unknown>; lenient: boolean } = { data: fm?.data, lenient: false };
  if (fm && !fm.data) {
    const issues = scalarIssues(doc);
    if (issues.length) {
      const repaired = parseDocument(repairedRaw(fm.raw, issues), { prettyErrors: false, uniqueKeys: true, strict: true });
      if (repaired.errors.length === 0) {
        try {
          const js = repaired.toJS({ maxAliasCount: 50 }) as unknown;
          if (js && typeof js === 'object' && !Array.isArray(js)) result = { data: js as Record<string, unknown>, lenient: true };
        } catch {
          /* stay without data */
        }
      }
    }
  }
  return result;
}
