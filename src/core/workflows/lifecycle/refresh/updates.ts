/**
 * What changed in a cited source, and the append-only block that records it (seed v2 §四
 * Step 5 "追加新知识（不删除旧内容，标注版本号）; 格式：## [YYYY-MM-DD] 更新：xxx → 新内容"):
 *
 *   ## [2026-12-01] 更新：arXiv:1706.03762 → v7
 *   - arXiv:1706.03762v7 (2023-08-02; cited: v1): Attention Is All You Need
 *
 *   ## [2026-12-01] 更新：https://docs.example.dev/api → Last-Modified 2026-11-15
 *   - https://docs.example.dev/api: Last-Modified: Sun, 15 Nov 2026 08:00:00 GMT; ETag: "v42"
 *
 * A paper is an update when its latest version is newer than the highest version the
 * file names, or — no version named — when that version appeared after the file's last
 * update (or the file's date is unknown: the version is then recorded for the first
 * time). A URL is an update when its Last-Modified is after the file's last update.
 * Only substantive changes make a block (Step 4 "仅在有实质性变化时生成更新").
 */
import type { ArxivEntry } from './arxiv-atom.ts';
import type { UrlLookup } from './network.ts';
import type { CitedReference } from './stale.ts';

export interface KnowledgeUpdate {
  file: string;
  id: string;
  kind: 'arxiv' | 'url';
  /** What the file knew: `v1`, a date, or undefined. */
  from?: string;
  /** `v7`, `Last-Modified 2026-11-15`. */
  to: string;
  /** The detail line under the heading. */
  detail: string;
}

const CJK = /[\u3400-\u9fff]/;

export function arxivUpdate(file: string, ref: CitedReference, lastUpdated: string | undefined, entry: ArxivEntry, zh: boolean): KnowledgeUpdate | undefined {
  const known = ref.knownVersion;
  const day = entry.updated?.slice(0, 10);
  const newer = known !== undefined ? entry.version > known : !lastUpdated || (day !== undefined && day > lastUpdated);
  if (!newer) return undefined;
  const num = ref.id.replace(/^arXiv:/, '');
  const cited = known !== undefined ? (zh ? `原引用 v${known}` : `cited: v${known}`) : zh ? '原引用未标版本' : 'cited without a version';
  const when = day ? `${day}; ` : '';
  return {
    file,
    id: ref.id,
    kind: 'arxiv',
    from: known !== undefined ? `v${known}` : undefined,
    to: `v${entry.version}`,
    detail: `- arXiv:${num}v${entry.version} (${when}${cited})${entry.title ? `: ${entry.title}` : ''}`,
  };
}

export function urlUpdate(file: string, ref: CitedReference, lastUpdated: string | undefined, head: UrlLookup): KnowledgeUpdate | undefined {
  if (!head.lastModified) return undefined;
  const day = head.lastModified.slice(0, 10);
  if (lastUpdated && day <= lastUpdated) return undefined;
  const parts = [`Last-Modified: ${head.lastModifiedRaw ?? head.lastModified}`];
  if (head.etag) parts.push(`ETag: ${head.etag}`);
  return { file, id: ref.id, kind: 'url', from: lastUpdated, to: `Last-Modified ${day}`, detail: `- ${ref.id}: ${parts.join('; ')}` };
}

/** Whether a file's text is Chinese (for the detail wording); update headings (always 更新) do not count. */
export function isChinese(text: string): boolean {
  return CJK.test(text.replace(/^#{1,6}[ \t]*\[?\d{4}-\d{2}-\d{2}\]?.*$/gm, ''));
}

/** The text appended to a file: one dated heading per update, after a blank line. */
export function appendedBlocks(day: string, updates: readonly KnowledgeUpdate[]): string {
  return updates.map((u) => `## [${day}] 更新：${u.id} → ${u.to}\n\n${u.detail}\n`).join('\n');
}

/** Old text + blocks: the old text is never changed, only followed. */
export function appendTo(old: string, blocks: string): string {
  const eol = old.includes('\r\n') ? '\r\n' : '\n';
  const sep = old === '' ? '' : old.endsWith('\n') ? eol : eol + eol;
  return old + sep + blocks.replace(/\n/g, eol);
}
