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
  const c = mark(lang);
  const ch = String.fromCharCode(c);
  let nl = text.indexOf(`${ch}\n`, from);
  if (nl < 0 || nl >= to) return text;
  const parts: string[] = [];
  let last = 0;
  for (; nl >= 0 && nl < to; nl = text.indexOf(`${ch}\n`, nl + 2)) {
    // An escaped escape (`\\` at the end of a line) continues nothing: count the run of marks.
    let run = 1;
    while (nl - run >= from && text.charCodeAt(nl - run) === c) run++;
    if (run % 2 === 0) continue;
    parts.push(text.slice(last, nl), '  ');
    last = nl + 2;
  }
  if (!parts.length) return text;
  parts.push(text.slice(last));
  return parts.join('');
}

/** `info` with its code's continuations blanked (the line table is the file's own). */
export function continuedInfo(info: TextInfo, spans: ReadonlyArray<{ start: number; end: number; lang: Lang }>): TextInfo {
  let text = info.text;
  for (const s of spans) text = blankContinuations(text, s.start, s.end, s.lang);
  return text === info.text ? info : { ...info, text };
}
