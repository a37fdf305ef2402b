/**
 * sentinel/secret-exfiltration: a log or telemetry shipper's configuration the skill ships whose inputs read key and
 * credential files (Fluent Bit's `Path /root/.ssh/id_*`, Vector's and the OpenTelemetry Collector's `include`, Filebeat's
 * and Promtail's `paths` / `__path__`, Logstash's `file { path => … }`): the shipper sends every line of those files to its
 * outputs, wherever they point. No log a shipper exists for lives in `~/.ssh` or `~/.aws/credentials`.
 */
import type { SentinelFile } from './view.ts';
import { heredocWrites } from './lib/heredoc-writes.ts';

/** A shipper's configuration: an input section or key of one of the common agents. */
const SHIPPER =
  /^[ \t]*\[INPUT\]|\bfilebeat\.inputs\b|\bscrape_configs\b|\bfilelog\b|^[ \t]*\[sources\.[\w-]+\]|^[ \t]*type[ \t]*[:=][ \t]*["']?file["']?[ \t]*$|\binput\s*\{\s*file\s*\{|<source>[\s\S]{0,200}@type\s+tail/im;
/** A key or credential file, for every user or the one running the shipper (also under a folder glob, `/*` or `/**` before `.ssh`). */
const CREDENTIAL_PATH =
  /(?:~|\$HOME|\$\{HOME\}|\/root|\/home\/[^/\s,"']+|\/Users\/[^/\s,"']+|\/\*\*?)\/\.(?:ssh\/(?:id_[\w*.-]*|\*[\w*.-]*)|aws\/credentials|kube\/config|docker\/config\.json|git-credentials|netrc|npmrc|pypirc|config\/gcloud\/[\w*.-]+)|\/etc\/shadow\b/g;
/** A line that excludes paths or is a comment. */
const NOT_INPUT = /^[ \t]*(?:#|;|\/\/)|exclude/i;
/** Where the shipper sends: an output host or URL. */
const OUTPUT_HOST = /^[ \t]*["']?(?:Host|host|hosts|endpoint|url|uri|address)["']?[ \t]*[:=]?[ \t]+["'[]?((?:https?:\/\/)?[\w.-]+\.[\w.-]+)/m;

export interface ShippedCredential {
  sf: SentinelFile;
  at: number;
  end: number;
  path: string;
  ssh: boolean;
  dest: string;
}

/** Key and credential files among the inputs of a shipper configuration the skill ships, or a script writes (a heredoc). */
export function shippedCredentials(files: readonly SentinelFile[]): ShippedCredential[] {
  const out: ShippedCredential[] = [];
  for (const sf of files) {
    if (sf.info.text.length > 200_000) continue;
    const bodies = sf.role === 'data' ? [{ start: 0, body: sf.info.text }] : sf.role === 'script' ? heredocWrites(sf.info.text) : [];
    for (const { start, body } of bodies) {
      const hit = credentialInput(body);
      if (hit) out.push({ sf, at: start + hit.at, end: start + hit.at + hit.path.length, path: hit.path, ssh: hit.path.includes('.ssh/'), dest: hit.dest });
    }
  }
  return out;
}

/** The first key or credential file among a shipper configuration's inputs, and where its outputs send. */
function credentialInput(text: string): { at: number; path: string; dest: string } | undefined {
  if (!text.includes('/.') || !SHIPPER.test(text)) return undefined;
  const dest = OUTPUT_HOST.exec(text.slice(Math.max(0, text.search(/\[OUTPUT\]|\bsinks\b|\boutput\.|\bexporters\b|\boutput\s*\{|<match\b|\bclients\b/i))))?.[1];
  for (const m of text.matchAll(CREDENTIAL_PATH)) {
    const ls = text.lastIndexOf('\n', m.index - 1) + 1;
    const le = text.indexOf('\n', m.index);
    const line = text.slice(ls, le < 0 ? text.length : le);
    // (an exclusion: on its own line, a list item under an exclusion key, or an element of an `exclude = [ … ]` array)
    if (NOT_INPUT.test(line) || (/^[ \t]*-/.test(line) && /exclude[\w-]*["']?\s*:\s*$/im.test(listKey(text, ls))) || inExcludeArray(text, m.index)) continue;
    return { at: m.index, path: m[0], dest: dest ?? "the shipper's outputs" };
  }
  return undefined;
}

/** Whether `at` stands inside a bracketed array opened after an exclusion key (`exclude = [`, `"exclude": [`). */
function inExcludeArray(text: string, at: number): boolean {
  const open = text.lastIndexOf('[', at);
  if (open < 0 || text.lastIndexOf(']', at) > open) return false;
  return /exclude[\w-]*["']?\s*[:=]\s*$/i.test(text.slice(Math.max(0, open - 60), open));
}

/** The key line a YAML list item at `ls` belongs to (the nearest line above that is not an item). */
function listKey(text: string, ls: number): string {
  let p = ls;
  for (let n = 0; n < 50 && p > 0; n++) {
    const prev = text.lastIndexOf('\n', p - 2) + 1;
    const line = text.slice(prev, p - 1);
    p = prev;
    if (!/^[ \t]*-/.test(line) && line.trim()) return line;
  }
  return '';
}
