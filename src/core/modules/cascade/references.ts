/**
 * External references for CASCADE (docs/features.md B3, seed v2 §四 Step 1: "识别所有外部引用
 * (arXiv ID、API 文档 URL、标准编号等) / 记录每个引用的最后更新日期"), found in
 * SKILL.md and references/**.md, outside code:
 *
 * - arXiv IDs (`arXiv:2603.02766`, `arxiv.org/abs/2603.02766v2`);
 * - http(s) URLs, except placeholders, local hosts and badge images;
 * - standard numbers: RFC 9110, ISO 27001 / ISO/IEC 42001:2023, GB/T 35273-2020,
 *   IEEE 754, NIST SP 800-53, ECMA-262. Format names used as formats (ISO 8601,
 *   RFC 3339, ISO 639 / 3166 / 4217 without a year) are not knowledge that ages and
 *   are left out.
 *
 * Each file's last update is its latest dated `## [YYYY-MM-DD] 更新` / `Update`
 * heading (the append-only update blocks CASCADE writes), else the last git commit
 * that touched it (RuleContext.fileDates), else unknown — a file's mtime says
 * nothing about its content and is never used.
 */
import type { RuleContext } from '../../rules/types.ts';
import { regionAt } from '../../skill/markdown.ts';
import { rangeOf } from '../../skill/text.ts';
import { memo, memoKey } from '../../skill/memo.ts';
import type { Range, SkillDocument, SkillFile } from '../../skill/types.ts';

export type ReferenceKind = 'arxiv' | 'url' | 'standard';

export interface ExternalReference {
  kind: ReferenceKind;
  /** Normalised id: `arXiv:2603.02766`, the URL, `RFC 9110`. */
  id: string;
  range: Range;
}

export interface FileReferences {
  file: SkillFile;
  refs: ExternalReference[];
  /** Latest dated update heading, when any. */
  updateBlock?: Date;
}

const PATTERN = new RegExp(
  [
    String.raw`(?<arxivUrl>arxiv\.org/(?:abs|pdf|html)/(?<arxivUrlId>\d{4}\.\d{4,5})(?:v\d+)?)`,
    String.raw`(?<url>https?://[^\s<>()\[\]{}"'\x60，。）】、；]+)`,
    String.raw`(?<arxiv>\b[Aa]r[Xx]iv\s*:?\s*(?<arxivId>\d{4}\.\d{4,5})(?:v\d+)?)`,
    String.raw`(?<rfc>\bRFC[\s-]?(?<rfcNo>\d{3,5})\b)`,
    String.raw`(?<iso>\bISO(?:/IEC)?[\s-]?(?<isoNo>\d{3,5})(?:-\d+)*(?<isoYear>:\d{4})?\b)`,
    String.raw`(?<gb>\bGB/[TZ]\s?\d{4,5}(?:\.\d+)?(?:[-—]\d{4})?|\bGB\s\d{4,5}[-—]\d{4})`,
    String.raw`(?<ieee>\bIEEE\s?\d{3,4}(?:\.\d+)*[a-z]?\b)`,
    String.raw`(?<nist>\bNIST\s+SP\s+\d{3}-\d+[A-Z]?\b)`,
    String.raw`(?<ecma>\bECMA-\d{2,3}\b)`,
  ].join('|'),
  // Sticky, tried only where ANCHOR found a candidate; case-sensitive and without
  // the `u` flag (several times faster on the corpus' 4 MB of Markdown).
  'y',
);
const ANCHOR = /https?:\/\/|arxiv\.org\/|[Aa]r[Xx]iv|RFC|ISO|GB[/\s]|IEEE|NIST|ECMA-/g;

/** Format names, not knowledge: leave out when written without a year. */
const EVERGREEN = new Set(['ISO 8601', 'ISO 639', 'ISO 3166', 'ISO 4217', 'RFC 3339', 'RFC 4180', 'RFC 2119', 'RFC 8174']);

const PLACEHOLDER_HOST =
  /^(?:localhost|127\.|0\.0\.0\.0|\[?::1|[^/]*\bexample\.(?:com|org|net)|[^/]*(?:your|my)[-_]|[^/]*\bxxx|[^/]*\$|[^/]*\{|[^/]*<|[^/]*\.local\b|[^/]*\.test\b|[^/]*\.invalid\b|(?:img\.)?shields\.io|badgen\.net)/i;

const ARXIV_URL = /^(?:www\.|export\.)?arxiv\.org\/(?:abs|pdf|html)\/(\d{4}\.\d{4,5})/;

const UPDATE_HEADING = /^#{1,6}[ \t]*\[?(\d{4})-(\d{2})-(\d{2})\]?[ \t:：]*(?:更新|[Uu]pdated?|[Cc]hangelog|[Rr]efresh)/;
const UPDATE_HEADING_LINE = new RegExp(UPDATE_HEADING.source, 'gm');

function validDate(y: string, m: string, d: string): Date | undefined {
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  if (date.getUTCFullYear() !== Number(y) || date.getUTCMonth() !== Number(m) - 1 || date.getUTCDate() !== Number(d)) return undefined;
  return date;
}

function normalise(groups: Record<string, string | undefined>, raw: string): { kind: ReferenceKind; id: string } | undefined {
  if (groups.arxivUrl) return { kind: 'arxiv', id: `arXiv:${groups.arxivUrlId}` };
  if (groups.arxiv) return { kind: 'arxiv', id: `arXiv:${groups.arxivId}` };
  if (groups.url) {
    const url = raw.replace(/[.,;:!?*_~]+$/, '');
    const host = url.replace(/^https?:\/\//i, '');
    if (!host || PLACEHOLDER_HOST.test(host)) return undefined;
    const arxiv = ARXIV_URL.exec(host);
    if (arxiv) return { kind: 'arxiv', id: `arXiv:${arxiv[1]}` };
    return { kind: 'url', id: url };
  }
  if (groups.rfc) {
    const id = `RFC ${groups.rfcNo}`;
    return EVERGREEN.has(id) ? undefined : { kind: 'standard', id };
  }
  if (groups.iso) {
    const base = `ISO ${groups.isoNo}`;
    if (EVERGREEN.has(base) && !groups.isoYear) return undefined;
    return { kind: 'standard', id: raw.replace(/\s+/g, ' ') };
  }
  return { kind: 'standard', id: raw.replace(/\s+/g, ' ') };
}

/** [start, end) offsets of fenced code blocks in a Markdown file that is not SKILL.md. */
function fencedBlocks(text: string): Array<[number, number]> {
  const fences: Array<{ at: number; ch: string; len: number; bare: boolean; lineEnd: number }> = [];
  for (const marker of ['```', '~~~']) {
    // indexOf is a fast substring search; only lines that hold a marker are looked at.
    for (let i = text.indexOf(marker); i >= 0; i = text.indexOf(marker, i + 1)) {
      const lineStart = text.lastIndexOf('\n', i - 1) + 1;
      if (i - lineStart > 3 || !/^[ \t]*$/.test(text.slice(lineStart, i))) continue;
      let j = i;
      while (text[j] === marker[0]) j++;
      const nl = text.indexOf('\n', j);
      const lineEnd = nl < 0 ? text.length : nl;
      fences.push({ at: lineStart, ch: marker[0], len: j - i, bare: text.slice(j, lineEnd).trim() === '', lineEnd });
      i = lineEnd;
    }
  }
  fences.sort((a, b) => a.at - b.at);
  const spans: Array<[number, number]> = [];
  let open: (typeof fences)[number] | undefined;
  for (const f of fences) {
    if (!open) open = f;
    else if (f.ch === open.ch && f.len >= open.len && f.bare) {
      spans.push([open.at, f.lineEnd]);
      open = undefined;
    }
  }
  if (open) spans.push([open.at, text.length]);
  return spans;
}

/** Whether `at` is inside an inline code span on its line (an odd number of backticks before it). */
function inInlineCode(text: string, at: number): boolean {
  const lineStart = text.lastIndexOf('\n', at - 1) + 1;
  let ticks = 0;
  for (let i = text.indexOf('`', lineStart); i >= 0 && i < at; i = text.indexOf('`', i + 1)) ticks++;
  return ticks % 2 === 1;
}

function inSpans(spans: Array<[number, number]>, at: number): boolean {
  let lo = 0;
  let hi = spans.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (at < spans[mid][0]) hi = mid - 1;
    else if (at >= spans[mid][1]) lo = mid + 1;
    else return true;
  }
  return false;
}

function referencesIn(doc: SkillDocument, file: SkillFile): FileReferences {
  const info = file.text!;
  const text = info.text;
  const isSkillMd = file === doc.skillFile && doc.markdown;
  let fences: Array<[number, number]> | undefined;
  const skip = (at: number): boolean => {
    if (isSkillMd) {
      const r = regionAt(doc.markdown!, at);
      return r === 'code' || r === 'inlineCode' || r === 'frontmatter' || r === 'htmlComment';
    }
    fences ??= fencedBlocks(text);
    return inSpans(fences, at) || inInlineCode(text, at);
  };
  const refs: ExternalReference[] = [];
  const seen = new Set<string>();
  ANCHOR.lastIndex = 0;
  let a: RegExpExecArray | null;
  while ((a = ANCHOR.exec(text))) {
    PATTERN.lastIndex = a.index;
    const m = PATTERN.exec(text);
    if (!m) continue;
    ANCHOR.lastIndex = m.index + m[0].length;
    if (skip(m.index)) continue;
    const n = normalise(m.groups ?? {}, m[0]);
    if (!n || seen.has(n.id)) continue;
    seen.add(n.id);
    const length = n.kind === 'url' ? n.id.length : m[0].length;
    refs.push({ ...n, range: rangeOf(info, m.index, m.index + length) });
  }
  let updateBlock: Date | undefined;
  if (refs.length) {
    if (isSkillMd) {
      for (const h of doc.markdown!.headings) {
        const d = headingDate('## ' + h.text);
        if (d && (!updateBlock || d > updateBlock)) updateBlock = d;
      }
    } else {
      UPDATE_HEADING_LINE.lastIndex = 0;
      let h: RegExpExecArray | null;
      while ((h = UPDATE_HEADING_LINE.exec(text))) {
        if (skip(h.index)) continue;
        const d = validDate(h[1], h[2], h[3]);
        if (d && (!updateBlock || d > updateBlock)) updateBlock = d;
      }
    }
  }
  return { file, refs, updateBlock };
}

function headingDate(line: string): Date | undefined {
  const m = UPDATE_HEADING.exec(line);
  return m ? validDate(m[1], m[2], m[3]) : undefined;
}

const EXTERNAL = memoKey<FileReferences[]>('cascade/external-references');

/** SKILL.md and every references/**.md file that cites at least one external reference. */
export function externalReferences(doc: SkillDocument): FileReferences[] {
  return memo(doc, EXTERNAL, () => {
    const out: FileReferences[] = [];
    const files = doc.files.filter((f) => f.text && (f === doc.skillFile || (f.path.startsWith('references/') && /\.(?:md|markdown)$/i.test(f.path))));
    for (const f of files) {
      const r = referencesIn(doc, f);
      if (r.refs.length) out.push(r);
    }
    return out;
  });
}

export type Freshness = { state: 'fresh' | 'refresh-due' | 'stale'; date: Date; source: 'update-block' | 'git'; ageDays: number } | { state: 'unknown' };

export const DEFAULT_STALE_DAYS = 180;
export const DEFAULT_REFRESH_DAYS = 90;
const DAY = 86_400_000;

/** Days after which references are due a refresh, and stale (the CASCADE rules' options). */
export type AgeThresholds = { refreshDays: number; staleDays: number };

export const DEFAULT_THRESHOLDS: AgeThresholds = { refreshDays: DEFAULT_REFRESH_DAYS, staleDays: DEFAULT_STALE_DAYS };

/** The options schema of a day threshold: what the config's `cascade.*Days` accepted. */
export const DAYS_SCHEMA = { type: 'integer', minimum: 1 } as const;

/** How old a file's references are, by the rule's thresholds. */
export function freshnessOf(ctx: Pick<RuleContext, 'now' | 'fileDates'>, r: FileReferences, thresholds: AgeThresholds): Freshness {
  const source: 'update-block' | 'git' | undefined = r.updateBlock ? 'update-block' : ctx.fileDates?.get(r.file.path) ? 'git' : undefined;
  const date = r.updateBlock ?? ctx.fileDates?.get(r.file.path);
  if (!date || !source) return { state: 'unknown' };
  const stale = thresholds.staleDays;
  const refresh = thresholds.refreshDays;
  const ageDays = Math.floor((ctx.now.getTime() - date.getTime()) / DAY);
  const state = ageDays > stale ? 'stale' : ageDays > refresh ? 'refresh-due' : 'fresh';
  return { state, date, source, ageDays };
}

/** Up to three ids, for messages: "arXiv:2603.02766, RFC 9110 and 4 more". */
export function sampleIds(refs: ExternalReference[]): string {
  const shown = refs.slice(0, 3).map((r) => (r.id.length > 60 ? r.id.slice(0, 57) + '…' : r.id));
  return refs.length > 3 ? `${shown.join(', ')} (+${refs.length - 3})` : shown.join(', ');
}

export function isoDay(d: Date): string {
  return d.toISOString().slice(0, 10);
}
