/**
 * Commands continued over lines read as one line (issue 28: "join continued lines" before
 * matching). A continuation — backslash-newline in shells, Python, Dockerfiles, Makefiles,
 * YAML and TOML strings; a backtick in PowerShell; a caret in batch files — is blanked with
 * spaces of the same length, so every offset, and every line the report names, stays where
 * it was in the file; only what a pattern sees on "a line" grows to the whole command.
 */
import type { TextInfo } from '../../skill/types.ts';
import type { Lang } from './view-langs.ts';

/** The character that continues a line in `lang`'s code (backslash for every language but these two). */
function mark(lang: Lang): number {
  return lang === 'ps' ? 96 : lang === 'bat' ? 94 : 92;
}

/** `text` with the continuations in [from, to) blanked; the same string when there are none. */
export function blankContinuations(text: string, from: number, to: number, lang: Lang): string {
  return continuedInfo({ text, hadBom: false, eol: '\n', lineStarts: [] }, [{ start: from, end: to, lang }]).text;
}

/** `info` with its code's continuations blanked (the line table is the file's own): one sweep of the text per mark. */
export function continuedInfo(info: TextInfo, spans: ReadonlyArray<{ start: number; end: number; lang: Lang }>): TextInfo {
  const text = info.text;
  const at: number[] = [];
  for (const c of new Set(spans.map((s) => mark(s.lang)))) {
    const ch = String.fromCharCode(c);
    let k = 0;
    for (let nl = text.indexOf(`${ch}\n`); nl >= 0; nl = text.indexOf(`${ch}\n`, nl + 2)) {
      // the spans, ascending: the first that does not end before this mark
      while (k < spans.length && spans[k].end <= nl) k++;
      if (k >= spans.length) break;
      const s = spans[k];
      if (nl < s.start || mark(s.lang) !== c) continue;
      // An escaped escape (`\\` at the end of a line) continues nothing: count the run of marks.
      let run = 1;
      while (nl - run >= s.start && text.charCodeAt(nl - run) === c) run++;
      if (run % 2 === 1) at.push(nl);
    }
  }
  if (!at.length) return info;
  at.sort((a, b) => a - b);
  const parts: string[] = [];
  let last = 0;
  for (const nl of at) {
    parts.push(text.slice(last, nl), '  ');
    last = nl + 2;
  }
  parts.push(text.slice(last));
  return { ...info, text: parts.join('') };
}

/**
 * Prose hard-wrapped over lines read as one sentence: a line break inside a paragraph (not before a blank line,
 * a heading, a list item, a quote or a table row) becomes a space, so a sentence pattern with `[^.\n]` gaps sees
 * "If the user asks whether ticket ⏎ content leaves …" whole. One character for one: offsets stay where they were.
 */
function softWrapped(prose: string): string {
  return prose.includes('\n') ? prose.replace(/\n(?=[ \t]*[^\s#>*+|\-\d])/g, ' ') : prose;
}

/**
 * The text of [from, to) of a segment as a sentence check reads it: prose and a Markdown comment's prose (a note hidden
 * in `<!-- … -->` is hard-wrapped like any paragraph) with their lines joined, code as written.
 */
export function sentenceText(text: string, kind: string, from: number, to: number): string {
  return kind === 'prose' || kind === 'comment' ? softWrapped(text.slice(from, to)) : text.slice(from, to);
}
