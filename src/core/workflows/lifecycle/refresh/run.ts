/**
 * One CASCADE refresh of a scanned skill (docs/features.md E3b): offline it lists the files whose
 * references are stale, due or undated; with `network` (the person consented) it looks
 * the cited arXiv papers and URLs of those files up and appends dated update blocks to
 * the references/ files — atomically, and only to a file that is still exactly what
 * the scan read (a person who edited it meanwhile wins; the file is left for the next
 * run). Standards (RFC, ISO …) are listed for a person to check. Lookup failures are
 * reported and the rest goes on.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { SkillScanResult } from '../../../engine/scan.ts';
import { writeSkillFile } from '../../../edits/skill-write.ts';
import { lookupArxiv, lookupUrl, type RefreshNetwork } from './network.ts';
import { dueFiles, fileStatuses, type FileStatus } from './stale.ts';
import { appendTo, appendedBlocks, arxivUpdate, isChinese, urlUpdate, type KnowledgeUpdate } from './updates.ts';
import { brokenLinkFindings, checkLinks, externalLinks, skillTexts } from '../../../modules/skillops/external-links.ts';
import { newUrlMemo, type UrlMemo } from '../../../modules/skillops/url-check.ts';
import { mapLimit } from '../../../base/concurrency.ts';
import type { Finding } from '../../../rules/types.ts';
import type { Locale } from '../../../base/l10n/index.ts';

export interface RefreshOptions {
  now: Date;
  /** Present only when the person allowed network use. */
  network?: RefreshNetwork;
  /** Most URLs looked up at once. */
  concurrency?: number;
  /** The language of the broken-link findings (default English). */
  locale?: Locale;
  /** Per link request (default 8000 ms). */
  linkTimeoutMs?: number;
  /**
   * The run's URL answers (newUrlMemo): a URL the link check asked is not asked again by the
   * Last-Modified look-up, nor by the next skill's refresh of the same run. Default: one per call.
   */
  urlMemo?: UrlMemo;
}

/** SkillOps' external-link check, made only with network consent (issue 31 item 9). */
export interface LinkReport {
  /** False without consent: nothing went on the network. */
  checked: boolean;
  /** Distinct http(s) links in SKILL.md and references/. */
  count: number;
  /** Broken links (4xx/5xx, DNS, timeout) as SkillOps findings at file:line. */
  broken: Finding[];
}

export interface RefreshReport {
  dir: string;
  files: FileStatus[];
  /** Files the refresh is for (stale, due, undated). */
  due: FileStatus[];
  networkUsed: boolean;
  /** References looked up (network). */
  checked: number;
  updates: KnowledgeUpdate[];
  /** Files that got blocks appended. */
  written: string[];
  /** Updates found for files a refresh does not write (SKILL.md), or that changed meanwhile. */
  notWritten: Array<{ file: string; reason: 'skill-md' | 'changed-on-disk' }>;
  failures: Array<{ id: string; message: string }>;
  /** Standards cited in due files: no API to ask, a person checks them. */
  manual: string[];
  links: LinkReport;
}

function localDay(d: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
}

export async function refreshKnowledge(result: SkillScanResult, options: RefreshOptions): Promise<RefreshReport> {
  const dir = result.doc.dir;
  const files = fileStatuses(result);
  const due = dueFiles(files);
  const links = externalLinks(skillTexts(result.doc));
  const report: RefreshReport = {
    dir,
    files,
    due,
    networkUsed: false,
    checked: 0,
    updates: [],
    written: [],
    notWritten: [],
    failures: [],
    manual: [],
    links: { checked: false, count: new Set(links.map((l) => l.url)).size, broken: [] },
  };
  report.manual = [...new Set(due.flatMap((f) => f.refs.filter((r) => r.kind === 'standard').map((r) => r.id)))];
  const net = options.network;
  const memo = options.urlMemo ?? newUrlMemo();
  if (net && links.length) {
    const checks = await checkLinks(
      links.map((l) => l.url),
      { siteBase: net.siteBase, fetch: net.fetch, signal: net.signal, timeoutMs: options.linkTimeoutMs ?? 8000, concurrency: options.concurrency ?? 4 },
      memo,
    );
    report.links = { checked: true, count: checks.size, broken: brokenLinkFindings(links, checks, options.locale ?? 'en') };
  } else if (net) report.links.checked = true;
  if (!net || !due.length) return report;
  report.networkUsed = true;
  const arxivIds = [...new Set(due.flatMap((f) => f.refs.filter((r) => r.kind === 'arxiv').map((r) => r.id.replace(/^arXiv:/, ''))))];
  const urls = [...new Set(due.flatMap((f) => f.refs.filter((r) => r.kind === 'url').map((r) => r.id)))];
  const arxiv = arxivIds.length ? await lookupArxiv(arxivIds, net) : { entries: new Map(), failures: [] };
  const heads = new Map((await mapLimit(urls, options.concurrency ?? 4, (u) => lookupUrl(u, net, memo))).map((h) => [h.url, h]));
  report.checked = arxivIds.length + urls.length;
  report.failures.push(...arxiv.failures);
  for (const h of heads.values()) if (h.error) report.failures.push({ id: h.url, message: h.error });
  const day = localDay(options.now);
  for (const f of due) {
    const text = result.doc.files.find((x) => x.path === f.file)?.text?.text ?? '';
    const zh = isChinese(text);
    const updates: KnowledgeUpdate[] = [];
    for (const ref of f.refs) {
      if (ref.kind === 'arxiv') {
        const entry = arxiv.entries.get(ref.id.replace(/^arXiv:/, ''));
        const u = entry && arxivUpdate(f.file, ref, f.lastUpdated, entry, zh);
        if (u) updates.push(u);
      } else if (ref.kind === 'url') {
        const h = heads.get(ref.id);
        const u = h && urlUpdate(f.file, ref, f.lastUpdated, h);
        if (u) updates.push(u);
      }
    }
    if (!updates.length) continue;
    report.updates.push(...updates);
    if (!f.appendable) {
      report.notWritten.push({ file: f.file, reason: 'skill-md' });
      continue;
    }
    const abs = path.join(dir, f.file);
    const disk = await fs.readFile(abs, 'utf8');
    // The person's edit since the scan wins: only the text the scan read is appended to.
    if (disk.replace(/^\ufeff/, '').replace(/\r\n?/g, '\n') !== text) {
      report.notWritten.push({ file: f.file, reason: 'changed-on-disk' });
      continue;
    }
    // Appended dated blocks are the record of the change (no backup beside the reference).
    await writeSkillFile(abs, appendTo(disk, appendedBlocks(day, updates)));
    report.written.push(f.file);
  }
  return report;
}
