/**
 * A package source a downloaded document names (issue 28, technique 1, written as "trust what is fetched"): a script
 * reads a channel, profile or manifest from a URL and hands one of its values to the package manager as the place to
 * install from (`args += ["--clear-sources", "--source", profile["gem_source"]]`, `Register-PSRepository -SourceLocation
 * $cfg.feed.source`, `append(e, "GOPROXY="+m.Proxy)`, `npm config set registry "$mirror"`): whoever controls that
 * document chooses where every package comes from. Values are followed by lib/fetched-values.ts.
 */
import type { SentinelFile } from '../view.ts';
import { FETCHED, fetchedValues, mentionOf } from './fetched-values.ts';

/** A package-source option or setting, in a command line, an argument list or an environment entry. */
const SOURCE_OPTION =
  /(?:^|[\s"'[(,])--(?:source|index-url|extra-index-url|registry|find-links)\b|["']--(?:source|index-url|extra-index-url|registry)["']|-SourceLocation\b|\b(?:GOPROXY|PIP_INDEX_URL|PIP_EXTRA_INDEX_URL|npm_config_registry|UV_INDEX_URL)\s*["']?\s*[=:,+]|\bconfig\s+set\s+(?:registry|global\.(?:extra-)?index-url)\b|\bcargo\s+install\b[^\n]*--git\b|\bsources\s+--add\b/i;

/** The first value after an option: a word, a list item (`"--source", src]`), or what a `+` or `=` adds. */
const VALUE = /^\s*(?:["']?\s*,\s*)?(?:["']?\s*\+\s*)?(?:=\s*)?([^\s,)\]]+)/;
const SOURCE_WORDS = ['--source', 'index-url', '--registry', 'SourceLocation', 'GOPROXY', 'INDEX_URL', 'config set', 'registry', '--git', 'sources --add'];

/** The lines of a script whose package-source setting takes a value the script downloaded: their offsets. */
export function sourcesFromDownload(sf: SentinelFile): Array<{ at: number; end: number }> {
  if (sf.role !== 'script' || !sf.segments.length) return [];
  const text = sf.info.text;
  // (the options' words first, as plain substrings: most scripts name none)
  if (!SOURCE_WORDS.some((w) => text.includes(w)) || !SOURCE_OPTION.test(text) || !FETCHED.test(text)) return [];
  const { names, fns } = fetchedValues(text, sf.lang);
  const held = mentionOf(names, fns, sf.lang === 'sh' || sf.lang === 'ps');
  if (!held) return [];
  const out: Array<{ at: number; end: number }> = [];
  let ls = 0;
  for (const line of text.split('\n')) {
    const m = SOURCE_OPTION.exec(line);
    // (the option's own value — the next word or list item, or what follows `=` / `+` —, on its line or the next one of a
    // continued command: PowerShell's backtick, a shell's `\`; not a version beside a fixed registry)
    const after = m ? line.slice(m.index + m[0].length) : '';
    const value = m && (/^[\s`\\]*$/.test(after) ? text.slice(ls + line.length + 1, text.indexOf('\n', ls + line.length + 1)) : after);
    if (m && value && held.test(VALUE.exec(value)?.[1] ?? '')) {
      const at = ls + m.index + (m[0].length - m[0].trimStart().length);
      out.push({ at, end: ls + line.length });
    }
    ls += line.length + 1;
  }
  return out;
}
