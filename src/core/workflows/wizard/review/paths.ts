/**
 * Paths written in a skill's text, line by line (docs/features.md G4 L2/L3; seed metis ❌ 常见错误):
 * absolute paths, and raw resource paths that do not use the reference syntax.
 *
 * The reference syntax is the skill's own: in the metis form (`skill.md`) every path is an
 * `@[type:path]` reference (`./references/x.md` and `[x](references/x.md)` are bare); in
 * an Agent Skills `SKILL.md` a relative Markdown link is a reference too, and commands
 * inside fenced code are left alone (only absolute paths count there).
 */
import { ABSOLUTE_PATH } from '../conflicts.ts';

export interface PathHit {
  line: number;
  path: string;
  kind: 'absolute' | 'bare';
}

const RESOURCE_DIRS = 'references|scripts|templates|workflows|assets';
/** A raw skill-relative resource path not preceded by a reference's `:` or a word character. */
const BARE = new RegExp(`(?<![\\w@\\[:/.\\\\-])(?:\\.{1,2}/)?(?:${RESOURCE_DIRS})/[\\w\\-./]*[\\w-]|(?<![\\w@\\[:/.\\\\-])\\./[\\w\\-][\\w\\-./]*`, 'g');
const LINK_TARGET = /\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g;
const FENCE = /^\s*(```|~~~)/;

function isShebang(line: string, n: number): boolean {
  return n === 1 && line.startsWith('#!');
}

/** Absolute and bare paths in `text`, 1-based lines. */
export function scanPaths(text: string, metisForm: boolean): PathHit[] {
  const hits: PathHit[] = [];
  let inFence = false;
  const lines = text.split(/\r?\n/);
  lines.forEach((raw, i) => {
    const n = i + 1;
    if (FENCE.test(raw)) {
      inFence = !inFence;
      return;
    }
    if (isShebang(raw, n)) return;
    for (const m of raw.matchAll(ABSOLUTE_PATH)) hits.push({ line: n, path: m[0], kind: 'absolute' });
    if (inFence && !metisForm) return;
    let line = raw.replace(/https?:\/\/\S+/g, (u) => ' '.repeat(u.length));
    if (!metisForm) line = line.replace(LINK_TARGET, (m) => ' '.repeat(m.length));
    line = line.replace(ABSOLUTE_PATH, (m) => ' '.repeat(m.length));
    for (const m of line.matchAll(BARE)) hits.push({ line: n, path: m[0], kind: 'bare' });
  });
  return hits;
}

/** The reference form of a bare path: `@[skfile:…]` (metis) or a relative Markdown link. */
export function referenceFor(p: string, metisForm: boolean): string {
  const clean = p.replace(/^\.\//, '');
  return metisForm ? `@[skfile:${clean}]` : `[${clean}](${clean})`;
}

/** Rewrite every bare relative path of `text` in the reference syntax (absolute paths are left to the person). */
export function fixBarePaths(text: string, metisForm: boolean): { text: string; fixed: string[] } {
  const fixed: string[] = [];
  let inFence = false;
  const out = text.split('\n').map((raw) => {
    if (FENCE.test(raw)) {
      inFence = !inFence;
      return raw;
    }
    if (inFence && !metisForm) return raw;
    const masks: Array<[number, number]> = [];
    const mask = (re: RegExp) => {
      for (const m of raw.matchAll(re)) masks.push([m.index ?? 0, (m.index ?? 0) + m[0].length]);
    };
    mask(/https?:\/\/\S+/g);
    mask(ABSOLUTE_PATH);
    if (!metisForm) mask(LINK_TARGET);
    let result = '';
    let last = 0;
    for (const m of raw.matchAll(BARE)) {
      const start = m.index ?? 0;
      if (masks.some(([a, b]) => start >= a && start < b)) continue;
      // `references/x.md` in inline code: the backticks go with it.
      const ticked = raw[start - 1] === '`' && raw[start + m[0].length] === '`';
      const from = ticked ? start - 1 : start;
      const to = start + m[0].length + (ticked ? 1 : 0);
      result += raw.slice(last, from) + referenceFor(m[0], metisForm);
      last = to;
      fixed.push(m[0]);
    }
    return result + raw.slice(last);
  });
  return { text: out.join('\n'), fixed };
}
