/**
 * Data flows that span lines, shared by the exfiltration rules (issue 28, technique 3).
 *
 * A value read from a secret or a user file (the source) reaches a network sink over
 * several lines: through a variable, a temporary file, a function's return value, or a
 * shell compound command whose output is piped on (`find … | while read f; do cat "$f";
 * done | curl -d @- …`). The rules find sources and sinks (exfil-sources.ts,
 * exfil-sinks.ts); this file holds the structure that carries a value between them, so
 * every rule follows the same flows instead of a copy of its own.
 */

/** A shell line that closes a compound command and pipes (or redirects) its output on. */
const CLOSER = /^[ \t]*(done|\})\s*(?:\d?[<>]&?\s*\S+\s*)*\|(?!\|)/;
/** The line that opens each kind of compound command. */
const OPENER: Record<string, RegExp> = {
  done: /(?:^\s*|[|;&(]\s*|\bthen\s+|\bdo\s+)(?:while|until|for|select)\s/,
  '}': /(?:^|[|;&]\s*)\{\s*(?:$|[^\s}])|^\s*\{/,
};

/**
 * Where the shell compound command closed on the line starting at `lineStart` begins (the
 * start of its opening line), when that line closes one (`done | curl …`, `} | nc …`);
 * `undefined` otherwise. Looks back at most `maxLines` lines, not before `floor`.
 */
export function compoundStart(text: string, lineStart: number, floor = 0, maxLines = 40): number | undefined {
  const lineEnd = text.indexOf('\n', lineStart);
  const line = text.slice(lineStart, lineEnd < 0 ? text.length : lineEnd);
  const m = CLOSER.exec(line);
  if (!m) return undefined;
  const opener = OPENER[m[1]];
  const closerRe = new RegExp(`^[ \\t]*${m[1] === '}' ? '\\}' : m[1]}(?!\\w)`);
  let depth = 0;
  let end = lineStart - 1;
  for (let n = 0; n < maxLines && end > floor; n++) {
    const start = Math.max(floor, text.lastIndexOf('\n', end - 1) + 1);
    const prev = text.slice(start, end);
    if (closerRe.test(prev)) depth++;
    else if (opener.test(prev)) {
      if (depth === 0) return start;
      depth--;
    }
    end = start - 1;
  }
  return undefined;
}

/** Whether a shell line closes a compound command (so the statement reaches back to its opener). */
export function closesCompound(line: string): boolean {
  return CLOSER.test(line);
}
