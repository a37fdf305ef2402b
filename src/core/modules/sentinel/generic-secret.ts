/**
 * sentinel/generic-secret — a literal credential that has no provider shape:
 * - a secret-named setting given a literal value: `api_key = "…"`, `password: '…'`,
 *   `"client_secret": "…"`, `export GITHUB_TOKEN=…`, `DB_PASSWORD=…` in an env/config
 *   file (values of any length, so a 256-character hex password counts too);
 * - an HTTP `Authorization: Bearer|Basic|Token <literal>` header, in any region (a curl
 *   line in a SKILL.md fence, a `headers = {…}` literal, prose);
 * - in Markdown prose: a credential label (API key, API secret, consumer key/secret,
 *   access token (secret), bearer token, client secret, app secret, password, secret)
 *   followed by `:`/`=` and an inline code span holding the value
 *   (`- **API Secret**: \`GSv…\``), and an upper-case `NAME_SECRET = "…"` line;
 * - a secret passed as a command-line flag: an MCP `args` array or a command line
 *   where `-s`/`-p`/`-t`/`-k` or `--secret`/`--token`/`--api-key`/`--password`/
 *   `--client-secret` … is followed by a literal random-looking value;
 * - a login sent in clear text: a literal `--password=…` / `--pass …` of any strength in a
 *   script or code block whose command (the 8 lines around it) names a plain-HTTP URL or a
 *   bare public IP address: the password is published with the skill and crosses the
 *   network unencrypted (`calibredb … --with-library=http://host:8080 --password=…`).
 *
 * Why: a literal secret in a skill is published with it: whoever installs or reads the
 * skill can use the owner's account. Guards, so that only values that look like real
 * secrets count:
 * - the name must contain a secret word as a whole part (`token`, `api_key`, `secret`,
 *   `password`, `credential` …) and not be a neighbour (`max_tokens`, `token_url`,
 *   `secret_name`, `password_file`);
 * - the value must not be a placeholder or an indirection (`your-api-key-here`,
 *   `${TOKEN}`, `$TOKEN`, `<token>`, `process.env.X`, `os.environ[...]`, `changeme`,
 *   `xxx…`, `REDACTED`, `...`, `abc123…`, one repeated character), a path, a URL or a
 *   sentence;
 * - it must mix letters and digits and have enough entropy: ≥ 8 characters and 3.0
 *   bits/char for passwords in settings, ≥ 16 characters and 3.5 bits/char for keys,
 *   tokens, header values and everything written in prose; a short flag (`-s`, `-p` …)
 *   takes ≥ 20 characters mixing upper case, lower case and digits (or 32+ hex digits);
 * - unquoted values count only in env/config files and shell code; provider-shaped keys
 *   are left to sentinel/provider-key.
 * A judgment rule: values in bad-example lines, negated sentences or `.env.example` files
 * are reported at info level. Scope: every scanned region for headers; scripts, fenced
 * code, config/data files and the SKILL.md frontmatter for settings and flags; Markdown
 * prose only for the label-plus-code-span and `NAME_SECRET = "…"` shapes, since the
 * secret words themselves are everywhere in prose. Not a finding: `Bearer $TOKEN`,
 * `Bearer <token>`, `--api-key your-key-here`, `--password=calibre` (no digits, low
 * entropy) unless it goes to a plain-HTTP server, `-t preset.default`.
 */
import type { Rule } from '../../rules/types.ts';
import { emit, redact, type Reason } from './report.ts';
import { containsProviderKey } from './provider-key.ts';
import { entropy, placeholderKind } from './secrets.ts';
import { hostRisk } from './hosts.ts';
import { candidates, commands, sentinelView, twoLines, type Segment, type SentinelFile } from './view.ts';

const KEYWORD =
  /(?:api[_-]?key|apikey|secret|token|passw(?:or)?d|pwd|credential|private[_-]?key|access[_-]?key|auth[_-]?key)[\w.-]{0,30}["']?[ \t]*(?::=|=>|=(?!=)|:(?![:/]))[ \t]*/gi;
const SECRET_WORDS = new Set([
  'apikey',
  'secret',
  'token',
  'password',
  'passwd',
  'pwd',
  'credential',
  'credentials',
  'pass',
  'passphrase',
  'secretkey',
  'accesskey',
  'privatekey',
  'authkey',
  'authtoken',
  'accesstoken',
  'apitoken',
  'bearer',
]);
const KEY_QUALIFIERS = new Set(['api', 'access', 'secret', 'private', 'auth', 'client', 'master', 'service', 'signing', 'encryption']);
const NOT_SECRET_TAIL = new Set([
  // (how passwords are stored, not one: Postgres's `password_encryption=scram-sha-256`)
  'encryption',
  'url',
  'uri',
  'endpoint',
  'file',
  'files',
  'path',
  'name',
  'names',
  'id',
  'ids',
  'type',
  'length',
  'len',
  'env',
  'var',
  'header',
  'field',
  'prefix',
  'count',
  'limit',
  'size',
  'max',
  'min',
  'dir',
  'label',
  'format',
  'kind',
  'mode',
  'policy',
  'expiry',
  'expires',
  'expiration',
  'ttl',
  'usage',
  'location',
  'store',
  'manager',
  'provider',
  'required',
  'enabled',
  'help',
  'hint',
  'description',
  'placeholder',
  'example',
  'template',
  'regex',
  'pattern',
  'param',
  'method',
  'scheme',
  'source',
  'input',
  'text',
  'title',
  'message',
  'error',
  'prompt',
  'ref',
  'arn',
  'version',
  'scope',
  'scopes',
  'status',
  'valid',
  'set',
  'exists',
  'missing',
  'hash',
  'salt',
  'algorithm',
  'index',
  'budget',
  'rate',
  'key_id',
  'policy',
  'rotation',
  'lifetime',
  'cookie',
  'command',
  'cmd',
  'hint',
  'position',
  'pos',
]);
/** Words that make a "token" something else: pagination, CSRF, model vocabulary … */
const NOT_SECRET_QUALIFIER = new Set([
  'page',
  'next',
  'prev',
  'previous',
  'continuation',
  'pagination',
  'sync',
  'cursor',
  'csrf',
  'xsrf',
  'max',
  'num',
  'total',
  'input',
  'output',
  'prompt',
  'completion',
  'bos',
  'eos',
  'pad',
  'unk',
  'cls',
  'sep',
  'mask',
  'special',
  'tokens',
  'public',
  'publishable',
]);
/** Values up to 1 KB: long hex/base64 blobs are secrets too. */
const MAX_VALUE = 1024;
const BARE_VALUE = new RegExp(String.raw`^[^\s"'\`,;#)}\]<>&?]{8,${MAX_VALUE}}`);
const QUOTED_VALUE = new RegExp(String.raw`^(["'\`])([^"'\`\n]{6,${MAX_VALUE}})\1`);

/** `Authorization: Bearer <literal>`, as a header line, a JSON/dict entry or a curl `-H`. */
const AUTH_HEADER = /\bAuthorization\b["']?[ \t]*[:=][ \t]*["'`]?[ \t]*(Bearer|Basic|Token)[ \t]+([A-Za-z0-9][A-Za-z0-9._~+\/=%-]{15,})/gi;
/** In prose: a credential label, `:`/`=`, then an inline code span (group 2). */
const PROSE_LABEL =
  /\b(api[ \t_-]*key|api[ \t_-]*secret|consumer[ \t_-]*(?:key|secret)|access[ \t_-]*token(?:[ \t_-]*secret)?|bearer[ \t_-]*token|client[ \t_-]*secret|app[ \t_-]*secret|password|secret)\b[^\w`\n]{0,20}[:：=][ \t]*(?:\*\*|__)?[ \t]*`([^`\n]{16,})`/gi;
/** In prose: an upper-case `NAME_SECRET = "…"` line (a snippet pasted outside a fence). */
const PROSE_ASSIGN = /^[ \t>*-]*(?:export[ \t]+)?([A-Z][A-Z0-9_]*(?:SECRET|TOKEN|API_?KEY|PASSWORD|PASSWD)[A-Z0-9_]*)[ \t]*[:=][ \t]*(["'])([^"'\s]{16,})\2/;
/** A flag and its literal value: `"-s", "…"` in an args array, `--token …` on a command line. */
/** A password flag and its literal value, any strength: `--password=x`, `"--pass", "x"`, `--pwd x`. */
const LOGIN_FLAG = /(?:^|[\s"'`(\[,])(--(?:password|passwd|pass|pwd))(?:=|["']?[ \t]*,[ \t]*["']|[ \t]+["']?)([^\s"'`$<>{}()[\],;%]{3,64})/g;
const FLAG_VALUE =
  /(?:^|[\s"'`(\[,])(["']?)(-[sptk]|--(?:secret|token|api[-_]?key|apikey|password|passwd|client[-_]secret|app[-_]secret|access[-_]token|auth[-_]token|bearer[-_]token))\1(?:[ \t]*,\s*|[ \t]+)(["']?)([A-Za-z0-9][A-Za-z0-9_+\/=.-]{7,})\3(?=$|[\s"'`,\])])/g;

export const rule: Rule = {
  meta: {
    id: 'sentinel/generic-secret',
    module: 'Sentinel',
    dimension: 'dim10',
    defaultSeverity: 'warning',
    category: 'credential',
    description: {
      en: 'A literal, high-entropy credential: a secret-named setting, an Authorization header, a labelled key in the text, or a secret passed as a command-line flag.',
      zh: '写入了高熵明文凭据：密钥类配置项、Authorization 请求头、正文中标注的密钥，或以命令行参数传入的密钥。',
    },
    fixable: false,
    messages: {
      secret: {
        en: '`{name}` holds a literal secret ({secret}); read it from the environment or a secret store{note}.',
        zh: '`{name}` 写入了明文密钥（{secret}）；请改为从环境变量或密钥存储读取{note}。',
      },
      header: {
        en: 'The `Authorization: {scheme}` header carries a literal token ({secret}): anyone who reads the skill can call the service as its owner; revoke the token and send one read from the environment (`{scheme} $TOKEN`){note}.',
        zh: '`Authorization: {scheme}` 请求头携带明文令牌（{secret}）：任何读到此技能的人都能以其所有者身份调用该服务；请吊销该令牌，改为发送从环境变量读取的令牌（`{scheme} $TOKEN`）{note}。',
      },
      label: {
        en: 'The text gives a literal {name} ({secret}): a credential published with the skill; revoke it and have the user supply their own through an environment variable{note}.',
        zh: '正文直接给出了明文 {name}（{secret}）：该凭据随技能一起公开；请吊销它，并让用户通过环境变量提供自己的凭据{note}。',
      },
      cleartext: {
        en: '`{name}` sends a literal password ({secret}) to {host} over plain HTTP: it is published with the skill and readable on the network; use HTTPS and take the password from the environment{note}.',
        zh: '`{name}` 通过明文 HTTP 把明文密码（{secret}）发送到 {host}：密码随技能一起公开，且在网络上可被读取；请使用 HTTPS，并从环境变量读取密码{note}。',
      },
      flag: {
        en: '`{name}` passes a literal secret on the command line ({secret}): it is published with the skill and visible in process lists; revoke it and pass it from an environment variable{note}.',
        zh: '`{name}` 在命令行中传入明文密钥（{secret}）：它随技能一起公开，且会出现在进程列表中；请吊销它，改为从环境变量传入{note}。',
      },
    },
  },
  check(ctx) {
    const view = sentinelView(ctx.doc);
    /** Start offsets of values already reported, per file, so two shapes never report one value twice. */
    const seen = new Map<SentinelFile, Set<number>>();
    const report = (
      sf: SentinelFile,
      seg: Segment,
      start: number,
      valueStart: number,
      value: string,
      messageId: string,
      data: Record<string, string>,
      issued = machineGenerated(value),
    ): void => {
      let done = seen.get(sf);
      if (!done) seen.set(sf, (done = new Set()));
      if (done.has(valueStart)) return;
      done.add(valueStart);
      const reason: Reason | undefined = sf.exampleFile ? 'example-file' : undefined;
      emit(ctx, {
        sf,
        seg,
        start,
        end: valueStart + value.length,
        messageId,
        data: { ...data, secret: redact(value) },
        base: issued && !TEST_PATH.test(sf.file.path) ? 'error' : 'warning',
        kind: 'judgment',
        category: 'credential',
        reason,
        facts: { ...data, secret: redact(value), entropy: Math.round(entropy(value) * 100) / 100 },
      });
    };

    for (const { sf, seg, start: from, end: to } of candidates(view, 'generic', notProse)) {
      const text = sf.info.text.slice(from, to);
      KEYWORD.lastIndex = 0;
      let m: RegExpExecArray | null;
      while ((m = KEYWORD.exec(text))) {
        let nameStart = m.index;
        while (nameStart > 0 && m.index - nameStart < 80 && /[\w.-]/.test(text[nameStart - 1])) nameStart--;
        const rawName = text.slice(nameStart, m.index + m[0].length).replace(/["']?\s*(?::=|=>|=|:)\s*$/, '');
        const name = rawName.replace(/^[.-]+/, '');
        if (!secretName(name)) continue;
        const restStart = from + m.index + m[0].length;
        const rest = sf.info.text.slice(restStart, Math.min(seg.end, restStart + MAX_VALUE + 2));
        let value: string | undefined;
        let valueOffset = restStart;
        const q = QUOTED_VALUE.exec(rest);
        if (q) {
          value = q[2];
          valueOffset += 1;
        } else if (bareAllowed(sf, seg)) {
          value = BARE_VALUE.exec(rest)?.[0];
        }
        if (!value || !realLooking(value, name)) continue;
        if (containsProviderKey(value)) continue;
        report(sf, seg, from + nameStart, valueOffset, value, 'secret', { name });
      }
    }

    for (const { sf, seg, start: from, end: to } of candidates(view, 'generic', commands)) {
      const text = sf.info.text.slice(from, to);
      // Authorization headers, in every region.
      AUTH_HEADER.lastIndex = 0;
      for (let m = AUTH_HEADER.exec(text); m; m = AUTH_HEADER.exec(text)) {
        const value = m[2];
        const scheme = m[1][0].toUpperCase() + m[1].slice(1).toLowerCase();
        if (!literalAfter(text, m.index + m[0].length) || !strongSecret(value)) continue;
        if (scheme === 'Basic' && !realBasic(value)) continue;
        // Basic is base64 of `user:password`: the password decides, not the encoding's look.
        const issued = scheme === 'Basic' ? machineGenerated(basicPassword(value) ?? '') : machineGenerated(value);
        report(sf, seg, from + m.index, from + m.index + m[0].length - value.length, value, 'header', { name: 'Authorization', scheme }, issued);
      }
      if (seg.kind === 'prose') {
        PROSE_LABEL.lastIndex = 0;
        for (let m = PROSE_LABEL.exec(text); m; m = PROSE_LABEL.exec(text)) {
          const value = m[2];
          if (!/^[A-Za-z0-9%._~+\/=-]+$/.test(value) || !strongSecret(value)) continue;
          const label = m[1].replace(/[ \t_-]+/g, ' ').toLowerCase();
          report(sf, seg, from + m.index, from + m.index + m[0].length - value.length - 1, value, 'label', { name: label });
        }
        const a = PROSE_ASSIGN.exec(text);
        if (a && secretName(a[1]) && strongSecret(a[3])) {
          const nameAt = text.indexOf(a[1]);
          report(sf, seg, from + nameAt, from + a.index + a[0].length - a[3].length - 1, a[3], 'secret', { name: a[1] });
        }
        continue;
      }
      // Flags with a literal value: MCP `args` arrays (one element per line, too), command lines.
      const [, flagTo] = twoLines(sf.info.text, from, to, seg);
      const flagText = flagTo > to ? sf.info.text.slice(from, flagTo) : text;
      FLAG_VALUE.lastIndex = 0;
      for (let m = FLAG_VALUE.exec(flagText); m; m = FLAG_VALUE.exec(flagText)) {
        const flag = m[2];
        const value = m[4];
        const ok = flag.length === 2 ? randomShort(value) : strongSecret(value);
        if (!ok || chainAddress(value)) continue;
        const flagAt = m.index + m[0].indexOf(flag);
        const valueAt = m.index + m[0].length - m[3].length - value.length;
        report(sf, seg, from + flagAt, from + valueAt, value, 'flag', { name: flag });
      }
      if (sf.role === 'script' || seg.kind === 'code') {
        LOGIN_FLAG.lastIndex = 0;
        for (let m = LOGIN_FLAG.exec(text); m; m = LOGIN_FLAG.exec(text)) {
          const value = m[2];
          if (placeholderKind(value) !== 'none' || /^[A-Z_]+$/.test(value)) continue;
          const host = clearTextServer(sf.info.text, seg, from);
          if (!host) continue;
          const flagAt = m.index + m[0].indexOf(m[1]);
          const valueAt = m.index + m[0].length - value.length;
          report(sf, seg, from + flagAt, from + valueAt, value, 'cleartext', { name: m[1], host }, false);
        }
      }
    }
  },
};

/** Whether a header value ends where the literal ends (not `Bearer abc${x}`, `Bearer tok.{{…}}`). */
function literalAfter(text: string, end: number): boolean {
  const next = text[end];
  return next === undefined || !/[$<{\[(]/.test(next);
}

/**
 * `Basic` carries base64 of `user:password`: a documentation pair (`username:password`,
 * `user:pass`, `admin:admin`) is not a secret; only a real-looking password counts.
 */
function realBasic(value: string): boolean {
  const password = basicPassword(value);
  // Not `user:password` text: an opaque token sent as Basic, judged as it is.
  if (password === undefined) return true;
  return placeholderKind(password) === 'none' && realLooking(password, 'password');
}

/** The password of a Basic credential (base64 of `user:password`), if it decodes to one. */
function basicPassword(value: string): string | undefined {
  const decoded = Buffer.from(value, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0 || !/^[\x20-\x7e]+$/.test(decoded)) return undefined;
  return decoded.slice(colon + 1);
}

/** A key-strength literal: ≥ 16 characters, letters and digits, ≥ 3.5 bits/char, no placeholder. */
function strongSecret(value: string): boolean {
  if (containsProviderKey(value)) return false;
  return realLooking(value, 'token');
}

/**
 * A public blockchain address (an EVM `0x` + 40 hex digits, a base58 Solana/Bitcoin-style
 * 32–44 character one): what `--token`/`-t` takes in wallet and trading tools, the asset's
 * public identifier, never a credential (a private key is 64 hex digits or 87+ base58).
 */
export function chainAddress(value: string): boolean {
  return /^0x[0-9a-fA-F]{40}$/.test(value) || (/^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(value) && !/[_-]/.test(value));
}

/**
 * A value after a one-letter flag (`-s`, `-p`, `-t`, `-k`), which also take ports, tags,
 * session names: only a random-looking literal counts — ≥ 20 characters of upper case,
 * lower case and digits, or 32+ hex digits.
 */
function randomShort(value: string): boolean {
  if (!/^[A-Za-z0-9_-]+$/.test(value) || !strongSecret(value)) return false;
  if (/^[0-9a-f]{32,}$/i.test(value)) return true;
  return value.length >= 20 && /[A-Z]/.test(value) && /[a-z]/.test(value) && /[0-9]/.test(value) && entropy(value) >= 3.8;
}

/**
 * A value no person typed: 32+ hex digits, a UUID, or 20+ characters mixing upper case,
 * lower case and digits at ≥ 3.8 bits/char. Such a literal is a live key or token issued
 * by a service, so whoever installs the skill acts through an account they do not own
 * (often the author's webhook or bot: the channel data leaves by). Error, where a
 * memorable password (`SecurePass123!`) or a JWT (often a documentation sample) stays a
 * warning.
 */
export function machineGenerated(value: string): boolean {
  if (/^[0-9a-f]{32,}$/i.test(value)) return true;
  if (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)) return true;
  if (!/^[A-Za-z0-9_+\/=-]{20,}$/.test(value)) return false;
  return /[A-Z]/.test(value) && /[a-z]/.test(value) && /[0-9]/.test(value) && entropy(value) >= 3.8;
}

/** Test suites ship fake credentials on purpose; their values stay warnings. */
const TEST_PATH = /(?:^|\/)(?:tests?|__tests__|spec|fixtures?|testdata)\//i;

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
  // (also a shell default read as the value, `${X_TOKEN:-https://…}`)
  if (/^-?(?:https?:|wss?:|file:|\/|\.{1,2}\/|~\/|[A-Za-z]:\\)/.test(value)) return false;
  if (/\.(?:json|ya?ml|txt|pem|key|env|toml|ini|cfg|conf|crt|p12|pfx|md|py|js|ts|sh)$/i.test(value)) return false;
  if (/[(){}[\]]/.test(value)) return false;
  if (/^(?:true|false|null|none|undefined|nil|required|optional|string|str|int|bool|number|secret|password|token)$/i.test(value)) return false;
  if (!/[A-Za-z]/.test(value) || !/[0-9]/.test(value)) return false;
  const password = words(name).some((w) => w === 'password' || w === 'passwd' || w === 'pwd' || w === 'pass' || w === 'passphrase');
  if (password) return value.length >= 8 && entropy(value) >= 3.0;
  return value.length >= 16 && entropy(value) >= 3.5;
}

/** The host of a plain-HTTP URL or bare public IP in the 8 lines around `at` (same region), if any. */
function clearTextServer(full: string, seg: Segment, at: number): string | undefined {
  let from = at;
  let to = at;
  for (let n = 0; n < 8 && from > seg.start; n++) from = full.lastIndexOf('\n', from - 1);
  for (let n = 0; n < 8 && to >= 0 && to < seg.end; n++) to = full.indexOf('\n', to + 1);
  const window = full.slice(Math.max(seg.start, from), to < 0 || to > seg.end ? seg.end : to);
  for (const m of window.matchAll(/\bhttps?:\/\/[^\s"'`)|<>]+/gi)) {
    const risk = hostRisk(m[0]);
    if (risk === 'plain-http' || risk === 'ip') return /^[a-z]+:\/\/(?:[^@/\s]*@)?([^/\s]+)/i.exec(m[0])?.[1] ?? m[0];
  }
  return undefined;
}
