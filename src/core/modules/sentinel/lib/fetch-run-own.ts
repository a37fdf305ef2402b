/**
 * Download now, run later through a helper that needs no arguments (issue 28, technique 4): a local function saves what
 * a URL of its own serves (a literal, or a constant the file binds) to a path it makes and returns that path
 * (`def refresh_helper … File.binwrite(dest, Net::HTTP.get_response(HELPER_SRC).body) … dest end`), and the program
 * runs the name the call's result is bound to (`helper = refresh_helper` … `system(helper, "sync")`). The helpers that
 * are handed their URL and path are lib/fetch-run-helpers.ts's.
 */
import { URL_IN_TEXT } from '../hosts.ts';
import type { Fn } from './taint-functions.ts';
import { esc } from './fetch-run-args.ts';

/** A write of a download into a path the function holds (group 1: the path's name), any family. */
const SAVES_INTO =
  /\b(?:File|IO)\.(?:bin)?write\s*\(\s*([A-Za-z_]\w*)|\bopen\s*\(\s*([A-Za-z_]\w*)\s*,\s*["'](?:wb|w\+b|ab)["']|\b([A-Za-z_]\w*)\s*\.\s*write_bytes\s*\(|\b(?:writeFileSync|writeFile|createWriteStream)\s*\(\s*([A-Za-z_$][\w$]*)|\burlretrieve\s*\([^,\n]+,\s*([A-Za-z_]\w*)|\bos\.WriteFile\s*\(\s*([A-Za-z_]\w*)|\s(?:-o|--output|-OutFile)\s+["']?\$\{?([A-Za-z_]\w*)/;

export interface OwnSave {
  fn: Fn;
  /** The path's name in the body, and the URL the body (or a constant it names) holds. */
  file: string;
  url: string;
}

/** Whether `body` (a function's) saves a download into a name it returns: that name and the URL. */
export function ownSave(text: string, fn: Fn, body: string, fetches: RegExp, family: string): OwnSave | undefined {
  if (!fetches.test(body)) return undefined;
  const m = SAVES_INTO.exec(body);
  const file = m?.slice(1).find(Boolean);
  if (!file) return undefined;
  const f = esc(file);
  const returns =
    family === 'sh'
      ? new RegExp(String.raw`\b(?:echo|printf)\s+(?:"%s\\n"\s+)?["']?\$\{?${f}\}?`)
      : family === 'rb'
        ? new RegExp(String.raw`^\s*(?:return\s+)?${f}\s*$`, 'm')
        : new RegExp(String.raw`\breturn\s+${f}\b`);
  if (!returns.test(body)) return undefined;
  const url = URL_IN_TEXT.exec(body)?.[0] ?? constantUrl(text, body);
  return url ? { fn, file, url } : undefined;
}

/** The URL a constant the body names holds (`HELPER_SRC = URI("https://…")`). */
function constantUrl(text: string, body: string): string | undefined {
  for (const c of body.matchAll(/\b([A-Z][A-Z0-9_]{2,})\b/g)) {
    const d = new RegExp(String.raw`^[ \t]*(?:const\s+|let\s+|var\s+)?${c[1]}\s*:?=\s*[^\n]*?(https?:\/\/[^\s"'\x60)]+)`, 'm').exec(text);
    if (d) return d[1];
  }
  return undefined;
}

/** The name a call of `name` is bound to (`helper = refresh_helper`, `p = fetch_tool()`, `const p = await grab()`), with the call's offsets. */
export function boundCalls(text: string, name: string): Array<{ bound: string; at: number; end: number }> {
  const out: Array<{ bound: string; at: number; end: number }> = [];
  const re = new RegExp(
    String.raw`^[ \t]*(?:const\s+|let\s+|var\s+|local\s+)?\$?([A-Za-z_]\w*)\s*:?=\s*(?:await\s+)?(?:\$\(\s*)?${esc(name)}\b(?:\s*\(\s*\))?`,
    'gm',
  );
  for (const m of text.matchAll(re)) out.push({ bound: m[1], at: m.index + m[0].search(/\S/), end: m.index + m[0].length });
  return out;
}
