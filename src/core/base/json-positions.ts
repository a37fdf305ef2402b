/**
 * Where things are in a JSON text, for messages that name a line: the 1-based line of
 * a syntax error (from the parser's "at position N"), and the line of every value by its
 * JSON pointer (`/queries/3/should_trigger`), read from text that JSON.parse accepted.
 * A small scanner of its own: JSON.parse keeps no positions.
 */

/** The 1-based line of a character offset. */
export function lineAt(text: string, offset: number): number {
  let line = 1;
  const end = Math.min(Math.max(0, offset), text.length);
  for (let i = 0; i < end; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

/** A JSON text that does not parse, with the offset where it stops making sense. */
export class JsonSyntaxError extends Error {
  constructor(
    message: string,
    readonly offset: number,
  ) {
    super(message);
  }
}

/** The 1-based line where `text` stops being JSON (found by the scanner below), 1 when it parses. */
export function syntaxErrorLine(text: string): number {
  try {
    valueOffsets(text);
    return 1;
  } catch (e) {
    return e instanceof JsonSyntaxError ? lineAt(text, e.offset) : 1;
  }
}

/**
 * The start offset of every value in `text` by its JSON pointer (RFC 6901: `~` and `/`
 * in keys escaped as `~0` and `~1`); the whole document is `''`. Strict JSON (RFC 8259):
 * anything else throws a JsonSyntaxError at the offset where it goes wrong.
 */
export function valueOffsets(text: string): Map<string, number> {
  const out = new Map<string, number>();
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const fail = (what: string): never => {
    throw new JsonSyntaxError(
      i >= text.length ? `the text ends where ${what} was expected` : `${what} expected, found ${JSON.stringify(text[i])}`,
      Math.min(i, text.length),
    );
  };
  const ws = () => {
    while (i < text.length && (text[i] === ' ' || text[i] === '\t' || text[i] === '\n' || text[i] === '\r')) i++;
  };
  const str = (): string => {
    if (text[i] !== '"') fail('a string');
    const start = i++;
    while (i < text.length && text[i] !== '"') {
      if (text.charCodeAt(i) < 0x20) fail('an escaped control character');
      if (text[i] === '\\') {
        i++;
        if (text[i] === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 1, i + 5))) fail('four hex digits');
          i += 5;
        } else if (i < text.length && '"\\/bfnrt'.includes(text[i])) i++;
        else fail('an escape (\\" \\\\ \\/ \\b \\f \\n \\r \\t \\u)');
      } else i++;
    }
    if (i >= text.length) fail('the closing quote');
    i++;
    return JSON.parse(text.slice(start, i)) as string;
  };
  const value = (pointer: string): void => {
    ws();
    out.set(pointer, i);
    const c = text[i];
    if (c === '{') {
      i++;
      ws();
      if (text[i] === '}') {
        i++;
        return;
      }
      for (;;) {
        ws();
        const key = str();
        ws();
        if (text[i] !== ':') fail('":"');
        i++;
        value(`${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`);
        ws();
        if (text[i] === '}') {
          i++;
          return;
        }
        if (text[i] !== ',') fail('"," or "}"');
        i++;
      }
    }
    if (c === '[') {
      i++;
      ws();
      if (text[i] === ']') {
        i++;
        return;
      }
      for (let k = 0; ; k++) {
        value(`${pointer}/${k}`);
        ws();
        if (text[i] === ']') {
          i++;
          return;
        }
        if (text[i] !== ',') fail('"," or "]"');
        i++;
      }
    }
    if (c === '"') {
      str();
      return;
    }
    const lit = /^(?:true|false|null|-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?)/.exec(text.slice(i, i + 400));
    if (!lit) fail('a value');
    i += lit![0].length;
  };
  value('');
  ws();
  if (i < text.length) fail('the end of the text');
  return out;
}
