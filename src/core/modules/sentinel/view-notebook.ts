/**
 * A Jupyter notebook read as the code it runs (issue 28: installs and downloads in a
 * notebook's cells). Each code cell's source — JSON strings, one per line — becomes a code
 * segment (Python) of the same length: the quotes and commas around each string are blanked,
 * escapes are written as a space and the character (`\"` → ` "`); IPython's `%pip` and
 * `!curl` lines stay as written. Offsets and lines stay the file's own; everything outside
 * the code cells (metadata, outputs, Markdown cells) stays data.
 */
import type { TextInfo } from '../../skill/types.ts';
import type { Lang } from './view-langs.ts';

/** A Jupyter notebook's path. */
export const NOTEBOOK = /\.ipynb$/i;

export interface NotebookCode {
  info: TextInfo;
  /** The code's language: Python for a notebook, JavaScript for an API collection's scripts. */
  lang: Lang;
  /** The code cells' source spans, ascending. */
  spans: Array<[number, number]>;
  /** Where each `\n` escape of a cell's source stands (the offset of its `n`): the line breaks of the code it holds. */
  breaks: number[];
}

const SOURCE_KEY = /"source"\s*:\s*/g;
/** A JSON string literal. */
const STRING = /"(?:[^"\\\n]|\\.)*"/y;

/** The notebook's code cells as code, or undefined when the text is not a notebook. */
export function notebookCode(info: TextInfo): NotebookCode | undefined {
  let cells: Array<{ cell_type?: unknown }>;
  try {
    const nb = JSON.parse(info.text) as { cells?: unknown };
    if (!Array.isArray(nb.cells)) return undefined;
    cells = nb.cells as Array<{ cell_type?: unknown }>;
  } catch {
    return undefined;
  }
  const text = info.text;
  const keys = [...text.matchAll(SOURCE_KEY)];
  // Each cell has one "source" key, in order; anything else (a "source" in metadata) and the pairing is not trusted.
  if (keys.length !== cells.length) return undefined;
  const out = text.split('');
  const spans: Array<[number, number]> = [];
  const breaks: number[] = [];
  for (let i = 0; i < cells.length; i++) {
    if (cells[i]?.cell_type !== 'code') continue;
    const start = keys[i].index + keys[i][0].length;
    spans.push([start, unwrapSource(text, start, out, breaks)]);
  }
  if (!spans.length) return undefined;
  return { info: { ...info, text: out.join('') }, lang: 'py', spans, breaks };
}

/** A Postman collection (or an environment export with scripts): its pre-request and test scripts' `"exec"` arrays. */
export const COLLECTION = /\.json$/i;
const EXEC_KEY = /"exec"\s*:\s*(?=\[)/g;

/**
 * A Postman collection's scripts read as the JavaScript they run (issue 28: code hidden in an API collection's
 * pre-request and test scripts): each `"exec"` array of strings becomes a code segment the way a notebook's cells do.
 */
export function collectionCode(info: TextInfo): NotebookCode | undefined {
  const text = info.text;
  if (text.length > 2_000_000 || !text.includes('"exec"') || !/"listen"\s*:\s*"(?:prerequest|test)"/.test(text)) return undefined;
  const out = text.split('');
  const spans: Array<[number, number]> = [];
  const breaks: number[] = [];
  for (const k of text.matchAll(EXEC_KEY)) {
    const start = k.index + k[0].length;
    spans.push([start, unwrapSource(text, start, out, breaks)]);
  }
  if (!spans.length) return undefined;
  return { info: { ...info, text: out.join('') }, lang: 'js', spans, breaks };
}

/**
 * The source at `p` — a JSON string, or an array of them (a notebook cell's lines, a collection script's) — written in
 * `out` as the code it holds, brackets and commas blanked; returns where it ends.
 */
function unwrapSource(text: string, p: number, out: string[], breaks: number[]): number {
  const array = text[p] === '[';
  if (array) out[p++] = ' ';
  for (;;) {
    while (p < text.length && /[\s,]/.test(text[p])) {
      if (text[p] === ',') out[p] = ' ';
      p++;
    }
    STRING.lastIndex = p;
    const m = STRING.exec(text);
    if (!m) break;
    unwrap(text, m.index, m.index + m[0].length, out, breaks);
    p = m.index + m[0].length;
    if (!array) break;
  }
  if (array && text[p] === ']') out[p++] = ' ';
  return p;
}

/** One JSON string [s, e) written in `out` as the source it holds, the same length. */
function unwrap(text: string, s: number, e: number, out: string[], breaks: number[]): void {
  out[s] = ' ';
  out[e - 1] = ' ';
  for (let i = s + 1; i < e - 1; i++) {
    if (text[i] !== '\\') continue;
    const n = text[i + 1];
    out[i] = ' ';
    out[i + 1] = n === 'n' || n === 't' || n === 'r' ? ' ' : n;
    if (n === 'n') breaks.push(i + 1);
    i++;
  }
}
