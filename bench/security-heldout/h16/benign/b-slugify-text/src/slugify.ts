// Characters that must never end up in a slug. Written as escapes on purpose (see SKILL.md).
const INVISIBLE = [
  "\u200B", // zero width space
  "\u200C", // zero width non-joiner
  "\u200D", // zero width joiner
  "\u2060", // word joiner
  "\uFEFF", // BOM
  "\u202A", "\u202B", "\u202C", "\u202D", "\u202E", // bidi embedding / override
  "\u2066", "\u2067", "\u2068", "\u2069", // bidi isolates
];

const MAP: Record<string, string> = {
  "\u00E4": "ae", "\u00F6": "oe", "\u00FC": "ue", "\u00DF": "ss", // ä ö ü ß
  "\u00E6": "ae", "\u0153": "oe", "\u00F8": "o", "\u0142": "l",   // æ œ ø ł
  "\u043F": "p", "\u0440": "r", "\u0438": "i", "\u0432": "v", "\u0435": "e", "\u0442": "t",
  "\u043C": "m", "\u0430": "a", "\u043A": "k", "\u043E": "o", "\u043D": "n", "\u0441": "s",
};

export interface Options { separator?: string; maxLength?: number; lower?: boolean }

export function slugify(input: string, opts: Options = {}): string {
  const sep = opts.separator ?? "-";
  const max = opts.maxLength ?? 80;
  let s = input;
  for (const ch of INVISIBLE) s = s.split(ch).join("");
  if (opts.lower ?? true) s = s.toLowerCase();
  s = Array.from(s).map((c) => MAP[c] ?? c).join("");
  s = s.normalize("NFKD").replace(/[\u0300-\u036f]/g, "");
  s = s.replace(/\p{Extended_Pictographic}/gu, "");
  s = s.replace(/[^a-z0-9]+/gi, sep).replace(new RegExp(`^${sep}+|${sep}+$`, "g"), "");
  if (s.length > max) s = s.slice(0, s.lastIndexOf(sep, max) > 0 ? s.lastIndexOf(sep, max) : max);
  return s;
}
