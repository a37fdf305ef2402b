/**
 * Text-level helpers behind the quick fixes, with no `vscode` import:
 *  - what text a fix expects under each range (taken from the text that was scanned),
 *    so a fix whose text changed since the scan is never applied (the vale lesson);
 *  - picking non-overlapping edits for fix-all (the safe ones, on save too) and for
 *    "harden all" (the soft-word rewrites, explicit only: they change what the skill demands);
 *  - one key per distinct edit, so the same change is offered once per request;
 *  - where "suppress on this line" puts its directive so that it really suppresses
 *    (docs/features.md A4 syntax; in SKILL.md only HTML comments count, so a directive inside a
 *    code fence or a table would not work and is placed around the block instead).
 */
import type { Nodes, Parents } from 'mdast';
import { SOFT_WORD_RULE_ID } from '../../core/api/modules.ts';
import type { Finding, TextEdit } from '../../core/api/rules.ts';
import { offsetAt, positionAt, lineText } from '../../core/api/skill.ts';
import type { Range, SkillDocument, TextInfo } from '../../core/api/skill.ts';

/** The text under `range` in scanned text (LF line ends). */
export function textAt(info: Pick<TextInfo, 'text' | 'lineStarts'>, range: Range): string {
  return info.text.slice(offsetAt(info, range.start), offsetAt(info, range.end));
}

export function normalizeEol(s: string): string {
  return s.replace(/\r\n?/g, '\n');
}

/** An edit together with the text it replaces, as it was when scanned. */
export interface CheckedEdit extends TextEdit {
  expected: string;
}

/** Attach expected text to each edit; undefined when a target file has no scanned text. */
export function checkedEdits(doc: SkillDocument, edits: TextEdit[]): CheckedEdit[] | undefined {
  const out: CheckedEdit[] = [];
  for (const e of edits) {
    const info = doc.files.find((f) => f.path === e.file)?.text;
    if (!info) return undefined;
    out.push({ ...e, expected: textAt(info, e.range) });
  }
  return out;
}

/** True when every edit still finds the text it expects (`current` reads the live text under a range). */
export function editsStillApply(edits: CheckedEdit[], current: (edit: CheckedEdit) => string | undefined): boolean {
  return edits.every((e) => {
    const now = current(e);
    return now !== undefined && normalizeEol(now) === e.expected;
  });
}

function cmp(a: Range['start'], b: Range['start']): number {
  return a.line - b.line || a.column - b.column;
}

/** Fixes fix-all applies without asking twice: the safe ones (also on save). */
export const isSafeFix = (f: Finding): boolean => !!f.fix?.safe;

/** HASP level-1 hardenings: soft-word rewrites, never safe (they change what the skill demands); applied only on request. */
export const isHardening = (f: Finding): boolean => f.ruleId === SOFT_WORD_RULE_ID && !!f.fix && !f.fix.safe;

/**
 * The fixes of `findings` that `include` accepts (safe ones by default) and whose edits
 * all target `file`, without overlaps (the first in document order wins; the rest are
 * fixed by the next save or fix-all).
 */
export function fixAllEdits(findings: Finding[], file: string, include: (f: Finding) => boolean = isSafeFix): { findings: Finding[]; edits: TextEdit[] } {
  const chosen: Finding[] = [];
  const edits: TextEdit[] = [];
  const candidates = findings
    .filter((f) => include(f) && !!f.fix && f.fix.edits.length > 0 && f.fix.edits.every((e) => e.file === file))
    .sort((a, b) => cmp(a.fix!.edits[0].range.start, b.fix!.edits[0].range.start));
  for (const f of candidates) {
    const mine = f.fix!.edits;
    const overlaps = mine.some((m) => edits.some((e) => cmp(m.range.start, e.range.end) < 0 && cmp(e.range.start, m.range.end) < 0));
    const samePoint = mine.some((m) => edits.some((e) => cmp(m.range.start, e.range.start) === 0 && cmp(m.range.end, e.range.end) === 0));
    if (overlaps || samePoint) continue;
    chosen.push(f);
    edits.push(...mine);
  }
  return { findings: chosen, edits };
}

/**
 * One key per distinct change: two fixes (a finding's fix and its identical first
 * suggestion, or fixes of two findings at one range) with the same edits get the same key.
 */
export function editKey(edits: TextEdit[]): string {
  const parts = edits.map((e) => `${e.file}\u0000${e.range.start.line}:${e.range.start.column}-${e.range.end.line}:${e.range.end.column}\u0000${e.newText}`);
  return parts.sort().join('\u0001');
}

export type SuppressionKind = 'next-line' | 'block' | 'file';

export interface SuppressionPlan {
  kind: SuppressionKind;
  edits: TextEdit[];
}

/** Comment syntax for suppression directives outside SKILL.md, by file extension. */
function commentFor(file: string): { open: string; close: string } | undefined {
  const ext = file.includes('.') ? file.slice(file.lastIndexOf('.') + 1).toLowerCase() : '';
  if (['md', 'markdown', 'mdx', 'html', 'htm', 'xml', 'txt', ''].includes(ext)) return { open: '<!--', close: ' -->' };
  if (
    ['sh', 'bash', 'zsh', 'fish', 'py', 'rb', 'pl', 'ps1', 'yaml', 'yml', 'toml', 'r', 'tsv', 'cfg', 'ini', 'conf', 'dockerfile', 'mk', 'env'].includes(ext)
  ) {
    return { open: '#', close: '' };
  }
  if (
    [
      'js',
      'mjs',
      'cjs',
      'ts',
      'mts',
      'cts',
      'jsx',
      'tsx',
      'go',
      'rs',
      'java',
      'kt',
      'c',
      'h',
      'cc',
      'cpp',
      'hpp',
      'cs',
      'swift',
      'php',
      'scala',
      'dart',
    ].includes(ext)
  ) {
    return { open: '//', close: '' };
  }
  if (['sql', 'lua', 'hs'].includes(ext)) return { open: '--', close: '' };
  return undefined;
}

const leading = (s: string): string => /^[\t ]*(?:>[\t ]?)*/.exec(s)?.[0] ?? '';
const at = (line: number): Range => ({ start: { line, column: 1 }, end: { line, column: 1 } });

function directive(c: { open: string; close: string }, verb: string, ruleId: string): string {
  return `${c.open} luban-${verb} ${ruleId}${c.close}`;
}

/**
 * Where to put a directive that suppresses `ruleId` on `line` of `file`, or undefined
 * when no comment can go there (a shebang line, JSON, a binary file).
 */
export function suppressionPlan(doc: SkillDocument, file: string, line: number, ruleId: string): SuppressionPlan | undefined {
  const info = doc.files.find((f) => f.path === file)?.text;
  if (!info || line < 1 || line > info.lineStarts.length) return undefined;
  const isSkillMd = file === doc.skillFileName;
  const c = isSkillMd ? { open: '<!--', close: ' -->' } : commentFor(file);
  if (!c) return undefined;
  const text = lineText(info, line);
  if (line === 1 && text.startsWith('#!')) return undefined;

  if (isSkillMd) {
    const fm = doc.frontmatter;
    const fmEnd = fm ? fm.closingLine : doc.markdown && doc.markdown.bodyOffset > 0 ? positionAt(info, doc.markdown.bodyOffset).line - 1 : 0;
    if (fmEnd > 0 && line <= fmEnd) {
      // Frontmatter is YAML: the only directive that reaches it is a file-wide one, right after it.
      return { kind: 'file', edits: [insertLine(info, fmEnd + 1, directive(c, 'disable-file', ruleId))] };
    }
    const block = doc.markdown ? blockAround(doc, info, line) : undefined;
    if (block && (block.wrap || line > block.startLine)) {
      const indent = leading(lineText(info, block.startLine));
      return {
        kind: 'block',
        edits: [
          insertLine(info, block.startLine, indent + directive(c, 'disable', ruleId)),
          insertLine(info, block.endLine + 1, indent + directive(c, 'enable', ruleId)),
        ],
      };
    }
  } else if (c.open === '<!--') {
    const fence = fenceAround(info, line);
    if (fence) {
      const indent = leading(lineText(info, fence.startLine));
      return {
        kind: 'block',
        edits: [
          insertLine(info, fence.startLine, indent + directive(c, 'disable', ruleId)),
          insertLine(info, fence.endLine + 1, indent + directive(c, 'enable', ruleId)),
        ],
      };
    }
  }
  // Extend a directive already on the line above rather than stacking a second one.
  if (line > 1) {
    const above = lineText(info, line - 1);
    const m = /luban-disable-next-line\b([^\n]*?)(\s*-->|\s*$)/.exec(above);
    if (m && m[1].trim() !== '' && !m[1].split(/[\s,]+/).includes(ruleId)) {
      const col = (m.index ?? 0) + 'luban-disable-next-line'.length + m[1].length + 1;
      return {
        kind: 'next-line',
        edits: [{ file, range: { start: { line: line - 1, column: col }, end: { line: line - 1, column: col } }, newText: ` ${ruleId}` }],
      };
    }
  }
  return { kind: 'next-line', edits: [insertLine(info, line, leading(text) + directive(c, 'disable-next-line', ruleId))] };

  function insertLine(inf: TextInfo, before: number, content: string): TextEdit {
    if (before > inf.lineStarts.length) {
      // After the last line: start a new line at its end.
      const last = inf.lineStarts.length;
      const end = { line: last, column: lineText(inf, last).length + 1 };
      return { file, range: { start: end, end }, newText: `\n${content}` };
    }
    return { file, range: at(before), newText: `${content}\n` };
  }
}

interface Block {
  startLine: number;
  endLine: number;
  /** Code and tables must be wrapped: a comment line inside them is not a comment. */
  wrap: boolean;
}

/** The innermost leaf block of SKILL.md's body that holds `line`. */
function blockAround(doc: SkillDocument, info: TextInfo, line: number): Block | undefined {
  const md = doc.markdown!;
  const lineOf = (offset: number | undefined) => positionAt(info, (offset ?? 0) + md.bodyOffset).line;
  let found: Block | undefined;
  const visit = (node: Nodes): void => {
    const s = lineOf(node.position?.start.offset);
    const e = lineOf(node.position?.end.offset);
    if (node.type !== 'root' && (line < s || line > e)) return;
    switch (node.type) {
      case 'code':
      case 'table':
        found = { startLine: s, endLine: e, wrap: true };
        return;
      case 'paragraph':
      case 'heading':
      case 'html':
        found = { startLine: s, endLine: e, wrap: false };
        return;
      default:
        break;
    }
    if ('children' in node) for (const child of (node as Parents).children) visit(child as Nodes);
  };
  visit(md.tree);
  return found;
}

/** A fenced code block (``` or ~~~) around `line` in a Markdown file without a parse tree. */
function fenceAround(info: TextInfo, line: number): { startLine: number; endLine: number } | undefined {
  let open: { line: number; marker: string } | undefined;
  const n = info.lineStarts.length;
  for (let l = 1; l <= n; l++) {
    const t = lineText(info, l);
    const m = /^ {0,3}(`{3,}|~{3,})/.exec(t);
    if (!open) {
      if (m) open = { line: l, marker: m[1] };
      if (l >= line && !open) return undefined;
    } else if (m && m[1][0] === open.marker[0] && m[1].length >= open.marker.length && t.trim() === m[1]) {
      if (line >= open.line && line <= l) return { startLine: open.line, endLine: l };
      open = undefined;
      if (l >= line) return undefined;
    }
  }
  return open && line >= open.line ? { startLine: open.line, endLine: n } : undefined;
}
