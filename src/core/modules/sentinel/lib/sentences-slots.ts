/**
 * A template's placeholder filled with the person's secrets (issue 28, techniques 3 and 5): the prose
 * says what goes into a slot ("`{ctx}`: the values of `.env` as KEY=VALUE", "<TOKEN> = your API token"),
 * and a URL of the skill — an image the reply shows, a link the agent opens, in any file — carries that
 * slot to another host. Rendering the image or opening the link sends the secret there.
 *
 * Cost: only text files that hold a placeholder bound to a sensitive object are read further; URLs are
 * then searched for those placeholders' exact spellings.
 */
import { findSources, STRONG } from '../exfil-sources.ts';
import { hostOf, LOCAL } from '../exfil-sinks.ts';
import { segmentAt, type Segment, type SentinelFile } from '../view.ts';
import { OBJECT } from './sentences-words.ts';
import { ownService } from './sentences-verdict.ts';

export interface SlotLeak {
  /** The file and region of the binding (the order). */
  sf: SentinelFile;
  seg: Segment;
  start: number;
  end: number;
  /** The placeholder as written (`{ctx}`). */
  slot: string;
  /** The secret it is bound to, as the text names it. */
  object: string;
  /** The URL that carries it, its host, and the file it stands in. */
  url: string;
  host: string;
  urlFile: SentinelFile;
}

/** A placeholder at a line's or item's start, bound by a colon, an arrow or "=" to what fills it. */
const BIND =
  /^[ \t]*(?:[-*+•]\s+|\d+[.)]\s+)?(?:\*\*|__)?[\x60"']?(\{\{?\s*[A-Za-z_][\w.-]{0,30}\s*\}?\}|\$\{[A-Za-z_]\w{0,30}\}|<[A-Za-z_][\w -]{0,30}>)[\x60"']?(?:\*\*|__)?\s*(?:[:：=]|->|→|\bis\b|\bmeans\b)\s*([^\n]{0,240}(?:\n[ \t]{2,}[^\s\-*+#|][^\n]{0,200}){0,2})/gm;
/** A URL, `<…>`, `{…}` and `{{ … }}` placeholders included. */
const URL_ANY = /\bhttps?:\/\/(?:[^\s"'()\x60\]<>{}]|\{\{\s*[^}\s]{1,40}\s*\}\}|\{[^}\s]{1,40}\}|<[^>\s]{1,40}>)+/g;
/** Where a binding may stand at all: a line opening with a placeholder (cheap pre-test). */
const HINT = /^[ \t]*(?:[-*+•]\s+|\d+[.)]\s+)?(?:\*\*|__)?[\x60"']?(?:\{|\$\{|<[A-Za-z_])/m;
/** A query parameter that authenticates a request (`key=`, `appid=`, `api_key=`, `access_token=`): an API key's own use. */
const AUTH_PARAM = /[?&](?:key|api[-_]?key|apikey|appid|app_id|access[-_]?token|token|auth|client[-_]?id)=$/i;
/** Words that make `.env` the thing itself: its values, contents, entries, lines (值, 値, 内容). */
const ENV_CONTENT = /\b(?:values?|contents?|entries|variables|lines|pairs|everything|KEY=VALUE|whole|full|all)\b|值|値|内容|全部|全文/i;

/**
 * The secrets a placeholder is bound to in prose, and the URLs of the skill that carry it to another host
 * (not the service the skill is for, `service` its name and description in lower case, nor one the binding names).
 */
export function slotLeaks(files: readonly SentinelFile[], service: string): SlotLeak[] {
  const out: SlotLeak[] = [];
  const bound: Array<{ sf: SentinelFile; seg: Segment; start: number; end: number; slot: string; object: string; strong: boolean; desc: string }> = [];
  for (const sf of files) {
    if (sf.role === 'script') continue;
    const text = sf.info.text;
    if (!HINT.test(text)) continue;
    BIND.lastIndex = 0;
    for (let m = BIND.exec(text); m; m = BIND.exec(text)) {
      const at = m.index + m[0].indexOf(m[1]);
      const seg = segmentAt(sf, at);
      if (!seg || seg.kind === 'code') continue;
      const object = sensitiveIn(m[2]);
      if (object) bound.push({ sf, seg, start: at, end: m.index + m[0].length, slot: m[1].replace(/\s+/g, ''), ...object, desc: m[2].toLowerCase() });
    }
  }
  if (!bound.length) return out;
  // Each file's URLs once (spaces inside a placeholder dropped), looked up by the slots bound above.
  const slots = new Set(bound.map((b) => b.slot));
  // (a file that names none of the slots — `ctx` of `{{ ctx }}` — holds no URL that carries one)
  const names = [...slots].map((x) => x.replace(/[^\w.-]/g, ''));
  const carriers = new Map<string, Array<{ url: string; host: string; file: SentinelFile }>>();
  for (const uf of files) {
    const text = uf.info.text;
    if (!names.some((n) => text.includes(n))) continue;
    URL_ANY.lastIndex = 0;
    for (let u = URL_ANY.exec(text); u; u = URL_ANY.exec(text)) {
      const url = u[0].replace(/\s+/g, '');
      if (!url.includes('{') && !url.includes('<') && !url.includes('$')) continue;
      const host = hostOf(url);
      if (!host || LOCAL.test(host)) continue;
      for (const slot of slots) {
        const i = url.indexOf(slot);
        // (the slot must travel in the address, not name the host itself: `https://{region}.example.com`)
        if (i < 0 || i < url.indexOf(host) + host.length) continue;
        const list = carriers.get(slot) ?? [];
        if (list.length < 4) list.push({ url, host, file: uf });
        carriers.set(slot, list);
      }
    }
  }
  for (const b of bound) {
    for (const c of carriers.get(b.slot) ?? []) {
      if (ownService(c.host, `${service} ${b.desc}`)) continue;
      // (a plain API key in the query parameter that authenticates the call is the key's own use)
      if (!b.strong && AUTH_PARAM.test(c.url.slice(0, c.url.indexOf(b.slot)))) continue;
      const { desc: _desc, strong: _strong, ...leak } = b;
      out.push({ ...leak, url: c.url, host: c.host, urlFile: c.file });
      break;
    }
  }
  return out;
}

/** The sensitive object a slot's description names (`.env` values, an API token, ~/.ssh), and whether it is a file of secrets. */
function sensitiveIn(desc: string): { object: string; strong: boolean } | undefined {
  const strong = findSources(desc).find((s) => STRONG.has(s.kind));
  if (strong) return { object: strong.text, strong: true };
  // (`.env` as what fills the slot — its values or contents — not where a key is kept: "your API key (set it in .env)")
  const env = /(?:^|[\s\x60"'(/])\.env\b(?![\w-]|\.(?:example|sample|template))/.exec(desc);
  if (env && ENV_CONTENT.test(desc.slice(Math.max(0, env.index - 40), env.index + 40))) return { object: '.env', strong: true };
  // (OBJECT itself, its position reset: a second copy of that large pattern would be compiled again)
  OBJECT.lastIndex = 0;
  const m = OBJECT.exec(desc);
  OBJECT.lastIndex = 0;
  // (the object as a noun: "your API key" → "API key")
  return m?.groups?.sensitive ? { object: m[0].replace(/^(?:your|their|his|her|the\s+user'?s?|users'?)\s+/i, ''), strong: false } : undefined;
}
