/**
 * sentinel/silent-delete's warning for wiping the home folder's app data (split from
 * silent-delete.ts): the folders every app keeps its data in, and a recursive delete of them
 * written out or built from a home value and a listed name.
 */
import type { RuleContext } from '../../../rules/types.ts';
import { emit } from '../report.ts';
import type { Segment, SentinelFile } from '../view.ts';

/**
 * A folder of the home folder that holds every app's data, not caches (`~/Library/Application
 * Support`, `~/.config`, `~/.local/share`, `%APPDATA%`, `~/Documents`, `~/.ssh`), written as the
 * whole folder or its entries: group 1.
 */
const APP_DATA_NAME = String.raw`(?:\.local[\\/]share[\\/]Trash|\.Trash|Library[\\/]Application(?:\\?\s|%20)Support[\\/]MobileSync[\\/]Backup|Library[\\/](?:Application(?:\\?\s|%20)Support|Keychains|Mail|Messages|Containers|Group\s?Containers|Mobile\s?Documents|Preferences)|\.config|\.local[\\/]share|\.ssh|\.gnupg|AppData[\\/]Roaming|Documents|Desktop|Pictures|MyDocuments|MyPictures|DesktopDirectory)|%APPDATA%|\$env:APPDATA`;
const APP_DATA = new RegExp(
  String.raw`(?:^|[\\/"'\s]|SpecialFolder\.)(${APP_DATA_NAME})(?=[\\/]?["']?(?:\*(?:\.\*)?)?["']?(?:\s|$|[;&|)\]},+])|["']\s*(?:&|\+|,|\]|\}|\)))`,
);
/** The folders of the user's own files (not an app's): wiping one whole is an error. */
// (the Trash and the phone backups are named apart in APP_DATA_NAME so they read as themselves: a warning, as a cleaner's)
const USER_FILES = /^(?:Documents|Desktop|Pictures|MyDocuments|MyPictures|DesktopDirectory)$/;
/** One of those folders as a quoted name in a list: `{"Library/Application Support", …}`, `(".config" ".ssh")`. */
const APP_DATA_LIT = new RegExp(String.raw`["'](${APP_DATA_NAME})[\\/]?["']`);
/** A home-folder value the delete's target starts from (a variable named for it too: `homePath`, `home_dir`). */
const HOMEISH =
  /(?:^|[\s"'(=&+])(?:~[\\/]|\$\{?(?:HOME|USERPROFILE)\b|\$env:(?:USERPROFILE|HOME|APPDATA)|%(?:USERPROFILE|APPDATA)%)|\b[Hh]ome(?:_?[Dd]ir|_?[Pp]ath|[Ff]older)?\b|\b(?:expanduser|homedir|home_dir|homeDir|homePath|UserHomeDir|GetFolderPath)\b|Path\.home\(\)/;

/**
 * Warning: a recursive delete of the home folder's app-data folders; error for the folders of
 * the user's own files (`~/Documents`, `~/Desktop`, `~/Pictures`, `%USERPROFILE%\Documents\*.*`) — — written out
 * (`rm -rf ~/Library/Application\ Support/*`) or built from a home value and a name from a list
 * the same block spells out (`repeat with t in {"Library/Application Support", …}` …
 * `do shell script "rm -rf " & quoted form of (home & t) & "/*"`, `for d in .config …; rm -rf "$HOME/$d"`).
 */
export function appDataWipe(ctx: RuleContext, sf: SentinelFile, seg: Segment, m: RegExpExecArray): void {
  const text = sf.info.text;
  // (the whole line: `"rm -rf " & quoted form of (home & t) & "/*"` goes on past the target's `&`)
  const at = m.index + m[0].search(/\S/);
  const end = text.indexOf('\n', at);
  // (a command line is short: a minified file is read no further than a few hundred characters)
  const line = text.slice(at, Math.min(end < 0 ? text.length : end, at + 600));
  if (!HOMEISH.test(line)) return;
  let hit = APP_DATA.exec(line)?.[1];
  // (built from a variable: a name the same block lists)
  if (!hit && /[$&+{]|\bjoin\b|\/\s*\w/.test(line)) {
    const block = text.slice(Math.max(seg.start, m.index - 1500), m.index);
    hit = APP_DATA_LIT.exec(block)?.[1];
  }
  if (!hit) return;
  // The user's own documents, desktop or pictures, whole: their work is gone, no app's data.
  const own = USER_FILES.test(hit);
  emit(ctx, {
    sf,
    seg,
    start: at,
    end: m.index + m[0].trimEnd().length,
    messageId: own ? 'userFilesWipe' : 'appDataWipe',
    data: { call: line.trim().replace(/\s+/g, ' ').slice(0, 70), what: hit.replace(/\\(?=\s)/g, '') },
    base: own ? 'error' : 'warning',
    kind: 'judgment',
    category: 'malicious-command',
  });
}
