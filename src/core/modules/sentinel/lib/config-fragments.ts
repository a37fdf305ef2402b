/**
 * A command kept in a configuration file as pieces (issue 28, technique 6: "commands assembled from config values"): a JSON,
 * TOML or YAML list of short strings, or the lists of one object, that joined — as they are, or with spaces — make a download
 * piped into a shell (`["cu", "rl -fsS", "https://…", ".invalid/x", "/hook.sh"]` with `["| s", "h"]`, `parts = ["c", "url",
 * " -fs", "SL ", "https://", …, " | ", "s", "h"]`). No configuration needs a shell command split into fragments.
 */
import type { SentinelFile } from '../view.ts';

/** A list of at least two quoted strings, each short: JSON / TOML `[…]`, on one or a few lines. */
const LIST = /\[\s*(?:"[^"\n]{0,40}"|'[^'\n]{0,40}')(?:\s*,\s*(?:"[^"\n]{0,40}"|'[^'\n]{0,40}')){1,60}\s*,?\s*\]/g;
const ITEM = /"([^"\n]*)"|'([^'\n]*)'/g;
/** A download piped into a shell, once joined. */
export const PIPED =
  /\b(?:curl|wget|iwr|Invoke-WebRequest)\b[^|\n]{0,300}?(?:https?:\/\/|\{)[^|\n]{0,300}\|\s*(?:sudo\s+)?(?:ba|z|da|k)?sh\b|\b(?:iwr|Invoke-WebRequest|irm|Invoke-RestMethod)\b[^|\n]{0,300}\|\s*(?:iex|Invoke-Expression)\b/i;
/** The most lists read as one run. */
const RUN = 4;
/** The next list follows within a few lines: under 120 characters on, no blank line between. */
const near = (text: string, end: number, start: number): boolean => start - end < 120 && !text.slice(end, start).includes('\n\n');
/** Configuration files by their extension. */
const CONFIG = /\.(?:json|jsonc|json5|toml|ya?ml|ini|cfg|conf|mk|properties|env)$/i;

/** Git's configuration files: `.gitconfig`, `*.gitconfig` (an included file). */
const GITCONFIG = /(?:^|[/.])gitconfig$/i;

export interface FragmentCommand {
  start: number;
  end: number;
  command: string;
}

/** The commands `sf`, a configuration file, keeps in pieces (the lists of one object read together, in order). */
export function fragmentCommands(sf: SentinelFile): FragmentCommand[] {
  const text = sf.info.text;
  if (GITCONFIG.test(sf.file.path) || (text.includes('git config') && /^\s*\[alias\]/m.test(text))) {
    const aliases = gitConfigCommands(text);
    if (aliases.length || GITCONFIG.test(sf.file.path)) return aliases;
  }
  if (!CONFIG.test(sf.file.path) || text.length > 200_000) return [];
  // a value kept reversed (`target: 'ybur | br.x/… //:sptth … lruc'`), turned back by the code that reads it
  if (REVERSED_URL.test(text)) {
    const back = reversedCommands(text);
    if (back.length) return back;
  }
  // (the values of consecutive keys, a command word split between two of them: `client = cu` ⏎ `client_flags = rl -fsS`)
  const split = splitValueCommands(text);
  if (split.length) return split;
  if (!/\|/.test(text)) return [];
  const pieces = objectPieces(text);
  if (pieces.length) return pieces;
  const lists: Array<{ start: number; end: number; items: string[] }> = [];
  for (const m of text.matchAll(LIST)) lists.push({ start: m.index, end: m.index + m[0].length, items: [...m[0].matchAll(ITEM)].map((x) => x[1] ?? x[2]) });
  const out: FragmentCommand[] = [];
  for (let i = 0; i < lists.length && !out.length; i++) {
    // (a list with the lists that follow it within a few lines — `"parts": […], "via": […]` —, each run tried as it grows,
    // at most RUN lists: a data file of thousands of short lists is not one command)
    let joined = '';
    let spaced = '';
    for (let j = i; j < lists.length && j < i + RUN && (j === i || near(text, lists[j - 1].end, lists[j].start)); j++) {
      // (no single piece may hold the command whole: that is a plain value, judged by the other checks)
      if (lists[j].items.some((x) => PIPED.test(x))) break;
      joined += lists[j].items.join('');
      spaced += (spaced ? ' ' : '') + lists[j].items.join(' ');
      const command = PIPED.test(joined) ? joined : PIPED.test(spaced) ? spaced : undefined;
      if (command) {
        out.push({ start: lists[i].start, end: lists[j].end, command: command.replace(/\s+/g, ' ').trim() });
        break;
      }
    }
  }
  return out;
}

/** A download piped into another interpreter (`curl … https://… | ruby`). */
const PIPED_INTERPRETER = /\b(?:curl|wget)\b[^|\n]{0,300}?https?:\/\/[^|\n]{0,300}\|\s*(?:sudo\s+)?(?:ruby|python[0-9.]*|perl|node|php)\b/i;
/** A download run by a shell through command substitution (`bash -c "$(curl -fsSL https://…)"`). */
const SUBSTITUTED = /\b(?:ba|z|da|k)?sh\s+-c\s+["']?\$\(\s*(?:curl|wget)\b[^)\n]{0,300}?https?:\/\//i;
/** "https://" or "http://" written backwards. */
const REVERSED_URL = /\/\/:s?ptth/;

/** The values of `text` that, read backwards, are a download piped into a shell. */
function reversedCommands(text: string): FragmentCommand[] {
  const out: FragmentCommand[] = [];
  for (const m of text.matchAll(/'([^'\n]*\/\/:s?ptth[^'\n]*)'|"([^"\n]*\/\/:s?ptth[^"\n]*)"|[:=][ \t]*([^\s"'#][^\n#]*\/\/:s?ptth[^\n#]*)/g)) {
    const value = (m[1] ?? m[2] ?? m[3])!;
    const command = [...value].reverse().join('');
    if (PIPED.test(command) || PIPED_INTERPRETER.test(command) || SUBSTITUTED.test(command))
      out.push({ start: m.index, end: m.index + m[0].length, command: command.replace(/\s+/g, ' ').trim().slice(0, 300) });
  }
  return out;
}

/** `$(git config section.key)` (also `--get`), a value the command reads from the configuration itself. */
const GIT_CONFIG_READ = /\$\(\s*git\s+config\s+(?:--get\s+)?([\w-]+)\.([\w.-]+)\s*\)/g;

/**
 * An alias of a gitconfig that builds its command from the file's own values (`sync = "!… $(git config workflow.fetcher)
 * \"$(git config workflow.helpers)\" | $(git config workflow.loader)"` with `[workflow]` `fetcher = curl -fsSL`,
 * `helpers = "https://…"`, `loader = sh`): the line with each value put in its place, when that makes a download piped
 * into a shell.
 */
function gitConfigCommands(text: string): FragmentCommand[] {
  if (!text.includes('git config') || text.length > 200_000) return [];
  let values: Map<string, string> | undefined;
  const out: FragmentCommand[] = [];
  for (const line of text.matchAll(/^[^\n]*\$\(\s*git\s+config\b[^\n]*$/gm)) {
    values ??= gitValues(text);
    let found = 0;
    const filled = line[0].replace(GIT_CONFIG_READ, (all, section: string, key: string) => {
      const v = values!.get(`${section}.${key}`.toLowerCase());
      if (v === undefined) return all;
      found++;
      return v;
    });
    if (found && PIPED.test(filled))
      out.push({ start: line.index, end: line.index + line[0].length, command: filled.replace(/\s+/g, ' ').trim().slice(0, 300) });
  }
  return out;
}

/** A gitconfig's values by `section.key` (lower case, the first of each; quotes taken off), read once. */
function gitValues(text: string): Map<string, string> {
  const out = new Map<string, string>();
  let section = '';
  for (const line of text.split('\n')) {
    const head = /^[ \t]*\[([\w.-]+)\][ \t]*$/.exec(line);
    if (head) section = head[1].toLowerCase();
    else {
      const kv = /^[ \t]*([\w.-]+)[ \t]*=[ \t]*([^\n]*)$/.exec(line);
      const k = kv && `${section}.${kv[1].toLowerCase()}`;
      if (k && section && !out.has(k)) out.set(k, kv[2].trim().replace(/^"(.*)"$/, '$1'));
    }
  }
  return out;
}

/** One value of a configuration object: the fetcher, an address, the pipe, an interpreter. */
const FETCHER = /^(?:curl|wget)\b/;
const ADDRESS = /^https?:\/\/\S+$/;
const INTERPRETER = /^(?:sudo\s+)?(?:(?:ba|z|da|k)?sh|ruby|python[0-9.]*|node|perl|php|pwsh|powershell|iex|Invoke-Expression)$/i;

/**
 * A download piped into an interpreter kept as the values of one object of a YAML, JSON or TOML file (`fetch: "curl
 * -fsSL"`, `origin: "https://…"`, `path: "/org/preflight.rb"`, `interpreter: "ruby"`, `connector: "|"`): the pieces every
 * such command needs, one per key, at the same indentation — whatever order the code joins them in.
 */
function objectPieces(text: string): FragmentCommand[] {
  if (!text.includes('|')) return [];
  const out: FragmentCommand[] = [];
  let group: Array<{ at: number; value: string }> = [];
  let indent = -1;
  const check = (): void => {
    const values = group.map((g) => g.value);
    const fetch = values.find((v) => FETCHER.test(v));
    const address = values.filter((v) => ADDRESS.test(v));
    const run = values.find((v) => INTERPRETER.test(v));
    if (fetch && address.length && run && values.some((v) => v === '|')) {
      const path = values.find((v) => /^\/[\w./-]+$/.test(v)) ?? '';
      out.push({ start: group[0].at, end: group[group.length - 1].at, command: `${fetch} ${address[0]}${path} | ${run}` });
    }
  };
  const lines = text.split('\n');
  let at = 0;
  for (const line of lines.slice(0, 5000)) {
    const m = /^([ \t]*)["']?[\w.-]+["']?\s*[:=]\s*["']?([^"'\n#]*?)["']?\s*,?\s*$/.exec(line);
    const ind = m ? m[1].length : -2;
    if (!m || ind !== indent) {
      if (group.length >= 4) check();
      group = [];
      indent = ind;
    }
    if (m?.[2].trim()) group.push({ at, value: m[2].trim() });
    at += line.length + 1;
  }
  if (group.length >= 4) check();
  return out;
}

/** A key's value on its line (`key = v`, `KEY := v`, `key: "v"`, `"key": ["a", "b"],`): group 1. */
const KEY_VALUE = /^[ \t]*["']?[\w.-]+["']?[ \t]*(?::=|\?=|\+=|=|:)[ \t]*(.*)$/;
/** A download tool or a shell, as a word. */
const TOOL = /\b(?:curl|wget)\b/g;
const SHELL_AFTER = /^\s*\|?\s*(?:sudo\s+)?(?:ba|z|da|k)?sh\b/;

/** A value's pieces: the items of a list, or the value itself, quotes taken off. */
function valueItems(raw: string): string[] {
  // (a trailing comment — ` # …`, ` ; …` with no quote after it — goes; a trailing comma too; read by hand: no backtracking)
  let v = raw;
  const lastQuote = Math.max(v.lastIndexOf('"'), v.lastIndexOf("'"));
  const comment = /[ \t][#;]/g;
  comment.lastIndex = lastQuote + 1;
  const c = comment.exec(v);
  if (c) v = v.slice(0, c.index);
  v = v.trim().replace(/,$/, '').trim();
  if (v.startsWith('[')) return [...v.matchAll(ITEM)].map((x) => x[1] ?? x[2]);
  return [v.replace(/^"(.*)"$|^'(.*)'$/, '$1$2')];
}

/** How two pieces are joined back: a fragment of a word glued to its neighbour, a path or query glued to its address, else a space. */
function glue(a: string, b: string): string {
  if (/^[/?&.#]/.test(b) || a.endsWith('/')) return '';
  if (!/[a-z]$/i.test(a) || !/^[a-z]/i.test(b)) return ' ';
  const lastWord = /\S*$/.exec(a)?.[0] ?? '';
  // (`a` a short piece ending in a fragment — `cu`, `| b`, `| ba` —, or `b` a fragment going on a short flag — `-fs` + `SL`;
  // an address + `s`, or `true` + `cu`, are two words)
  const fragA = a.trim().length <= 5 && lastWord.length <= 3;
  const fragB = b.trim().length <= 3 && /^-\w{1,3}$/.test(lastWord);
  return fragA || fragB ? '' : ' ';
}

/**
 * A download piped into (or handed to) a shell, kept as the values of consecutive keys of a configuration file with its
 * tool's name split between two of them (`cu` / `rl -fsS`, `HELPER_FETCH_1 := cu` / `HELPER_FETCH_2 := rl -fsSL`,
 * `transport: ["cu", "rl"]`): joined back in file order — a word's fragments glued, the rest with spaces — it names an
 * address and then a shell. The split is the tell: no configuration keeps `curl` in two halves.
 */
function splitValueCommands(text: string): FragmentCommand[] {
  if (!/https?:\/\//.test(text)) return [];
  const out: FragmentCommand[] = [];
  let run: Array<{ at: number; end: number; items: string[] }> = [];
  const check = (): void => {
    if (run.length < 2) return;
    let joined = '';
    /** Where each piece starts in `joined`. */
    const starts: number[] = [];
    let prev = '';
    for (const r of run)
      for (const item of r.items) {
        if (!item) continue;
        joined += (prev ? glue(prev, item) : '') + item;
        starts.push(joined.length - item.length);
        prev = item;
      }
    TOOL.lastIndex = 0;
    for (let m = TOOL.exec(joined); m; m = TOOL.exec(joined)) {
      const a = m.index;
      const b = a + m[0].length;
      // (the tool's name crosses a piece's start)
      if (!starts.some((s) => s > a && s < b)) continue;
      const rest = joined.slice(b, b + 600);
      const url = /https?:\/\/[^\s|]+/.exec(rest);
      if (!url || !SHELL_AFTER.test(rest.slice(url.index + url[0].length))) continue;
      const end = b + url.index + url[0].length + (SHELL_AFTER.exec(rest.slice(url.index + url[0].length))?.[0].length ?? 0);
      out.push({ start: run[0].at, end: run[run.length - 1].end, command: joined.slice(a, end).replace(/\s+/g, ' ').trim() });
      return;
    }
  };
  let at = 0;
  for (const line of text.split('\n').slice(0, 5000)) {
    const kv = KEY_VALUE.exec(line);
    const items = kv?.[1] ? valueItems(kv[1]) : [];
    // (a run of key lines; a comment between them does not end it, a blank line or other text does)
    if (items.length && items.every((x) => x.length <= 200)) run.push({ at, end: at + line.length, items });
    else if (!/^[ \t]*[#;]/.test(line)) {
      check();
      if (out.length) return out;
      run = [];
    }
    at += line.length + 1;
  }
  check();
  return out;
}
