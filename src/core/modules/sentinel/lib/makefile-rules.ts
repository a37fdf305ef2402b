/**
 * Make's rules, as the download readers need them (lib/fetch-run.ts `savedRun`, lib/package-archive.ts `savedBy`): a
 * rule's target line at column 0 (`out/kit.tar.gz:`), its recipe the tab-indented lines under it. `make` runs the rule
 * that makes a file before the recipe that uses it, whichever stands first in the file.
 */

/** A Makefile (GNU make's names, and an included `.mk`). */
export const MAKEFILE = /(?:^|\/)(?:GNUmakefile|[Mm]akefile)(?:\.[\w-]+)?$|\.mk$/;

/** A rule's target line: its first target (group 1), before `:` or `::` (not `:=`). */
const TARGET_LINE = /^([^\s:=#][^:=#]*?)\s*::?(?!=)/;

/** Where the recipe of the line starting at `ls` (a target line or a recipe line) ends: before the first line after it that is not tab-indented. */
export function recipeEnd(text: string, ls: number): number {
  let e = text.indexOf('\n', ls);
  while (e >= 0 && text[e + 1] === '\t') e = text.indexOf('\n', e + 1);
  return e < 0 ? text.length : e;
}

/** The first target of the rule whose recipe holds `at` (the nearest target line above, blank and comment lines skipped). */
export function ruleTarget(text: string, at: number): string | undefined {
  for (let ls = text.lastIndexOf('\n', at - 1) + 1, n = 0; ls > 0 && n < 60; n++) {
    ls = text.lastIndexOf('\n', ls - 2) + 1;
    const line = text.slice(ls, text.indexOf('\n', ls) >>> 0);
    if (/^\t/.test(line) || !line.trim() || /^\s*#/.test(line)) continue;
    return TARGET_LINE.exec(line)?.[1].trim().split(/\s+/)[0];
  }
  return undefined;
}

/** The recipes of the rules whose target line names `name`: [start, end) of each recipe (the lines under the target). */
export function recipesOf(text: string, name: string): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (let i = text.indexOf(name); i >= 0 && out.length < 8; i = text.indexOf(name, i + 1)) {
    const ls = text.lastIndexOf('\n', i) + 1;
    if (!/^[^\s#:=][^:=\n]*$/.test(text.slice(ls, i)) || !/^[^:\n]*::?(?!=)/.test(text.slice(i, i + 200))) continue;
    const start = text.indexOf('\n', i) + 1;
    if (start > 0) out.push([start, recipeEnd(text, ls)]);
  }
  return out;
}
