/**
 * The slimming plan (docs/features.md B4, seed v2 §五 "Step 3: 生成精简方案"): P0–P3 items with an
 * estimated size change, plus the core assets to keep. Pure: it reads the document and
 * the scan's findings (so suppressed or disabled Distill rules do not show up as P0/P1)
 * and never touches files; applying the plan is a separate, confirmed step (🔴 CHECKPOINT).
 *
 * Priorities (seed v2 精简优先级):
 * - P0 `delete`  — a dead reference file (distill/dead-file). Change: −its size.
 * - P1 `inline`  — a "can slim" file (distill/slimmable) with 1–2 references: move the
 *   referenced part into SKILL.md and delete the file. Change: −size + the inlined part,
 *   which is the linked section(s) when the links name an anchor (`a.md#setup`), else a
 *   quarter of the file (a rough guess, said so in the report).
 * - P1 `slim`    — a "can slim" file referenced 3+ times: trim it to what is used.
 *   Change unknown (null): it needs a person or a model to decide what stays.
 * - P2 `merge`   — the same fenced code block (≥ 3 non-empty lines and ≥ 80 characters,
 *   compared after trimming line ends) in two or more files among SKILL.md and the
 *   reference documents. Change: −block size × (copies − 1) (one copy stays, the others
 *   become a link).
 * - P3 `archive` — old content: a section whose heading carries a date older than one
 *   year next to `[…]` brackets or update words (更新 / update / changelog / release /
 *   版本 / version / vN), a section whose heading is marked deprecated / obsolete / 旧版 /
 *   已废弃 / 废弃 / 过时 / 历史版本 (as a marker, not as a topic: "## Deprecated Models"
 *   about an API is not old content), or a reference file whose name has a deprecated /
 *   obsolete / old / outdated segment or 旧版 / 废弃 / 过时 ("legacy" and "archive" are
 *   left out: `nasa-exoplanet-archive.md` names a database). Change: −section (or file)
 *   size, since archive/ is not loaded.
 * Plus every other file the skill bundles (./bundle.ts, issue 12 item 4): P0 `delete` of
 * an unreferenced script, asset or data file, P2 `dedupe` of identical files, P3 `review`
 * of a large mentioned file. Applying an item is ./apply.ts; rendering ./plan-render.ts.
 * Sizes are bytes of UTF-8; "loaded size" is SKILL.md plus the reference documents;
 * "bundled" is every file.
 */
import type { Finding } from '../../rules/types.ts';
import type { SkillDocument, SkillFile } from '../../skill/types.ts';
import { bundleInventory, bundleItems, type BundledKind, type BundleInventory, type ReadBytes } from './bundle.ts';
import { analyseDistill, CORE_THRESHOLD, headingsOf, type HeadingLine } from './matrix.ts';

export type DistillPriority = 'P0' | 'P1' | 'P2' | 'P3';
export type DistillAction = 'delete' | 'inline' | 'slim' | 'merge' | 'archive' | 'dedupe' | 'review';
export type DistillReason =
  | 'dead'
  | 'slim-few-refs'
  | 'slim-many-refs'
  | 'duplicate-block'
  | 'dated'
  | 'deprecated-heading'
  | 'old-file-name'
  | 'unreferenced'
  | 'duplicate-file'
  | 'large-file';

export interface DistillPlanItem {
  priority: DistillPriority;
  action: DistillAction;
  reason: DistillReason;
  /** Files the item is about; for `merge` every file holding the block. */
  files: string[];
  /** Line in files[0] where the section or block starts (absent for whole files). */
  line?: number;
  /** Bytes the item is about (file, section or one copy of the block). */
  bytes: number;
  /** Estimated change of the loaded size in bytes (negative = smaller); null = unknown. */
  bytesDelta: number | null;
  fApprox?: number;
  refs?: number;
  /** Heading text, date or first line of the block, for people. */
  detail?: string;
  /** `rough` when the change is a guess (an inline without an anchor to measure). */
  estimate?: 'measured' | 'rough';
  /** `dedupe`: the copy that stays and the copies removed. */
  keep?: string;
  remove?: string[];
  /** Whole-file items from the bundle inventory: estimated tokens (null: no text) and kind. */
  tokens?: number | null;
  kind?: BundledKind;
}

export interface DistillCoreAsset {
  file: string;
  fApprox: number;
  refs: number;
  bytes: number;
}

export interface DistillPlan {
  skill: string;
  items: DistillPlanItem[];
  coreAssets: DistillCoreAsset[];
  /** Reference documents judged. */
  filesJudged: number;
  /** SKILL.md plus the reference documents, in bytes. */
  loadedBytes: number;
  /** Sum of the known changes of the loaded size (SKILL.md and the reference documents). */
  estimatedBytesDelta: number;
  /** Sum of every known item change, bundled files outside the loaded set included. */
  bundleBytesDelta: number;
  /** Every file the skill bundles (bundle.ts), not only what is loaded. */
  bundle: BundleInventory;
}

export interface DistillPlanOptions {
  now?: Date;
  /** Bytes of files without text, to find identical binaries (default: read from the skill folder). */
  read?: ReadBytes;
}

const DAY = 86_400_000;
const MIN_BLOCK_LINES = 3;
const MIN_BLOCK_CHARS = 80;
const DATE_IN_HEADING = /(\[)?\s*(\d{4})[-./年](\d{1,2})[-./月](\d{1,2})日?\s*(\])?/;
const UPDATE_WORDS = /更新|修订|update|changelog|change log|release|版本|version|\bv\d/i;
const DEPRECATED_MARK =
  /^\s*[[(（【]?\s*(?:deprecated|obsolete|已废弃|废弃|旧版|过时|历史版本)\s*(?:[\])）】:：]|$)|[[(（【]\s*(?:deprecated|obsolete|已废弃|废弃|旧版|过时|历史版本)\s*[\])）】]\s*$/i;
const OLD_FILE = /(?:^|[-_.])(?:deprecated|obsolete|old|outdated)(?:[-_.]|$)|旧版|废弃|过时/i;

function utf8Bytes(s: string): number {
  return Buffer.byteLength(s, 'utf8');
}

function factFile(f: Finding): string {
  const file = f.data?.file;
  return typeof file === 'string' ? file : f.file;
}

function slug(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function lineOffset(file: SkillFile, line: number): number {
  const starts = file.text!.lineStarts;
  return line - 1 < starts.length ? starts[line - 1] : file.text!.text.length;
}

/** Byte size of the section starting at heading index i (to the next heading of the same or a higher level). */
function sectionBytes(file: SkillFile, headings: HeadingLine[], i: number): number {
  const h = headings[i];
  let endLine = Infinity;
  for (let j = i + 1; j < headings.length; j++) {
    if (headings[j].depth <= h.depth) {
      endLine = headings[j].line;
      break;
    }
  }
  const text = file.text!.text;
  const start = lineOffset(file, h.line);
  const end = endLine === Infinity ? text.length : lineOffset(file, endLine);
  return utf8Bytes(text.slice(start, end));
}

interface Block {
  file: string;
  line: number;
  content: string;
}

const FENCE_OPEN = /^ {0,3}(`{3,}|~{3,})/;

function fencedBlocks(file: SkillFile): Block[] {
  const out: Block[] = [];
  const lines = file.text!.text.split('\n');
  let open: { marker: string; line: number; body: string[] } | null = null;
  for (let i = 0; i < lines.length; i++) {
    const m = FENCE_OPEN.exec(lines[i]);
    if (!open) {
      if (m) open = { marker: m[1], line: i + 1, body: [] };
      continue;
    }
    if (m && m[1][0] === open.marker[0] && m[1].length >= open.marker.length && lines[i].trim() === m[1]) {
      const body = open.body.map((l) => l.trimEnd());
      while (body.length && !body[0]) body.shift();
      while (body.length && !body[body.length - 1]) body.pop();
      const content = body.join('\n');
      if (body.filter((l) => l.trim()).length >= MIN_BLOCK_LINES && content.length >= MIN_BLOCK_CHARS) {
        out.push({ file: file.path, line: open.line, content });
      }
      open = null;
      continue;
    }
    open.body.push(lines[i]);
  }
  return out;
}

export function distillPlan(doc: SkillDocument, findings: Finding[], options: DistillPlanOptions = {}): DistillPlan {
  const now = options.now ?? new Date();
  const analysis = analyseDistill(doc);
  const byPath = new Map(doc.files.map((f) => [f.path, f]));
  const stats = new Map(analysis.scope.map((s) => [s.file, s]));
  const items: DistillPlanItem[] = [];

  const dead = new Set(findings.filter((f) => f.ruleId === 'distill/dead-file').map(factFile));
  for (const file of [...dead].sort()) {
    const bytes = stats.get(file)?.bytes ?? byPath.get(file)?.size ?? 0;
    items.push({ priority: 'P0', action: 'delete', reason: 'dead', files: [file], bytes, bytesDelta: -bytes, fApprox: 1, refs: 0 });
  }

  const slim = new Set(findings.filter((f) => f.ruleId === 'distill/slimmable').map(factFile));
  for (const file of [...slim].sort()) {
    const stat = stats.get(file);
    const target = byPath.get(file);
    if (!stat || !target?.text) continue;
    if (stat.refs <= 2) {
      const headings = headingsOf(target, doc);
      const anchors = new Set(analysis.entries.filter((e) => e.to === file && e.anchor).map((e) => e.anchor!.toLowerCase()));
      let inlined = 0;
      for (let i = 0; i < headings.length; i++) if (anchors.has(slug(headings[i].text))) inlined += sectionBytes(target, headings, i);
      const estimate = inlined ? 'measured' : 'rough';
      if (!inlined) inlined = Math.round(stat.bytes / 4);
      const detail = analysis.entries.find((e) => e.to === file)?.section;
      const item: DistillPlanItem = {
        priority: 'P1',
        action: 'inline',
        reason: 'slim-few-refs',
        files: [file],
        bytes: stat.bytes,
        bytesDelta: inlined - stat.bytes,
        fApprox: stat.fApprox,
        refs: stat.refs,
        estimate,
      };
      if (detail) item.detail = detail;
      items.push(item);
    } else {
      items.push({
        priority: 'P1',
        action: 'slim',
        reason: 'slim-many-refs',
        files: [file],
        bytes: stat.bytes,
        bytesDelta: null,
        fApprox: stat.fApprox,
        refs: stat.refs,
      });
    }
  }

  // Documents judged for P2/P3: SKILL.md and the reference documents that stay.
  const docs: SkillFile[] = [];
  if (doc.skillFile?.text) docs.push(doc.skillFile);
  for (const s of analysis.scope) {
    const f = byPath.get(s.file);
    if (f?.text && !dead.has(s.file)) docs.push(f);
  }

  const blocks = new Map<string, Block[]>();
  for (const f of docs) {
    for (const b of fencedBlocks(f)) {
      const list = blocks.get(b.content);
      if (list) list.push(b);
      else blocks.set(b.content, [b]);
    }
  }
  for (const [content, list] of blocks) {
    const files = [...new Set(list.map((b) => b.file))];
    if (files.length < 2) continue;
    const bytes = utf8Bytes(content);
    items.push({
      priority: 'P2',
      action: 'merge',
      reason: 'duplicate-block',
      files,
      line: list[0].line,
      bytes,
      bytesDelta: -bytes * (list.length - 1),
      detail: content
        .split('\n')
        .find((l) => l.trim())!
        .trim()
        .slice(0, 80),
    });
  }

  const cutoff = now.getTime() - 365 * DAY;
  for (const f of docs) {
    const isSkillMd = f === doc.skillFile;
    if (!isSkillMd && OLD_FILE.test(f.path.slice(f.path.lastIndexOf('/') + 1)) && !/(?:^|\/)archive\//.test(f.path)) {
      items.push({ priority: 'P3', action: 'archive', reason: 'old-file-name', files: [f.path], bytes: f.size, bytesDelta: -f.size });
      continue;
    }
    const headings = headingsOf(f, doc);
    let skipUntilDepth = 0;
    for (let i = 0; i < headings.length; i++) {
      const h = headings[i];
      if (skipUntilDepth && h.depth > skipUntilDepth) continue;
      skipUntilDepth = 0;
      let reason: DistillReason | null = null;
      let detail = h.text;
      if (DEPRECATED_MARK.test(h.text)) reason = 'deprecated-heading';
      else {
        const d = DATE_IN_HEADING.exec(h.text);
        if (d && ((d[1] && d[5]) || UPDATE_WORDS.test(h.text))) {
          const when = Date.UTC(Number(d[2]), Number(d[3]) - 1, Number(d[4]));
          if (!Number.isNaN(when) && when < cutoff) {
            reason = 'dated';
            detail = h.text;
          }
        }
      }
      if (!reason) continue;
      const bytes = sectionBytes(f, headings, i);
      items.push({ priority: 'P3', action: 'archive', reason, files: [f.path], line: h.line, bytes, bytesDelta: -bytes, detail });
      skipUntilDepth = h.depth;
    }
  }

  // Every other bundled file (scripts/, assets/, any folder): unreferenced, identical, large.
  const bundle = bundleInventory(doc, options.read);
  const judged = new Set(analysis.scope.map((s) => s.file));
  for (const b of bundleItems(doc, bundle, judged)) {
    const item: DistillPlanItem = {
      priority: b.priority,
      action: b.action,
      reason: b.reason,
      files: b.files,
      bytes: b.bytes,
      bytesDelta: b.bytesDelta,
      tokens: b.tokens ?? null,
    };
    if (b.kind) item.kind = b.kind;
    if (b.keep) item.keep = b.keep;
    if (b.remove) item.remove = b.remove;
    items.push(item);
  }

  const order: Record<DistillPriority, number> = { P0: 0, P1: 1, P2: 2, P3: 3 };
  // Within a priority, what a rule found (dead reference files) before what the inventory found.
  const fromInventory = (i: DistillPlanItem) => (i.reason === 'unreferenced' || i.reason === 'duplicate-file' || i.reason === 'large-file' ? 1 : 0);
  items.sort(
    (a, b) =>
      order[a.priority] - order[b.priority] ||
      fromInventory(a) - fromInventory(b) ||
      (a.files[0] < b.files[0] ? -1 : a.files[0] > b.files[0] ? 1 : 0) ||
      (a.line ?? 0) - (b.line ?? 0),
  );

  const coreAssets = analysis.scope
    .filter((s) => !s.dead && s.fApprox <= CORE_THRESHOLD)
    .map((s) => ({ file: s.file, fApprox: s.fApprox, refs: s.refs, bytes: s.bytes }));
  const loadedBytes = (doc.skillFile?.size ?? 0) + analysis.scope.reduce((n, s) => n + s.bytes, 0);
  const estimatedBytesDelta = items.filter((it) => !fromInventory(it)).reduce((n, it) => n + (it.bytesDelta ?? 0), 0);
  const bundleBytesDelta = items.reduce((n, it) => n + (it.bytesDelta ?? 0), 0);
  return { skill: doc.folderName, items, coreAssets, filesJudged: analysis.scope.length, loadedBytes, estimatedBytesDelta, bundleBytesDelta, bundle };
}
