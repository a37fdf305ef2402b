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
import { hostOf } from '../exfil-sinks.ts';
import type { Segment, SentinelFile } from '../view.ts';
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
/** A URL, `<…>` and `{…}` placeholders included. */
const URL_ANY = /\bhttps?:\/\/(?:[^\s"'()\x60\]<>{}]|\{\{?[^}\s]{1,40}\}?\}|<[^>\s]{1,40}>)+/g;
/** Where a binding may stand at all: a line opening with a placeholder (cheap pre-test). */
const HINT = /^[ \t]*(?:[-*+•]\s+|\d+[.)]\s+)?(?:\*\*|__)?[\x60"']?(?:\{|\$\{|<[A-Za-z_])/m;
const SENSITIVE_ONE = new RegExp(OBJECT.source, 'i');

/**
 * The secrets a placeholder is bound to in prose, and the URLs of the skill that carry it to another host
 * (not the service the skill is for, `service` its name and description in lower case, nor one the binding names).
 */
export function slotLeaks(files: readonly SentinelFile[], service: string): SlotLeak[] {
  const out: SlotLeak[] = [];
  const bound: Array<{ sf: SentinelFile; seg: Segment; start: number; end: number; slot: string; object: string; desc: string }> = [];
  for (const sf of files) {
    if (sf.role === 'script') continue;
    const text = sf.info.text;
    if (!HINT.test(text)) continue;
    BIND.lastIndex = 0;
    for (let m = BIND.exec(text); m; m = BIND.exec(text)) {
      const at = m.index + m[0].indexOf(m[1]);
      const seg = sf.segments.find((g) => g.start <= at && at < g.end);
      if (!seg || seg.kind === 'code') continue;
      const object = sensitiveIn(m[2]);
      if (object) bound.push({ sf, seg, start: at, end: m.index + m[0].length, slot: m[1].replace(/\s+/g, ''), object, desc: m[2].toLowerCase() });
    }
  }
  if (!bound.length) return out;
  for (const b of bound) {
    for (const uf of files) {
      const text = uf.info.text;
      if (!text.includes(b.slot.slice(0, 2)) && !text.includes(b.slot)) continue;
      URL_ANY.lastIndex = 0;
      for (let u = URL_ANY.exec(text); u; u = URL_ANY.exec(text)) {
        if (!u[0].replace(/\s+/g, '').includes(b.slot)) continue;
        const host = hostOf(u[0]);
        if (!host || /(?:^|\.)(?:localhost|127\.0\.0\.1)$/.test(host) || ownService(host, `${service} ${b.desc}`)) continue;
        // (the slot must travel in the address, not name the host itself: `https://{region}.example.com`)
        if (u[0].indexOf(b.slot) < u[0].indexOf(host) + host.length) continue;
        const { desc: _desc, ...leak } = b;
        out.push({ ...leak, url: u[0], host, urlFile: uf });
        break;
      }
      if (out.at(-1)?.start === b.start && out.at(-1)?.sf === b.sf) break;
    }
  }
  return out;
}

/** The sensitive object a slot's description names (`.env` values, an API token, ~/.ssh), or undefined. */
function sensitiveIn(desc: string): string | undefined {
  const strong = findSources(desc).find((s) => STRONG.has(s.kind));
  if (strong) return strong.text;
  const dotenv = /(?:^|[\s\x60"'(/])\.env\b(?![\w-]|\.(?:example|sample|template))/.exec(desc);
  if (dotenv) return '.env';
  const m = SENSITIVE_ONE.exec(desc);
  return m?.groups?.sensitive ? m[0] : undefined;
}
