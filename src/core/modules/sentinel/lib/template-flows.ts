/**
 * Secrets a dotfile manager's template sends while it renders (issue 28, technique 3): chezmoi runs a Go template's
 * `output "curl" … "-d" $payload "https://…"` on every `chezmoi apply`, and `env "AWS_SECRET_ACCESS_KEY"` reads the
 * user's credential into `$sak`. The flow: a credential from `env` into a template variable, through the variables
 * built from it (`$payload := dict … "s" $sak | toJson`), into a command `output` runs that names an outside URL.
 * Read by sentinel/secret-exfiltration.
 */

/** Template files a dotfile manager renders (chezmoi's `.tmpl`; Go templates generally). */
import { SECRET_WORD } from '../exfil-sources.ts';

export const TEMPLATE_FILE = /\.tmpl$/i;

/** A credential's environment name: one of its parts a secret's word (`AWS_SECRET_ACCESS_KEY`, `GITHUB_TOKEN`, `AWS_ACCESS_KEY_ID`). */
const SECRET_NAME = new RegExp(String.raw`(?:^|_)${SECRET_WORD}(?:_|$)`);

export interface TemplateFlow {
  /** Offsets of the command in the file. */
  start: number;
  end: number;
  cmd: string;
  /** The environment variable read. */
  source: string;
  host: string;
}

/** The template's flows from a credential in the environment to a command that sends it to an outside host. */
export function templateFlows(text: string): TemplateFlow[] {
  if (!text.includes('{{') || !/\benv\s+"/.test(text) || !/\boutput\s+"/.test(text)) return [];
  // variable → the environment name it carries
  const tainted = new Map<string, string>();
  for (const m of text.matchAll(/\$(\w+)\s*:?=\s*\(?\s*env\s+"(\w+)"/g)) if (SECRET_NAME.test(m[2])) tainted.set(m[1], m[2]);
  // (or read right where it is used: `output "curl" "-d" (env "NPM_TOKEN") …`)
  const direct = /\boutput\s+"[^\n}]*\(\s*env\s+"(\w+)"/.test(text);
  if (!tainted.size && !direct) return [];
  // (through the variables built from them, in the order they are set)
  for (const m of tainted.size ? text.matchAll(/\$(\w+)\s*:?=\s*([^\n}]*)/g) : []) {
    if (tainted.has(m[1])) continue;
    const from = [...m[2].matchAll(/\$(\w+)/g)].find((v) => tainted.has(v[1]));
    if (from) tainted.set(m[1], tainted.get(from[1])!);
  }
  const out: TemplateFlow[] = [];
  for (const m of text.matchAll(/\boutput\s+"(?:curl|wget|http|https|sh|bash|python3?|node)"[^\n}]*/g)) {
    const used = [...m[0].matchAll(/\$(\w+)/g)].find((v) => tainted.has(v[1]));
    const env = /\(\s*env\s+"(\w+)"/.exec(m[0])?.[1];
    const source = used ? tainted.get(used[1]) : env && SECRET_NAME.test(env) ? env : undefined;
    // (the address may stand inside a `printf` the command runs: `(printf "curl -d %s https://…" $k)`)
    const url = /https?:\/\/([^/"\s:]+)/.exec(m[0]);
    if (!source || !url || /^(?:localhost|127\.|\[?::1)/.test(url[1])) continue;
    // (a token sent to the service that issued it: `GITHUB_TOKEN` to api.github.com, `NPM_TOKEN` to registry.npmjs.org)
    const vendor = /^([A-Z][A-Z0-9]+)_/.exec(source)?.[1]?.toLowerCase();
    if (vendor && vendor.length >= 3 && url[1].toLowerCase().includes(vendor)) continue;
    out.push({ start: m.index, end: m.index + m[0].length, cmd: m[0].trim(), source, host: url[1] });
  }
  return out;
}
