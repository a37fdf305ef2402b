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

  /** `parts`: alternatives in order, each a pattern of its own (no back-reference may cross them); `flags` must hold `g`. */
  constructor(parts: readonly string[], flags: string) {
    this.parts = parts.map((p) => new RegExp(p, flags));
  }

  /** The next match from `lastIndex`, as RegExp.prototype.exec gives it. */
  exec(text: string): RegExpExecArray | null {
    let best: RegExpExecArray | null = null;
    for (const re of this.parts) {
      re.lastIndex = this.lastIndex;
      const m = re.exec(text);
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
