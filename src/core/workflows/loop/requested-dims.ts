/**
 * Dimensions the person asked for by name in their request (`--intent "improve dim5"`,
 * 「优化 dim4」). Seed v3 Phase 2 Step 1: a dimension flagged `[oscillation]` is skipped
 * "unless the user explicitly asks" — the same holds for a detour or a profile guard: the
 * person's explicit request wins over the loop's heuristics, and the loop says so.
 */
const DIM = /\bdim(10|[1-9])(a|b)?\b/gi;

export function requestedDims(intent: string | undefined): Set<string> {
  const out = new Set<string>();
  if (!intent) return out;
  for (const m of intent.matchAll(DIM)) {
    const n = m[1];
    const part = (m[2] ?? '').toLowerCase();
    // dim7 as a whole means both its parts.
    if (n === '7' && !part) {
      out.add('dim7a');
      out.add('dim7b');
    } else out.add(`dim${n}${n === '7' ? part : ''}`);
  }
  return out;
}
