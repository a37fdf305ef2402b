/**
 * Tests the technique table of sentinel/defence-off (lib/defence-techniques.ts) asks of a line of code: a callback that accepts
 * whatever it is given, a line that drops what a test finds.
 */
/**
 * Whether the method `name` (its last dotted part) of `text` returns true whatever it is given:
 * `bool Accept(object s, … e) => true;`, `{ return true; }`, Kotlin `= true`.
 */
export function acceptsAll(text: string, name: string): boolean {
  const n = name.slice(name.lastIndexOf('.') + 1);
  if (!/^[A-Za-z_]\w*$/.test(n) || /^(?:null|true|false|this|new)$/.test(n)) return false;
  return new RegExp(String.raw`\b${n}\s*\([^()]*\)\s*(?::\s*\w+\s*)?(?:=>\s*true\b|=\s*true\b|\{\s*return\s+true\s*;?\s*\})`).test(text);
}

/** A line that drops what a test finds: `not l.startswith(…)`, `… continue`, `del`, `.remove(`, `.pop(`. */
// (over the line and the next: `if l.startswith("USER"):` ⏎ `continue`; not a check — `if not any(l.startswith("USER") …)`)
export const DROPS_LINE =
  /\bnot\s+(?!any\b|all\b)[^\n]{0,40}?startswith\(|startswith\([^\n]*?\)\s*:\s*(?:\n\s*)?(?:continue|del\b|pass\b)|\.(?:remove|pop)\(|\bdel\s/;
