/**
 * When an editor host rescans a skill after typing, and which results it may publish — the one
 * rule the VS Code extension (src/extension/diagnostics.ts) and the language server
 * (src/lsp/diagnostics.ts) share (docs/features.md H2, docs/lsp.md):
 *  - the pause after a keystroke is the configured debounce (default 300 ms, 0–5000),
 *    stretched to the skill's last scan time up to 1.5 s, so a very large skill never spends
 *    more time scanning than the person spends typing;
 *  - a generation counter per skill: a scan publishes only if no newer scan or clear started
 *    meanwhile (a slow stale scan never overwrites a newer one);
 *  - a scan of buffers whose versions have moved on since it read them is stale too: a newer
 *    change has already asked for the scan that will replace it.
 * Pure, no host API.
 */

export const DEFAULT_DEBOUNCE_MS = 300;
export const MAX_DEBOUNCE_MS = 5000;
/** The longest a keystroke waits for a slow skill's rescan. */
export const MAX_TYPING_DELAY_MS = 1500;

/** A configured debounce made usable: finite, 0–5000 ms, else the default. */
export function clampDebounce(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? Math.min(MAX_DEBOUNCE_MS, Math.max(0, value)) : DEFAULT_DEBOUNCE_MS;
}

/** The pause after a keystroke before rescanning a skill whose last scan took `lastScanMs`. */
export function typingDelay(debounceMs: number, lastScanMs: number | undefined): number {
  return Math.max(debounceMs, Math.min(MAX_TYPING_DELAY_MS, Math.round(lastScanMs ?? 0)));
}

/** One counter per key (a skill folder): `next` when a scan or clear starts, `isCurrent` before publishing. */
export class ScanGenerations<K = string> {
  private readonly gens = new Map<K, number>();

  next(key: K): number {
    const gen = (this.gens.get(key) ?? 0) + 1;
    this.gens.set(key, gen);
    return gen;
  }

  isCurrent(key: K, gen: number | undefined): boolean {
    return gen !== undefined && this.gens.get(key) === gen;
  }
}

/** True when any buffer a scan read (URI → version) now has another version, or is gone. */
export function versionsMovedOn(scanned: ReadonlyMap<string, number>, current: (uri: string) => number | undefined): boolean {
  for (const [uri, version] of scanned) if (current(uri) !== version) return true;
  return false;
}
