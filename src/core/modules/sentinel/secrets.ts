/**
 * Shared helpers for the credential rules: placeholder recognition and entropy.
 *
 * A value is
 * - `indirect` when it only names where the secret comes from (`${TOKEN}`, `$TOKEN`,
 *   `process.env.X`, `os.environ[...]`, `{{ secrets.X }}`, `<token>`, `%TOKEN%`);
 * - `pure` placeholder when nothing in it could be a secret (`xxxxxxxx`, `********`,
 *   `your-api-key-here`, all one character, a well-known documentation key such as
 *   AWS's `AKIAIOSFODNN7EXAMPLE`, jwt.io's sample token, the RFC 4122 example UUID);
 * - `marked` when it has a secret's shape but says it is not one (`…REDACTED…`,
 *   `…EXAMPLE`, a run of `xxxxx`, `your_`, `changeme`, `dummy`, `test-…`, `demo-…`, `temporary…`,
 *   a word password with a number (`Password123!`), a keyboard, `abc123` or
 *   `a1b2c3` sequence).
 * Generic rules drop all three; provider-shaped keys drop the first two and report
 * `marked` values at info level, because the shape alone is worth a look.
 */

export type PlaceholderKind = 'none' | 'indirect' | 'pure' | 'marked';

/** Documentation values published by providers; never real. */
const KNOWN_PUBLIC = new Set([
  'AKIAIOSFODNN7EXAMPLE',
  'AKIAI44QH8DHBEXAMPLE',
  'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  'je7MtGbClwBF/2Zp9Utk/h3yCo8nvbEXAMPLEKEY',
  'sk-no-key-required',
]);

/**
 * Parts of documentation values that appear inside longer strings: jwt.io's sample JWT
 * (payload and signature), the RFC 4122 example UUID, Stripe's published test key.
 */
const KNOWN_PUBLIC_PART =
  /eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwi|SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c|123e4567-e89b-12d3-a456-426614174000|4eC39HqLyjWDarjtT1zdp7dc/i;

const INDIRECT =
  /^\$\{?[A-Za-z_]\w*(?::?[-=?][^}]*)?\}?$|^\$\(.*\)$|^\$\{\{.*\}\}$|^\{\{.*\}\}$|^%[A-Za-z_]\w*%$|^<[^<>]{1,80}>$|^\[[^\]]{1,60}\]$|^\{[^{}]{1,60}\}$|process\.env|os\.environ|os\.getenv|getenv\(|ENV\[|import\.meta\.env|Deno\.env|System\.getenv|\$env:/;

const PURE =
  /^(?:(.)\1*|[xX*.#_\-0•…]+|(?:your|my|the|insert|enter|put|add|paste)?[-_ ]?(?:[a-z0-9]+[-_ ]){0,4}(?:api[-_ ]?)?(?:key|token|secret|password|passwd|pwd|credential|pat)s?(?:[-_ ](?:here|goes[-_ ]here|value))?)$/i;

const MARKED =
  /redacted|example|sample|placeholder|dummy|fake|changeme|change[-_]?me|replace[-_]?(?:me|with|this)|insert[-_]|\byour\b|your[-_]|\bmy[-_]|x{5,}|X{5,}|\*{3,}|\.{3}|…|todo|tbd|abcdefgh|bcdefghi|abc123|123abc|a1b2c3|12345678|23456789|qwerty|0{8,}|test[-_]?key|not[-_]?a[-_]?real|(?:^|[-_])test[-_]|temporary|(?:^|[-_])demo[-_]|password\d{0,4}!?$/i;

export function placeholderKind(value: string, body = value): PlaceholderKind {
  const v = value.trim();
  if (!v) return 'pure';
  if (INDIRECT.test(v) || v.includes('${') || v.includes('{{')) return 'indirect';
  if (KNOWN_PUBLIC.has(v) || KNOWN_PUBLIC_PART.test(v)) return 'pure';
  if (PURE.test(body) || PURE.test(v)) return 'pure';
  if (MARKED.test(v)) return 'marked';
  return 'none';
}

/** Shannon entropy in bits per character. */
export function entropy(s: string): number {
  if (!s) return 0;
  const counts = new Map<string, number>();
  for (const ch of s) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  let h = 0;
  const n = s.length;
  for (const c of counts.values()) {
    const p = c / n;
    h -= p * Math.log2(p);
  }
  return h;
}
