/**
 * sentinel/secret-exfiltration: a script that authenticates its requests (an `Authorization` header, a bearer token, an
 * API-key header) and sends them to a host posing as a registry's or vendor's own (hosts.ts `lookalikeHost`:
 * `eu.sentry-io.example`, `api.github.com.example`, `npm.pkg-registry-npmjs.example`): whatever credential the header
 * carries goes to whoever runs the look-alike. The credential need not be traced: the header says it is one.
 */
import { lookalikeHost } from './hosts.ts';
import type { SentinelFile } from './view.ts';

/** A URL written in the script. */
const URL_LITERAL = /\bhttps?:\/\/[^\s"'`<>)\]}]+/g;
/** A request's own authentication: a header or a user option. */
const AUTH_HEADER =
  /["'](?:Authorization|X-Api-Key|X-Auth-Token|PRIVATE-TOKEN|Api-Key)["']|\bBearer\s+[{$]|-H\s+["']Authorization:|\bauth\s*=\s*\(|headers\s*\[\s*["']Authorization["']\s*\]/i;
/** A request made by the script. */
const REQUEST =
  /\b(?:urlopen|urllib\.request\.Request|requests\.(?:get|post|put|patch|request)|httpx\.\w+|fetch|axios|got|Invoke-(?:RestMethod|WebRequest)|curl|wget|http\.NewRequest|Net::HTTP|Faraday|HTTParty|reqwest|ureq)\b/;

export interface LookalikeAuth {
  sf: SentinelFile;
  at: number;
  end: number;
  host: string;
}

/** Scripts that send authenticated requests and name a look-alike host (the first one). */
export function lookalikeAuth(files: readonly SentinelFile[]): LookalikeAuth[] {
  const out: LookalikeAuth[] = [];
  for (const sf of files) {
    const text = sf.info.text;
    if (sf.role !== 'script' || text.length > 200_000 || !text.includes('://') || !AUTH_HEADER.test(text) || !REQUEST.test(text)) continue;
    for (const m of text.matchAll(URL_LITERAL)) {
      if (!lookalikeHost(m[0])) continue;
      const host = /^https?:\/\/([^/:?#]+)/i.exec(m[0])?.[1] ?? m[0];
      out.push({ sf, at: m.index, end: m.index + m[0].length, host });
      break;
    }
  }
  return out;
}
