/** Small exact statistics for judge panels. */

/** Median; for an even count the mean of the two middle values (2 judges → their mean). */
export function median(values: number[]): number {
  if (!values.length) throw new RangeError('median of no values');
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

export function mean(values: number[]): number {
  if (!values.length) throw new RangeError('mean of no values');
  return values.reduce((a, b) => a + b, 0) / values.length;
}

/** Round to `digits` decimals, half away from zero, without binary noise (0.15 → 0.2). */
export function round(value: number, digits = 2): number {
  const f = 10 ** digits;
  return (Math.sign(value) * Math.round(Math.abs(value) * f + 1e-9)) / f;
}

/** Sample standard deviation (n − 1): the judge noise floor over repeated judgings (docs/features.md D9). */
export function standardDeviation(values: readonly number[]): number {
  const m = mean([...values]);
  return Math.sqrt(values.reduce((a, x) => a + (x - m) ** 2, 0) / (values.length - 1));
}
