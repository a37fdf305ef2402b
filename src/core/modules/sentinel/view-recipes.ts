/**
 * Arduino's platform, board and programmer definitions (`platform.txt`, `platform.local.txt`, `boards.txt`, `programmers.txt`)
 * as the view reads them: every `recipe.….pattern=` / `tools.….pattern=` value is a command the IDE runs
 * (`recipe.hooks.sketch.prebuild.0.pattern=bash -c "…"` on every compile), so those values are shell segments and the rest is
 * data. Each dotted `key=` is blanked to spaces of its length, so that the value reads as the command it is; offsets and
 * lines are kept.
 */
/** A shell segment of the file (view.ts's Segment, written out: the view imports this module). */
interface RecipeSegment {
  start: number;
  end: number;
  kind: 'code';
  lang: 'sh';
  detector: false;
}

const ARDUINO_DEFS = /(?:^|\/)(?:platform|boards|programmers)(?:\.local)?\.txt$/;

/** The file's text with its keys blanked and its command values as shell segments, or undefined for any other file. */
export function arduinoRecipes(path: string, text: string): { text: string; segments: RecipeSegment[] } | undefined {
  if (!ARDUINO_DEFS.test(path)) return undefined;
  const segments: RecipeSegment[] = [];
  // (also a board's own recipes in boards.txt — `uno.recipe.….pattern=` — and the per-system ones, `….pattern.linux=`)
  for (const m of text.matchAll(/^[ \t]*(?:[\w-]+\.)?(?:recipe|tools)\.[\w.{}-]+\.pattern(?:\.(?:linux|windows|macosx))?[ \t]*=[ \t]*/gm)) {
    const start = m.index + m[0].length;
    const nl = text.indexOf('\n', start);
    segments.push({ start, end: nl < 0 ? text.length : nl, kind: 'code', lang: 'sh', detector: false });
  }
  if (!segments.length) return undefined;
  return { text: text.replace(/^[ \t]*[\w{}-]+(?:\.[\w{}-]+)+[ \t]*=/gm, (k) => ' '.repeat(k.length)), segments };
}
