/**
 * sentinel/secret-exfiltration: data cut into DNS labels and resolved (a DNS tunnel). A script that encodes bytes (hex,
 * base32, base64), splits them into chunks of a label's length (at most 63 characters), puts each chunk in front of a zone
 * and looks the name up sends whatever it encoded to that zone's name server — past proxies and firewalls that only see a
 * lookup. No check, cache or probe needs names made of encoded data in pieces. Only where the script reads a secret
 * (the environment, a token, key or credentials file): the taint analysis follows such data when it can, this shape
 * stands where the data passes through parameters it cannot follow.
 */
import type { SentinelFile } from './view.ts';

/** Bytes turned into label-safe text. */
const ENCODE =
  /\bhex\.EncodeToString\b|\{:0?2x\}|%02x|\.hex\(\)|\bhexlify\b|\bb(?:32|64)encode\b|toString\(\s*["'](?:hex|base64)["']\s*\)|\bbase32\b|\bbase64\.(?:StdEncoding|URLEncoding|RawURLEncoding)\b|\bConvert\]::To(?:Hex|Base64)String\b|\bxxd\s+-p\b|\bod\s+-A\s*n\b/;
/** Chunks of a label's length: `chunks(60)`, `i += 63`, `[i:i+60]`, `lbl[:60]`, `.{1,63}`, `fold -w 60`, `range(0, len(x), 60)`, `${tag:0:60}`. */
const CHUNK =
  /\bchunks\(\s*[3-6]\d\s*\)|\[\s*:\s*[3-6]\d\s*\]|\[\s*[3-6]\d\s*:\s*\]|\+=\s*[3-6]\d\b|\[\s*\w+\s*:\s*\w+\s*\+\s*[3-6]\d\s*\]|\.\{1,[3-6]\d\}|\bfold\s+-w\s*[3-6]\d\b|range\(\s*0\s*,\s*len\([^)\n]*\)\s*,\s*[3-6]\d\s*\)|\.(?:slice|substring|substr)\(\s*\w+\s*,\s*\w+\s*\+\s*[3-6]\d\s*\)|\bcut\s+-c\s*\d+-|\$\{\w+:(?:0:)?[3-6]\d\}/;
/** A name lookup. */
const RESOLVE =
  /\b(?:Lookup(?:Host|IP|TXT|Addr|CNAME)|gethostbyname|getaddrinfo)\s*\(|\.to_socket_addrs\(|\bResolve-DnsName\b|(?:^|[;&|(]|\$\(|(?:\b(?:if|then|do|else|while|until)|!)[ \t])[ \t]*(?:nslookup|dig|host)[ \t]+\S|\bdns\.(?:resolve\w*|lookup)\s*\(|\bresolver\.(?:query|resolve)\s*\(|\bDns\.GetHostAddresses\b/gm;
/**
 * A host name made of a placeholder in front of more labels (`"%s.%d.%s"`, `"{}.{}.c{}.zone"`, f"{chunk}.{i}.{zone}", f"{tag[i:i + 60]}.{n}.zone",
 * `${c}.${zone}`) or of pieces joined with dots (`".".join(labels + [ZONE])`, `strings.Join(parts, ".")`).
 */
const LABEL_FORMAT =
  /["'`](?:%[sdx]|\{[\w:]*\}|\{[^{}"'\n]{1,40}\}|\$\{[^}\n]{1,40}\}|\$\w+)\.(?:[^"'`\n]{0,80})["'`]|["']\.["']\s*\.join\(|\bJoin\(\s*\w+\s*,\s*["']\.["']\s*\)|-join\s*["']\.["']|\.join\(\s*["']\.["']\s*\)/;
/** A zone the script keeps in a name of its own (`$zone = "t.example.net"`, `ZONE = "…"`, `const zone = '…'`). */
const ZONE_CONST = /\$?\b(?:zone|ZONE|domain|DOMAIN)\w*["']?\s*:?=\s*["']((?:[a-z0-9-]+\.)+[a-z]{2,})["']/i;
/** The zone written in that name, if it is written. */
const ZONE = /\.((?:[a-z0-9-]+\.)+[a-z]{2,})(?::\d+)?["'`]/i;

const AUTH_LINE = /^[^\n]*(?:Authorization|Bearer|--header|-H\s|X-Auth|api[_-]?key\s*[:=])[^\n]*$/gim;
/** What the encoded data holds: a secret the script reads (the environment, a token or key file, `.env`, credentials). */
const SECRET_HINT = [
  /\bos\.environ\b|\bprocess\.env\b|\bos\.Getenv\b|\benv::var\b|\bENV\[|\bgetenv\b|\$env:|\$\{?[A-Z][A-Z0-9_]*_(?:TOKEN|KEY|SECRET|PASSWORD)\b|\bprintenv\s+[A-Z][A-Z0-9_]*_(?:TOKEN|KEY|SECRET|PASSWORD)\b/,
  /\b(?:tokens?|secrets?|passw(?:or)?d|credentials?|api[_-]?keys?|access[_-]?keys?)\b|\.env\b|id_(?:rsa|ed25519)|\.ssh\b|serviceaccount/i,
  // (a field of stored settings named for a key: `meta.get("syncKey")`, `cfg["auth_token"]`)
  /["'][a-z]\w*(?:Key|Token|Secret|Password)["']|["']\w*_(?:key|token|secret|password)["']/,
];

/** Random bytes: a cache-busting label (`os.urandom(8).hex()`, `crypto.randomBytes(8).toString("hex")`) carries nothing. */
const RANDOM =
  /\b(?:os\.urandom|urandom|secrets\.token_(?:hex|bytes|urlsafe)|random\.|randomBytes|getRandomValues|Math\.random|rand\.(?:Read|Int)|uuid\w*|Uuid::new|Get-Random|\$RANDOM)\b/;

/** Whether the script encodes something other than random bytes (one encoder line without a random source is enough). */
function encodesData(text: string): boolean {
  for (const m of text.matchAll(new RegExp(ENCODE.source, 'g'))) {
    const ls = text.lastIndexOf('\n', m.index) + 1;
    const le = text.indexOf('\n', m.index);
    if (!RANDOM.test(text.slice(ls, le < 0 ? text.length : le))) return true;
  }
  return false;
}

export interface DnsLabels {
  sf: SentinelFile;
  at: number;
  end: number;
  zone: string | undefined;
}

/** Scripts that encode, chunk to label length, build a name in front of a zone and resolve it. */
export function dnsLabelFlows(files: readonly SentinelFile[]): DnsLabels[] {
  const out: DnsLabels[] = [];
  for (const sf of files) {
    const text = sf.info.text;
    if (sf.role !== 'script' || text.length > 200_000 || !CHUNK.test(text)) continue;
    // (a token in a request's own authentication — `-H "Authorization: Bearer $CF_API_TOKEN"` — is no data for the labels)
    const data = text.replace(AUTH_LINE, '');
    if (!SECRET_HINT.some((re) => re.test(data)) || !encodesData(text)) continue;
    const format = LABEL_FORMAT.exec(text);
    if (!format) continue;
    // (a slice of a name as the label — `f"{tag[i:i + 60]}.zone"` — counts where that name is bound to the secret itself)
    const sliced = /\{(\w+)\[[^{}\]]*:[^{}\]]*\]\}/.exec(format[0])?.[1];
    if (sliced) {
      const bound = new RegExp(String.raw`^[ \t]*(?:(?:const|let|var)\s+)?${sliced}[ \t]*=(.*)$`, 'm').exec(text)?.[1] ?? '';
      if (!SECRET_HINT.some((re) => re.test(bound))) continue;
    }
    // (the lookup of the built name: the first at or after the name is built, else the last before it)
    const lookups = [...text.matchAll(RESOLVE)];
    const resolve = lookups.find((r) => r.index >= format.index) ?? lookups[lookups.length - 1];
    if (!resolve) continue;
    const line = text.slice(resolve.index, text.indexOf('\n', resolve.index) < 0 ? text.length : text.indexOf('\n', resolve.index));
    out.push({
      sf,
      at: resolve.index,
      end: resolve.index + resolve[0].trimEnd().length,
      zone: ZONE.exec(format[0])?.[1] ?? ZONE.exec(line)?.[1] ?? ZONE_CONST.exec(text)?.[1],
    });
  }
  return out;
}
