/**
 * The call budget (docs/features.md C9, `--budget CALLS`): a hard limit on the HTTP requests of
 * one run. One is taken before every request is sent — a call's first attempt, each
 * retry after a 429/5xx/timeout, a repair request after an invalid reply — so a budget
 * of 3 sends at most 3 requests, even to a failing server. Once it is spent every
 * further request is refused and the run ends with a clean partial result.
 */
export class Budget {
  private used = 0;

  constructor(readonly limit?: number) {
    if (limit !== undefined && (!Number.isInteger(limit) || limit < 0)) throw new RangeError(`budget must be a whole number ≥ 0, got ${limit}`);
  }

  get spent(): number {
    return this.used;
  }

  get remaining(): number {
    return this.limit === undefined ? Number.POSITIVE_INFINITY : Math.max(0, this.limit - this.used);
  }

  get exhausted(): boolean {
    return this.remaining <= 0;
  }

  /** Reserve one call; false when the budget is spent. */
  take(): boolean {
    if (this.exhausted) return false;
    this.used++;
    return true;
  }
}
