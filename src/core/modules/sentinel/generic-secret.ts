/**
 * sentinel/generic-secret — a secret-named setting given a literal value:
 * `api_key = "…"`, `password: '…'`, `"client_secret": "…"`, `export GITHUB_TOKEN=…`,
 * `DB_PASSWORD=…` in an env/config file.
 *
 * Why: a literal secret in a skill is published with it. Guards, so that only values
 * that look like real secrets count:
 * - the name must contain a secret word as a whole part (`token`, `api_key`, `secret`,
 *   `password`, `credential` …) and not be a neighbour (`max_tokens`, `token_url`,
 *   `secret_name`, `password_file`);
 * - the value must not be a placeholder or an indirection (`your-api-key-here`,
 *   `${TOKEN}`, `$TOKEN`, `<token>`, `process.env.X`, `os.environ[...]`, `changeme`,
 *   `xxx…`, `REDACTED`, `...`, one repeated character), a path, a URL or a sentence;
 * - it must mix letters and digits and have enough entropy: ≥ 8 characters and 3.0
 *   bits/char for passwords, ≥ 16 characters and 3.5 bits/char for keys and tokens;
 * - unquoted values count only in env/config files and shell code; provider-shaped keys
 *   are left to sentinel/provider-key.
 * A judgment rule: values in bad-example blocks, attack docs or `.env.example` files
 * are reported at info level. Scope: scripts, fenced code of non-SKILL.md Markdown,
 * config/data files and the SKILL.md frontmatter — not Markdown prose, where the words
 * are everywhere and literal secrets are rare (provider-shaped keys in prose are still
 * caught by sentinel/provider-key).
 */
import type { Rule } from '../../rules/types.ts';
import { emit, redact, type Reason } from './report.ts';
import { containsProviderKey } from './provider-key.ts';
import { entropy, placeholderKind } from './secrets.ts';
import { candidates, sentinelView, type Segment, type SentinelFile } from './view.ts';

const KEYWORD = /(?:api[_-]?key|apikey|secret|token|passw(?:or)?d|pwd|credential|private[_-]?key|access[_-]?key|auth[_-]?key)[\w.-]{0,30}["']?[ \t]*(?::=|=>|=(?!=)|:(?![:/]))[ \t]*/gi;
const SECRET_WORDS = new Set(['apikey', 'secret', 'token', 'password', 'passwd', 'pwd', 'credential', 'credentials', 'pass', 'passphrase', 'secretkey', 'accesskey', 'privatekey', 'authkey', 'authtoken', 'accesstoken', 'apitoken', 'bearer']);
const KEY_QUALIFIERS = new Set(['api', 'access', 'secret', 'private', 'auth', 'client', 'master', 'service', 'signing', 'encryption']);
const NOT_SECRET_TAIL = new Set([
  'url', 'uri', 'endpoint', 'file', 'files', 'path', 'name', 'names', 'id', 'ids', 'type', 'length', 'len', 'env', 'var', 'header', 'field',
  'prefix', 'count', 'limit', 'size', 'max', 'min', 'dir', 'label', 'format', 'kind', 'mode', 'policy', 'expiry', 'expires', 'expiration',
  'ttl', 'usage', 'location', 'store', 'manager', 'provider', 'required', 'enabled', 'help', 'hint', 'description', 'placeholder',
  'example', 'template', 'regex', 'pattern', 'param', 'method', 'scheme', 'source', 'input', 'text', 'title', 'message', 'error',
  'prompt', 'ref', 'arn', 'version', 'scope', 'scopes', 'status', 'valid', 'set', 'exists', 'missing', 'hash', 'salt', 'algorithm',
  'index', 'budget', 'rate', 'key_id', 'policy', 'rotation', 'lifetime', 'cookie', 'command', 'cmd', 'hint', 'position', 'pos',
]);
/** Words that make a "token" something else: pagination, CSRF, model vocabulary … */
const NOT_SECRET_QUALIFIER = new Set(['page', 'next', 'prev', 'previous', 'continuation', 'pagination', 'sync', 'cursor', 'csrf', 'xsrf', 'max', 'num', 'total', 'input', 'output', 'prompt', 'completion', 'bos', 'eos', 'pad', 'unk', 'cls', 'sep', 'mask', 'special', 'tokens', 'public', 'publishable']);
const BARE_VALUE = /^[^\s"'`,;#)}\]<>&?]{8,200}/;
const QUOTED_VALUE = /^(["'`])([^"'`\n]{6,200})\1/;

export const rule: Rule = {
  meta: {
    id: 'sentinel/generic-secret',
    module: 'Sentinel',
    dimension: 'dim10',
    defaultSeverity: 'warning',
    category: 'credential',
    description: {
      en: 'A secret-named setting (api_key, password, token, secret) holds a literal, high-entropy value.',
      zh: '名为密钥类（api_key、password、token、secret）的配置项写入了高熵明文值。',
    },
    fixable: false,
    messages: {
      secret: {
        en: '`{name}` holds a literal secret ({secret}); read it from the environment or a secret store{note}.',
        zh: '`{name}` 写入了明文密钥（{secret}）；请改为从环境变量或密钥存储读取{note}。',
      },
    },
  },
  check(ctx) {
    for (const { sf, seg, start: from, end: to } of candidates(sentinelView(ctx.doc), 'generic', notProse)) {
      const text = sf.info.text.slice(from, to);
      KEYWORD.lastIndex = 0;
      let m: RegExpExecArray | null;
      while ((m = KEYWORD.exec(text))) {
        let nameStart = m.index;
        while (nameStart > 0 && m.index - nameStart < 80 && /[\w.-]/.test(text[nameStart - 1])) nameStart--;
        const rawName = text.slice(nameStart, m.index + m[0].length).replace(/["']?\s*(?::=|=>|=|:)\s*$/, '');
        const name = rawName.replace(/^[.-]+/, '');
        if (!secretName(name)) continue;
        const rest = sf.info.text.slice(from + m.index + m[0].length, Math.min(seg.end, from + m.index + m[0].length + 220));
        let value: string | undefined;
        let valueOffset = m.index + m[0].length;
        const q = QUOTED_VALUE.exec(rest);
        if (q) {
          value = q[2];
          valueOffset += 1;
        } else if (bareAllowed(sf, seg)) {
          value = BARE_VALUE.exec(rest)?.[0];
        }
        if (!value || !realLooking(value, name)) continue;
        if (containsProviderKey(value)) continue;
        const reason: Reason | undefined = sf.exampleFile ? 'example-file' : undefined;
        emit(ctx, {
          sf,
          seg,
          start: from + nameStart,
          end: from + valueOffset + value.length,
          messageId: 'secret',
          data: { name, secret: redact(value) },
          base: 'warning',
          kind: 'judgment',
          category: 'credential',
          reason,
          facts: { name, secret: redact(value), entropy: Math.round(entropy(value) * 100) / 100 },
        });
      }
    }
  },
};

/** Prose is left out: secrets written as sentences are rare, and the words are everywhere. */
const notProse = (_sf: SentinelFile, seg: Segment): boolean => seg.kind !== 'prose';

function bareAllowed(sf: SentinelFile, seg: Segment): boolean {
  if (sf.role === 'data') return true;
  if (seg.kind === 'frontmatter') return true;
  return seg.kind === 'code' && (seg.lang === 'sh' || seg.lang === 'any' || seg.lang === 'other');
}

/** Split an identifier into lower-case words: `clientSecret` → client, secret. */
function words(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** Whether a setting name denotes a secret itself (not its URL, file, length …). */
export function secretName(name: string): boolean {
  const w = words(name);
  if (!w.length) return false;
  const last = w[w.length - 1];
  if (NOT_SECRET_TAIL.has(last)) return false;
  if (w.some((x) => NOT_SECRET_QUALIFIER.has(x))) return false;
  for (let i = 0; i < w.length; i++) {
    if (SECRET_WORDS.has(w[i])) return true;
    if (w[i] === 'key' && i > 0 && KEY_QUALIFIERS.has(w[i - 1])) return true;
  }
  return false;
}

/** Whether a literal value looks like a real secret rather than a word or placeholder. */
export function realLooking(value: string, name: string): boolean {
  if (placeholderKind(value) !== 'none') return false;
  if (/\s/.test(value)) return false;
  if (/^(?:https?:|wss?:|file:|\/|\.{1,2}\/|~\/|[A-Za-z]:\\)/.test(value)) return false;
  if (/\.(?:json|ya?ml|txt|pem|key|env|toml|ini|cfg|conf|crt|p12|pfx|md|py|js|ts|sh)$/i.test(value)) return false;
  if (/[(){}[\]]/.test(value)) return false;
  if (/^(?:true|false|null|none|undefined|nil|required|optional|string|str|int|bool|number|secret|password|token)$/i.test(value)) return false;
  if (!/[A-Za-z]/.test(value) || !/[0-9]/.test(value)) return false;
  const password = words(name).some((w) => w === 'password' || w === 'passwd' || w === 'pwd' || w === 'pass' || w === 'passphrase');
  if (password) return value.length >= 8 && entropy(value) >= 3.0;
  return value.length >= 16 && entropy(value) >= 3.5;
}
