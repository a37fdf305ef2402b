/**
 * Frontmatter parsing (docs/features.md A2): YAML between `---` fences at the top of SKILL.md,
 * parsed with `yaml`'s CST-backed Document so every key and error has a position.
 * Nothing in the YAML is ever executed (no custom tags, no `---js` engines).
 */
import { isMap, isScalar, parseDocument, type Pair } from 'yaml';
import type { Frontmatter, ParseProblem, Range, TextInfo } from './types.ts';
import { lineText } from './text.ts';

export interface FrontmatterResult {
  frontmatter?: Frontmatter;
  /** Offset into the text where the Markdown body starts. */
  bodyOffset: number;
  problems: ParseProblem[];
}

const OPEN = /^---[ \t]*$/;
const CLOSE = /^(---|\.\.\.)[ \t]*$/;

export function parseFrontmatter(info: TextInfo, file: string): FrontmatterResult {
  const problems: ParseProblem[] = [];
  const first = lineText(info, 1);
  if (!OPEN.test(first)) {
    return {
      bodyOffset: 0,
      problems: [{ kind: 'no-frontmatter', file, range: lineRange(1, first.length), detail: 'SKILL.md does not start with a `---` frontmatter block' }],
    };
  }
  const lines = info.lineStarts.length;
  let closingLine = -1;
  for (let l = 2; l <= lines; l++) {
    if (CLOSE.test(lineText(info, l))) {
      closingLine = l;
      break;
    }
  }
  if (closingLine < 0) {
    problems.push({
      kind: 'unterminated-frontmatter',
      file,
      range: lineRange(1, first.length),
      detail: 'the frontmatter opened on line 1 is never closed with `---`',
    });
    return { bodyOffset: 0, problems };
  }
  const rawStart = info.lineStarts[1];
  const rawEnd = info.lineStarts[closingLine - 1];
  const raw = info.text.slice(rawStart, rawEnd);
  const firstLine = 2;
  const doc = parseDocument(raw, { prettyErrors: false, uniqueKeys: true, strict: true });
  // Positions from the text itself: the parser's LineCounter only knows the newlines it
  // lexed, so after an early error it put later offsets on an earlier line, past its end.
  const rawLineStarts = [0];
  for (let i = raw.indexOf('\n'); i >= 0; i = raw.indexOf('\n', i + 1)) rawLineStarts.push(i + 1);
  const toPos = (offset: number) => {
    const at = Math.min(Math.max(0, offset), raw.length);
    let lo = 0;
    let hi = rawLineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (rawLineStarts[mid] <= at) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + firstLine, column: at - rawLineStarts[lo] + 1 };
  };
  const toRange = (start: number, end: number): Range => ({ start: toPos(start), end: toPos(Math.max(start, end)) });

  for (const err of doc.errors) {
    problems.push({ kind: 'yaml-error', file, range: toRange(err.pos[0], err.pos[1]), detail: firstLineOf(err.message) });
  }
  for (const warn of doc.warnings) {
    problems.push({ kind: 'yaml-warning', file, range: toRange(warn.pos[0], warn.pos[1]), detail: firstLineOf(warn.message) });
  }

  const keyRanges = new Map<string, { key: Range; value?: Range }>();
  let data: Record<string, unknown> | undefined;
  const contents = doc.contents;
  if (isMap(contents)) {
    for (const item of contents.items as Pair[]) {
      const key = item.key;
      if (!isScalar(key) || !key.range) continue;
      const name = String(key.value);
      const value = item.value as { range?: [number, number, number] } | null;
      keyRanges.set(name, {
        key: toRange(key.range[0], key.range[1]),
        value: value?.range ? toRange(value.range[0], value.range[1]) : undefined,
      });
    }
    if (doc.errors.length === 0) {
      try {
        const js = doc.toJS({ maxAliasCount: 50 }) as unknown;
        if (js && typeof js === 'object' && !Array.isArray(js)) data = js as Record<string, unknown>;
      } catch (e) {
        problems.push({ kind: 'yaml-error', file, range: lineRange(firstLine, 0), detail: (e as Error).message });
      }
    }
  } else if (contents !== null && doc.errors.length === 0) {
    problems.push({
      kind: 'frontmatter-not-mapping',
      file,
      range: lineRange(firstLine, lineText(info, firstLine).length),
      detail: 'the frontmatter is not a key: value mapping',
    });
  } else if (contents === null) {
    data = {};
  }

  const bodyOffset = closingLine < lines ? info.lineStarts[closingLine] : info.text.length;
  return {
    frontmatter: { raw, firstLine, closingLine, doc, data, keyRanges },
    bodyOffset,
    problems,
  };
}

function lineRange(line: number, length: number): Range {
  return { start: { line, column: 1 }, end: { line, column: length + 1 } };
}

function firstLineOf(message: string): string {
  const nl = message.indexOf('\n');
  return nl >= 0 ? message.slice(0, nl) : message;
}
