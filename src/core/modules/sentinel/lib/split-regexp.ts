/**
 * A global alternation run as several patterns. V8 stops optimising a regular expression whose
 * source passes 20 KB (no quick checks, no Boyer–Moore lookahead): the sentence analysis's
 * objects pattern, past that size, ran about 40 times slower. Split into parts, each under the
 * limit, it gives the same matches as the one pattern `part₁|part₂|…`: the leftmost match, and at
 * one position the earlier part's (an alternation tries its alternatives in order).
 */
export class SplitRegExp {
  /** Where the next `exec` starts, as a global RegExp's (reset to 0 when nothing more matches). */
  lastIndex = 0;
  private readonly parts: RegExp[];
  /** Each part's next match at or after the last search's start, for the text searched last (`null`: none to the end). */
  private ahead: (RegExpExecArray | null | undefined)[] = [];
  private aheadText: string | undefined;
  private aheadFrom = 0;

  /** `parts`: alternatives in order, each a pattern of its own (no back-reference may cross them); `flags` must hold `g`. */
  constructor(parts: readonly string[], flags: string) {
    this.parts = parts.map((p) => new RegExp(p, flags));
  }

  /** The next match from `lastIndex`, as RegExp.prototype.exec gives it. */
  exec(text: string): RegExpExecArray | null {
    // A part whose next match lies ahead of the start is not searched again (nor one that found none to the end): a
    // part that rarely matches would otherwise rescan the rest of a long text for every match of another — quadratic.
    if (text !== this.aheadText || this.lastIndex < this.aheadFrom) this.ahead = [];
    this.aheadText = text;
    this.aheadFrom = this.lastIndex;
    let best: RegExpExecArray | null = null;
    for (let i = 0; i < this.parts.length; i++) {
      let m = this.ahead[i];
      if (m === undefined || (m !== null && m.index < this.lastIndex)) {
        const re = this.parts[i];
        re.lastIndex = this.lastIndex;
        m = re.exec(text);
        this.ahead[i] = m;
      }
      if (m && (!best || m.index < best.index)) best = m;
    }
    this.lastIndex = best ? best.index + Math.max(1, best[0].length) : 0;
    return best;
  }

  /** Whether any part matches `text`, leaving `lastIndex` alone. */
  test(text: string): boolean {
    return this.parts.some((re) => {
      re.lastIndex = 0;
      return re.test(text);
    });
  }
}
