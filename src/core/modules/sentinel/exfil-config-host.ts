/**
 * sentinel/secret-exfiltration: where a script sends when its code names no host — the address it
 * reads from a configuration file the skill ships (`File.ReadAllText("…/crash-reporter.json")` …
 * `cfg.endpoint`), or under a host key (`host = 203.0.113.77`): the only outside host that file names.
 */
import { LOCAL } from './exfil-sinks.ts';
import type { SentinelFile } from './view.ts';

// (and a git remote's scp form: `git@git.vaultkeep.example:backups/notes.git`)
const URL_HOST_G = /\b(?:https?|ssh|git):\/\/(?:[^@\/\s"']+@)?([^\/\s"'\x60:?#)\]}<>]+)|\b[\w.-]+@((?:[a-z0-9-]+\.)+[a-z]{2,})(?=:[\w~.\/-])/gi;
/** A host under its own key, no scheme (`host = 203.0.113.77` in an INI, `server: git.example.net` in YAML). */
const HOST_KEY_G =
  /^[ \t]*["']?(?:host|hostname|server|domain|remote_host)["']?[ \t]*[=:][ \t]*["']?((?:\d{1,3}\.){3}\d{1,3}|[a-z0-9-]+(?:\.[a-z0-9-]+)+)["']?[ \t]*,?[ \t]*$/gim;

/** The only host of the skill's data files whose name `code` spells in a string; undefined when none, several or a local one. */
export function readConfigHost(files: readonly SentinelFile[], code: string): string | undefined {
  let one: string | undefined;
  for (const f of files) {
    if (f.role !== 'data') continue;
    const name = f.file.path.replace(/^.*[\\/]/, '');
    if (name.length < 5 || !new RegExp(String.raw`["'\x60/\\]${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}["'\x60]`).test(code)) continue;
    // (a file with a local address or several addresses does not say which one the code reads: no guess)
    for (const m of [...f.info.text.matchAll(URL_HOST_G), ...f.info.text.matchAll(HOST_KEY_G)]) {
      const h = (m[1] ?? m[2]).toLowerCase();
      if (LOCAL.test(h) || (one && one !== h)) return undefined;
      one = h;
    }
  }
  return one;
}
