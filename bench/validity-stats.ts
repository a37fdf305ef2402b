/**
 * Small, pure statistics for the validity benchmark (bench/validity.ts): Spearman's ρ with
 * average ranks for ties, a seeded PRNG (mulberry32) so every run is reproducible, a
 * percentile bootstrap over cases, and random half splits. No data is read here.
 */

/** mulberry32: a tiny 32-bit PRNG; the same seed gives the same sequence on every machine. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Ranks 1..n, ties sharing the mean of the ranks they span. */
export function averageRanks(xs: readonly number[]): number[] {
  const order = xs.map((x, i) => [x, i] as const).sort((a, b) => a[0] - b[0]);
  const ranks = new Array<number>(xs.length);
  for (let i = 0; i < order.length; ) {
    let j = i;
    while (j + 1 < order.length && order[j + 1][0] === order[i][0]) j++;
    const r = (i + j) / 2 + 1;
    for (let k = i; k <= j; k++) ranks[order[k][1]] = r;
    i = j + 1;
  }
  return ranks;
}

function pearson(a: readonly number[], b: readonly number[]): number | null {
  const n = a.length;
  if (n < 2) return null;
  const ma = a.reduce((s, x) => s + x, 0) / n;
  const mb = b.reduce((s, x) => s + x, 0) / n;
  let sab = 0;
  let saa = 0;
  let sbb = 0;
  for (let i = 0; i < n; i++) {
    sab += (a[i] - ma) * (b[i] - mb);
    saa += (a[i] - ma) ** 2;
    sbb += (b[i] - mb) ** 2;
  }
  if (saa === 0 || sbb === 0) return null;
  return sab / Math.sqrt(saa * sbb);
}

/** Spearman's ρ (Pearson on average ranks); null when either side is constant (no information). */
export function spearman(x: readonly number[], y: readonly number[]): number | null {
  if (x.length !== y.length) throw new Error('spearman: lengths differ');
  return pearson(averageRanks(x), averageRanks(y));
}

/** Whether every value is the same. */
export function isConstant(xs: readonly number[]): boolean {
  return xs.every((x) => x === xs[0]);
}

/** The q-quantile (0..1) of sorted values, linear between order statistics. */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return sorted[lo] + (sorted[hi] - sorted[lo]) * (pos - lo);
}

export interface BootstrapCi {
  lo: number;
  hi: number;
  /** Resamples in which one side was constant (ρ undefined); left out of the interval. */
  undefinedResamples: number;
}

/**
 * Percentile bootstrap CI of Spearman's ρ, resampling cases (pairs) with replacement.
 * `rand` is consumed in a fixed order, so a seeded generator gives the same interval.
 */
export function bootstrapSpearman(x: readonly number[], y: readonly number[], resamples: number, rand: () => number, level = 0.95): BootstrapCi {
  const n = x.length;
  const rhos: number[] = [];
  let undef = 0;
  const bx = new Array<number>(n);
  const by = new Array<number>(n);
  for (let r = 0; r < resamples; r++) {
    for (let i = 0; i < n; i++) {
      const k = Math.floor(rand() * n);
      bx[i] = x[k];
      by[i] = y[k];
    }
    const rho = spearman(bx, by);
    if (rho === null) undef++;
    else rhos.push(rho);
  }
  rhos.sort((a, b) => a - b);
  const a = (1 - level) / 2;
  return { lo: quantile(rhos, a), hi: quantile(rhos, 1 - a), undefinedResamples: undef };
}

/** A random half split of indices 0..n-1 (Fisher–Yates); `select` gets ⌊n/2⌋, `held` the rest. */
export function halfSplit(n: number, rand: () => number): { select: number[]; held: number[] } {
  const idx = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [idx[i], idx[j]] = [idx[j], idx[i]];
  }
  const h = Math.floor(n / 2);
  return { select: idx.slice(0, h).sort((a, b) => a - b), held: idx.slice(h).sort((a, b) => a - b) };
}

export function median(xs: readonly number[]): number {
  return quantile(
    [...xs].sort((a, b) => a - b),
    0.5,
  );
}
