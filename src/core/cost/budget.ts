/**
 * The call budget (SPEC C9, `--budget CALLS`): a hard limit on model calls in one
 * run. A call is taken before it is made; once the budget is spent every further
 * call is refused and the run ends with a clean partial result. Retries of one call
 * (429/5xx) count as that one call; a repair request after an invalid reply is a
 * call of its own.
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
