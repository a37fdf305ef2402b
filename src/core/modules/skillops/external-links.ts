/**
 * SkillOps' external-link check (seed v2 §三, issue 31 item 9): every http(s) link in SKILL.md
 * and references/ is asked for with HEAD (GET when HEAD is refused; ./url-check.ts) under a short
 * timeout and a small concurrency; 4xx/5xx answers, unknown hosts, refused connections and timeouts are
 * broken links, reported as SkillOps findings at file:line. Only ever called after the person
 * allowed network use (the consent `luban refresh --network` asks for): nothing here decides
 * that. Every failure is a value, never an exception.
 */
import type { SkillDocument } from '../../skill/types.ts';
import type { Finding } from '../../rules/types.ts';
import type { LocalisedText } from '../../base/l10n/text.ts';
import { localTable, type Locale } from '../../base/l10n/index.ts';
import { askUrls, type FetchLike, type UrlAnswer, type UrlMemo } from './url-check.ts';

export const BROKEN_LINK_RULE = 'skillops/broken-external-link';

const M = {
  broken: {
    en: 'External link {url} is broken ({why})',
    zh: '外部链接 {url} 已失效（{why}）',
  },
} satisfies Record<string, LocalisedText>;
const say = localTable(M);

/** The texts a SkillOps check reads: SKILL.md and every readable text file under references/. */
export function skillTexts(doc: SkillDocument): Array<{ path: string; text: string }> {
  const out: Array<{ path: string; text: string }> = [];
  for (const f of doc.files) {
    if (!f.text) continue;
    if (f.path === doc.skillFileName || f.path.startsWith('references/')) out.push({ path: f.path, text: f.text.text });
  }
  // SKILL.md first, then references in path order.
  return out.sort((a, b) => (a.path === doc.skillFileName ? -1 : b.path === doc.skillFileName ? 1 : a.path.localeCompare(b.path)));
}

export interface ExternalLink {
  url: string;
  file: string;
  /** 1-based. */
  line: number;
  column: number;
}

const URL_RE = /https?:\/\/[^\s<>()[\]{}"'`|\\]+/gi;

/** Every http(s) link in the texts, with where it stands (trailing punctuation not part of it). */
export function externalLinks(texts: ReadonlyArray<{ path: string; text: string }>): ExternalLink[] {
  const out: ExternalLink[] = [];
  for (const { path, text } of texts) {
    const lines = text.split('\n');
    lines.forEach((line, i) => {
      for (const m of line.matchAll(URL_RE)) {
        const url = m[0].replace(/[.,;:!?*_~]+$/, '');
        if (/^https?:\/\/[^/]*$/i.test(url) && !/^https?:\/\/[\w.-]+\.[a-z]{2,}/i.test(url)) continue;
        out.push({ url, file: path, line: i + 1, column: (m.index ?? 0) + 1 });
      }
    });
  }
  return out;
}

export type { FetchLike };

export interface LinkCheckOptions {
  /** Per request (default 8000 ms). */
  timeoutMs?: number;
  /** Requests in flight at once (default 4). */
  concurrency?: number;
  /** Tests and proxies: `https://host/path` is fetched as `${siteBase}/host/path`. */
  siteBase?: string;
  fetch?: FetchLike;
  signal?: AbortSignal;
}

export interface LinkCheck {
  url: string;
  ok: boolean;
  status?: number;
  /** Why it is broken: `HTTP 404`, `ENOTFOUND`, `timed out` … */
  error?: string;
}

function linkCheck(a: UrlAnswer): LinkCheck {
  if (a.error !== undefined || a.status === undefined) return { url: a.url, ok: false, error: a.error };
  return a.status >= 400 ? { url: a.url, ok: false, status: a.status, error: `HTTP ${a.status}` } : { url: a.url, ok: true, status: a.status };
}

/**
 * Each distinct URL asked for once (url-check.ts), at most `concurrency` at a time; with `memo`
 * (the run's), a URL another check of the run asked already is not asked again.
 */
export async function checkLinks(urls: readonly string[], o: LinkCheckOptions = {}, memo?: UrlMemo): Promise<Map<string, LinkCheck>> {
  const answers = await askUrls(urls, { ...o, timeoutMs: o.timeoutMs ?? 8000 }, memo);
  return new Map([...answers].map(([url, a]) => [url, linkCheck(a)]));
}

/** Broken links as SkillOps findings (dim6, warning), one per place the link stands. */
export function brokenLinkFindings(links: readonly ExternalLink[], checks: Map<string, LinkCheck>, locale: Locale): Finding[] {
  const out: Finding[] = [];
  for (const l of links) {
    const c = checks.get(l.url);
    if (!c || c.ok) continue;
    out.push({
      ruleId: BROKEN_LINK_RULE,
      module: 'SkillOps',
      dimension: 'dim6',
      severity: 'warning',
      file: l.file,
      range: { start: { line: l.line, column: l.column }, end: { line: l.line, column: l.column + l.url.length } },
      message: say(locale, 'broken', { url: l.url, why: c.error ?? '?' }),
      data: { source: 'network', url: l.url, ...(c.status ? { status: c.status } : {}), reason: c.error ?? '' },
    });
  }
  return out;
}
