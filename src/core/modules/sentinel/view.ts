/**
 * Sentinel's view of a skill (docs/features.md B5): which files it scans, what each file is
 * (script, Markdown document, data), and the regions inside it. Built once per
 * SkillDocument and shared by every Sentinel rule (a WeakMap memo keyed by the
 * immutable document, so rules stay pure and the corpus is walked once).
 *
 * Scope: everything the agent reads or runs (docs/features.md B5 — the seed's exclusion of the
 * SKILL.md "doc layer" is dropped, because real malicious skills put their payload
 * exactly there):
 * - SKILL.md: the frontmatter (loaded into every session) and the whole body — prose,
 *   inline code, fenced code, HTML comments;
 * - every other text file: `scripts/`, `references/`, `assets/`, top-level docs,
 *   `*.sh|*.py|*.js|*.ts|*.ps1` anywhere; licences and lock files only for hidden
 *   characters.
 *
 * Regions: a script is one `code` region (line comments are told apart at hit time);
 * a Markdown file (SKILL.md's body included) splits into `prose` (one region per
 * heading section), fenced `code` blocks (with their language; fences nested in list
 * items count) and HTML / `[//]: #` `comment`s; any other text file is one `data`
 * region. A command is a command wherever it stands: command rules look at prose and
 * inline code too, and the context (report.ts) is judged on the hit's own sentence,
 * list item or code line — never on a heading, a file name or a lead-in the author chose.
 *
 * Speed: each file is read by one Aho–Corasick pass (anchors.ts) that yields both the
 * Markdown structure (fences, headings, comments) and every rule's candidate places;
 * rules then run their precise patterns on those lines only (`candidates`).
 */
import type { SkillDocument, SkillFile, TextInfo } from '../../skill/types.ts';
import { isLubanRecord } from '../../skill/artefacts.ts';
import { scanAnchors, tagIndex, type AnchorHits, type Tag } from './anchors.ts';
import { FENCE_LANG, type Lang, scriptLang } from './view-langs.ts';
import { arduinoRecipes } from './view-recipes.ts';
import { inLiteralOrComment } from './code-text.ts';
import { continuedInfo } from './view-continued.ts';
import { COLLECTION, collectionCode, NOTEBOOK, notebookCode } from './view-notebook.ts';
import { hasIndentedBlock, splitIndented } from './view-indented.ts';
import { hansInfo } from './view-text.ts';
import { DETECTION_WORDS, descriptionOf, isAttackTopicDescription, isAttackTopicName, isDetectionDescription, isWriteupDescription } from './view-genre.ts';
import { EXAMPLE_FILE, MARKDOWN_EXT, SKIP_FILE, TEST_PATH } from './view-paths.ts';

export type FileRole = 'skill' | 'script' | 'markdown' | 'data';
/** Language family of a script or a fenced block; `any` = untagged, every pattern applies. */
export type { Lang } from './view-langs.ts';
export { TEST_PATH };
export { scriptLang };
export type SegmentKind = 'code' | 'prose' | 'comment' | 'frontmatter' | 'data';

export interface Segment {
  /** Offsets into the file's LF-normalised text, [start, end). */
  start: number;
  end: number;
  kind: SegmentKind;
  lang: Lang;
  /** A fenced block of detection rules (```yara, ```sigma, ```regex …): patterns, not commands. */
  detector: boolean;
}

export interface SentinelFile {
  file: SkillFile;
  info: TextInfo;
  role: FileRole;
  lang: Lang;
  /** `.env.example`, `*.sample`, `*.template`: values are placeholders by convention. */
  exampleFile: boolean;
  segments: Segment[];
  /** Anchor positions per tag (anchors.ts), computed on first use. */
  hits?: AnchorHits;
  /** A notebook's `\n` escapes in its code cells (view-notebook.ts `breaks`): where the code's lines break. */
  notebookBreaks?: number[];
  /** Memo of `detectionFile` / `runsData` (report.ts's detection-content context). */
  detection?: { file: boolean; runsData: boolean };
}

export interface SentinelView {
  files: SentinelFile[];
  /** The skill says it scans, audits or guards for security problems (its frontmatter description). */
  detectionSkill: boolean;
  /** The skill says it writes up or teaches attacks (view-genre.ts): its quoted commands are examples. */
  writeupSkill: boolean;
  /** The skill says it is about attacks (view-genre.ts, broader than writeupSkill): what its documents quote is reviewed, not refused. */
  attackTopic: boolean;
}

const memo = new WeakMap<SkillDocument, SentinelView>();

/** The Sentinel view of a document, built once. */
export function sentinelView(doc: SkillDocument): SentinelView {
  let view = memo.get(doc);
  if (!view) {
    view = buildView(doc);
    memo.set(doc, view);
  }
  return view;
}

function seg(start: number, end: number, kind: SegmentKind, lang: Lang = 'any', detector = false): Segment {
  return { start, end, kind, lang, detector };
}

function buildView(doc: SkillDocument): SentinelView {
  const files: SentinelFile[] = [];
  for (const file of doc.files) {
    const info = file.text && hansInfo(file.text);
    if (!info) continue;
    if (file === doc.skillFile) {
      files.push(markdownFile(file, info, 'skill', false, doc.markdown?.bodyOffset ?? 0));
      continue;
    }
    // Luban's own records (diagnostics.tsv quotes findings): writing them must not move dim10.
    if (isLubanRecord(file.path, info.text)) continue;
    if (SKIP_FILE.test(file.path)) {
      // Licences and lock files: only hidden characters are looked for.
      files.push({ file, info, role: 'data', lang: 'other', exampleFile: false, segments: [] });
      continue;
    }
    const exampleFile = EXAMPLE_FILE.test(file.path);
    if (MARKDOWN_EXT.test(file.path)) {
      files.push(markdownFile(file, info, 'markdown', exampleFile, 0));
      continue;
    }
    // (Arduino's platform and board definitions: their recipe values are shell, the rest data — view-recipes.ts)
    const recipes = arduinoRecipes(file.path, info.text);
    if (recipes) {
      const { segments } = recipes;
      files.push({ file, info: continuedInfo({ ...info, text: recipes.text }, segments), role: 'script', lang: 'sh', exampleFile, segments });
      continue;
    }
    const lang = scriptLang(file.path, info.text);
    if (lang) {
      const code = seg(0, info.text.length, 'code', lang);
      files.push({ file, info: continuedInfo(info, [code]), role: 'script', lang, exampleFile, segments: [code] });
      continue;
    }
    const nb = NOTEBOOK.test(file.path) ? notebookCode(info) : COLLECTION.test(file.path) ? collectionCode(info) : undefined;
    if (nb) {
      files.push({
        file,
        info: continuedInfo(
          nb.info,
          nb.spans.map(([s, e]) => seg(s, e, 'code', nb.lang)),
        ),
        role: 'data',
        lang: 'other',
        exampleFile,
        segments: notebookSegments(nb.info.text.length, nb.spans, nb.lang),
        notebookBreaks: nb.breaks,
      });
      continue;
    }
    const data = seg(0, info.text.length, 'data', 'other');
    files.push({ file, info: continuedInfo(info, [data]), role: 'data', lang: 'other', exampleFile, segments: [data] });
  }
  const description = descriptionOf(doc.frontmatter?.data, doc.frontmatter?.raw);
  const said = typeof description === 'string';
  return {
    files,
    detectionSkill: said && isDetectionDescription(description),
    writeupSkill: said && isWriteupDescription(description),
    // (the name too: `shop-staff-phishing-training` says what the skill is as plainly as its description)
    attackTopic:
      said && (isAttackTopicDescription(description) || (typeof doc.frontmatter?.data?.name === 'string' && isAttackTopicName(doc.frontmatter.data.name))),
  };
}

/** A notebook's segments: its code cells as Python, the rest as data. */
function notebookSegments(length: number, spans: Array<[number, number]>, lang: Lang): Segment[] {
  const out: Segment[] = [];
  let at = 0;
  for (const [s, e] of spans) {
    if (s > at) out.push(seg(at, s, 'data', 'other'));
    out.push(seg(s, e, 'code', lang));
    at = e;
  }
  if (at < length) out.push(seg(at, length, 'data', 'other'));
  return out;
}

// ---- detection content (report.ts: a scanner's own lists of what it looks for) ----------

export { DETECTION_NAMES, DETECTION_WORDS } from './view-genre.ts';

/** Base names of files that hold detection rules by their name. */
const DETECTION_NAME =
  /(?:^|[-_.])(?:rules?|patterns?|signatures?|iocs?|indicators?|hunts?|detect\w*|detections?|red-?flags?|deny-?list|block-?list|yara|sigma|semgrep)(?:[-_.]|$)/i;

/**
 * A folder named for detection rules (`rules/default.toml`, `signatures/web.yaml`): counts for
 * code and data files only, never in a hidden tool folder (`.cursor/rules/`) or for Markdown,
 * where a "rules" folder holds instructions.
 */
const DETECTION_DIR = /(?:^|\/)(?:rules|patterns|signatures|detections?|detectors|iocs|hunts|yara|sigma|semgrep)\/[^/]+$/i;

/**
 * A file that says it lists what to detect: its name (`rules.yaml`, `signatures.py`) or
 * its head (the first lines: a comment, a docstring, a heading, a lead-in quote).
 */
export function detectionFile(sf: SentinelFile): boolean {
  return detectionMemo(sf).file;
}

/**
 * A script or data file that also runs text built at run time (`os.system(cmd)`,
 * `eval "$x"`, `child_process.exec(line)`, `sh -c "$entry"`): its string tables may be
 * commands it runs, so they are never taken as detection content.
 */
export function runsData(sf: SentinelFile): boolean {
  return detectionMemo(sf).runsData;
}

const RUNS_DATA =
  /(?<![\w$]\.)\b(?:exec(?:Sync|File|FileSync|v|vp|l)?|eval|system|popen|spawn(?:Sync)?|shell_exec|passthru|Function|Invoke-Expression|iex|Start-Process)\s*\(\s*(?![\s"'`\[\])])|\b(?:os\.(?:system|popen)|subprocess\.(?:run|call|Popen|check_output|check_call|getoutput|getstatusoutput)|(?:child_process|childProcess|cp)\.(?:exec|execSync|spawn|spawnSync))\s*\(\s*(?![\s"'`\[\])])|\b(?:Invoke-Expression|iex)\b|&\s*\$\w+|["']-c["']\s*,\s*[A-Za-z_$]|\bshell\s*=\s*True\b|\bexeca\w*\s*\(|\$`\$\{|%x[({]|`#\{/;
/** Shell: `eval "$x"`, `sh -c "$entry"`, `. "$f"`, or a line that runs a variable (`"$cmd" …`). */
const RUNS_DATA_SH = /(?:^|[\s;&|(])(?:eval|exec|source|\.)\s+["']?\$|\b(?:ba|z|da|k)?sh\s+-c\s+["']?\$|^\s*["']?\$\{?\w+\}?["']?(?:\s|$)/m;

const RUNS_DATA_ALL = new RegExp(RUNS_DATA.source, 'g');

/**
 * Whether code text runs strings built at run time (see `runsData`). In Python and JS a call written inside a string literal or a comment
 * (`EXAMPLES = ["exec(urlopen(u).read())"]`, `# never eval(x)`) is data, not a run; a
 * shell string may be run by `sh -c`/`ssh` (and PowerShell's backtick is an escape, not a
 * quote), so other languages count every match.
 */
export function runsText(text: string, lang: Lang): boolean {
  if ((lang === 'sh' || lang === 'any') && RUNS_DATA_SH.test(text)) return true;
  if (!RUNS_DATA.test(text)) return false;
  if (lang !== 'py' && lang !== 'js') return true;
  const comments = lang === 'js' ? 'slash' : 'hash';
  RUNS_DATA_ALL.lastIndex = 0;
  for (let m = RUNS_DATA_ALL.exec(text); m; m = RUNS_DATA_ALL.exec(text)) {
    const ls = text.lastIndexOf('\n', m.index - 1) + 1;
    if (!inLiteralOrComment(text.slice(ls, m.index + 1), m.index - ls, comments)) return true;
    if (m[0].length === 0) RUNS_DATA_ALL.lastIndex++;
  }
  return false;
}

function detectionMemo(sf: SentinelFile): { file: boolean; runsData: boolean } {
  if (!sf.detection) {
    const text = sf.info.text;
    const base = sf.file.path.slice(sf.file.path.lastIndexOf('/') + 1);
    const head = text.slice(0, 600);
    sf.detection = {
      file:
        DETECTION_NAME.test(base.replace(/\.[^.]*$/, '')) ||
        (sf.role !== 'markdown' && sf.role !== 'skill' && DETECTION_DIR.test(sf.file.path) && !/(?:^|\/)\.[\w-]+\//.test(sf.file.path)) ||
        DETECTION_WORDS.test(head),
      runsData: sf.role === 'script' && runsText(text, sf.lang),
    };
  }
  return sf.detection;
}

/** Fence languages whose content is detection rules, not commands. */
const DETECTOR_LANGS = new Set(['yara', 'yar', 'sigma', 'regex', 'regexp', 'semgrep', 'snort', 'suricata', 'gitleaks']);

const FENCE_OPEN = /[ \t]*(?:>[ \t]?)*(`{3,}|~{3,})[ \t]*([^\s`{]*)/y;

/**
 * Segments of a Markdown file; `bodyStart` > 0 for SKILL.md, whose frontmatter is one
 * `frontmatter` segment before the body.
 */
function markdownFile(file: SkillFile, info: TextInfo, role: 'skill' | 'markdown', exampleFile: boolean, bodyStart: number): SentinelFile {
  const text = info.text;
  const segments: Segment[] = bodyStart > 0 ? [seg(0, bodyStart, 'frontmatter')] : [];
  // The one anchor pass also finds the Markdown structure (fences, headings, comments).
  const hits = scanAnchors(text);
  const comments = hits[tagIndex('comment')];
  const lines = structureLines(text, hits[tagIndex('fence')], hits[tagIndex('heading')]);
  let proseStart = bodyStart;
  let ci = 0;
  const pushProse = (end: number) => {
    if (end <= proseStart) return;
    while (ci < comments.length && comments[ci] < proseStart) ci++;
    if (ci < comments.length && comments[ci] < end) splitComments(text, proseStart, end, segments, comments, ci);
    else segments.push(seg(proseStart, end, 'prose'));
  };
  for (let k = 0; k < lines.length; k++) {
    const ls = lines[k];
    if (ls < proseStart) continue;
    let le = text.indexOf('\n', ls);
    if (le < 0) le = text.length;
    // Sticky on the whole text: the pattern cannot cross a line end.
    FENCE_OPEN.lastIndex = ls;
    const open = FENCE_OPEN.exec(text);
    if (open) {
      if (open[1][0] === '`') {
        const tick = text.indexOf('`', ls + open[0].length);
        if (tick >= 0 && tick < le) continue;
      }
      pushProse(ls);
      const fence = open[1];
      const infoString = open[2].toLowerCase();
      const lang = FENCE_LANG[infoString] ?? (infoString ? 'other' : 'any');
      let close = -1;
      for (k++; k < lines.length; k++) {
        const cs = lines[k];
        let ce = text.indexOf('\n', cs);
        if (ce < 0) ce = text.length;
        if (closesFence(text, cs, ce, fence.charCodeAt(0), fence.length)) {
          close = cs;
          break;
        }
      }
      const contentStart = Math.min(text.length, le + 1);
      const contentEnd = close < 0 ? text.length : close;
      if (contentEnd > contentStart) segments.push(seg(contentStart, contentEnd, 'code', lang, DETECTOR_LANGS.has(infoString)));
      if (close < 0) {
        proseStart = text.length;
        break;
      }
      const closeEnd = text.indexOf('\n', close);
      proseStart = closeEnd < 0 ? text.length : closeEnd + 1;
      continue;
    }
    // A heading starts a new prose region (so a prose span never crosses sections).
    pushProse(ls);
    proseStart = ls;
  }
  pushProse(text.length);
  // (Markdown's indented code blocks are code too)
  const all = hasIndentedBlock(text)
    ? segments.flatMap((s) => (s.kind === 'prose' ? splitIndented(text, s, (a, b) => seg(a, b, 'code', 'any')) : [s]))
    : segments;
  const code = all.filter((s) => s.kind === 'code');
  return { file, info: code.length ? continuedInfo(info, code) : info, role, lang: 'any', exampleFile, segments: all, hits };
}

/**
 * Starts of the lines that may open/close a fence (a ``` or ~~~ after nothing but
 * up to 12 columns of indentation) or be an ATX heading, ascending and distinct.
 */
function structureLines(text: string, fences: number[], headings: number[]): number[] {
  // The fence lines (ascending), then merged with the heading lines (ascending too).
  const starts: number[] = [];
  if (/^ {0,3}#/.test(text.slice(0, 4))) starts.push(0);
  for (const pos of fences) {
    const ls = text.lastIndexOf('\n', pos - 1) + 1;
    if (pos - ls > 12 || starts[starts.length - 1] === ls) continue;
    let blank = true;
    for (let i = ls; i < pos; i++) {
      const c = text.charCodeAt(i);
      // Indentation, or a blockquote's `>` markers (`> ```bash`).
      if (c !== 0x20 && c !== 0x09 && c !== 0x3e) {
        blank = false;
        break;
      }
    }
    if (blank) starts.push(ls);
  }
  const out: number[] = [];
  let i = 0;
  let j = 0;
  while (i < starts.length || j < headings.length) {
    const v = j >= headings.length || (i < starts.length && starts[i] <= headings[j] + 1) ? starts[i++] : headings[j++] + 1;
    if (out[out.length - 1] !== v) out.push(v);
  }
  return out;
}

/** Whitespace as `String.prototype.trim` removes it. */
function trimmed(c: number): boolean {
  return (
    c === 0x20 ||
    (c >= 0x09 && c <= 0x0d) ||
    c === 0xa0 ||
    c === 0xfeff ||
    c === 0x1680 ||
    (c >= 0x2000 && c <= 0x200a) ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x202f ||
    c === 0x205f ||
    c === 0x3000
  );
}

/**
 * A closing fence on the line [start, end): the same character, at least as many, nothing
 * after but spaces (trimmed, `>` markers dropped, trimmed again; read in place).
 */
function closesFence(text: string, start: number, end: number, ch: number, length: number): boolean {
  let a = start;
  let b = end;
  while (a < b && trimmed(text.charCodeAt(a))) a++;
  while (b > a && trimmed(text.charCodeAt(b - 1))) b--;
  while (a < b && text.charCodeAt(a) === 0x3e) {
    a++;
    if (a < b && (text.charCodeAt(a) === 0x20 || text.charCodeAt(a) === 0x09)) a++;
  }
  while (a < b && trimmed(text.charCodeAt(a))) a++;
  if (b - a < length) return false;
  for (let k = a; k < b; k++) if (text.charCodeAt(k) !== ch) return false;
  return true;
}

/**
 * Split a prose stretch at HTML comments (`<!-- … -->`, to the closing `-->` or the end of
 * the stretch) and Markdown comments (`[//]: # …` at a line start, to the end of the line).
 * `<!--` inside an inline code span is not a comment.
 */
function splitComments(text: string, start: number, end: number, out: Segment[], comments: number[], from: number): void {
  let at = start;
  for (let i = from; i < comments.length && comments[i] < end; i++) {
    const pos = comments[i];
    if (pos < at) continue;
    const lineStart = text.lastIndexOf('\n', pos - 1) + 1;
    let stop: number;
    if (text.startsWith('<!--', pos)) {
      let ticks = 0;
      for (let k = text.indexOf('`', lineStart); k >= 0 && k < pos; k = text.indexOf('`', k + 1)) ticks++;
      if (ticks % 2 === 1) continue;
      const close = text.indexOf('-->', pos + 4);
      stop = close < 0 || close + 3 > end ? end : close + 3;
    } else {
      if (pos !== lineStart || !text.startsWith('[//]: #', pos)) continue;
      const nl = text.indexOf('\n', pos);
      stop = nl < 0 || nl > end ? end : nl;
    }
    if (pos > at) out.push(seg(at, pos, 'prose'));
    out.push(seg(pos, stop, 'comment'));
    at = stop;
  }
  if (at < end) out.push(seg(at, end, 'prose'));
}

/**
 * The line around `offset`, clipped to `radius` characters on each side, so that
 * per-finding context checks stay cheap on minified one-line files.
 */
export function nearLine(text: string, offset: number, radius = 400): [number, number] {
  const from = Math.max(0, offset - radius);
  const back = text.slice(from, offset).lastIndexOf('\n');
  const ls = back < 0 ? from : from + back + 1;
  const to = Math.min(text.length, offset + radius);
  const fwd = text.slice(offset, to).indexOf('\n');
  const le = fwd < 0 ? to : offset + fwd;
  return [ls, le];
}

/** Start/end offsets of the line holding `offset`. */
export function lineBounds(text: string, offset: number): [number, number] {
  const s = text.lastIndexOf('\n', offset - 1) + 1;
  let e = text.indexOf('\n', offset);
  if (e < 0) e = text.length;
  return [s, e];
}

/** Anchor start offsets of one tag in a file (the one combined pass runs on first use). */
/** The segment of `sf` holding `offset`, if any. */
export function segmentAt(sf: SentinelFile, offset: number): Segment | undefined {
  let lo = 0;
  let hi = sf.segments.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const s = sf.segments[mid];
    if (offset < s.start) hi = mid - 1;
    else if (offset >= s.end) lo = mid + 1;
    else return s;
  }
  return undefined;
}

export function anchorHits(sf: SentinelFile, tag: Tag): number[] {
  if (!sf.hits) {
    const text = sf.info.text;
    // A licence or lock file is looked at for hidden characters only.
    const scanned = sf.segments.length ? text.length : 0;
    sf.hits = scanAnchors(text, 0, scanned);
    if (scanned < text.length) {
      const hidden = sf.hits[tagIndex('hidden')];
      HIDDEN_CHAR.lastIndex = scanned;
      for (let m = HIDDEN_CHAR.exec(text); m; m = HIDDEN_CHAR.exec(text)) hidden.push(m.index);
    }
  }
  return sf.hits[tagIndex(tag)];
}

/** The characters behind the `hidden` anchors (anchors.ts), for text the automaton skips. */
const HIDDEN_CHAR = /[\u200B-\u200D\u2060-\u2064\uFEFF\u180E\u202A-\u202E\u2066-\u2069\uFE00-\uFE0E\uDB40]/g;

export interface Candidate {
  sf: SentinelFile;
  seg: Segment;
  /** The anchor's offset. */
  pos: number;
  /** The span to examine: by default the anchor's line, clipped to its segment. */
  start: number;
  end: number;
}

export type SpanFn = (text: string, lineStart: number, lineEnd: number, seg: Segment) => [number, number];

/**
 * Places worth a precise look for one tag: the lines (or wider spans, via `span`) that
 * hold one of its anchors, in segments that `accept` allows; each span is visited once.
 */
export function candidates(view: SentinelView, tag: Tag, accept: (sf: SentinelFile, seg: Segment) => boolean, span?: SpanFn): Candidate[] {
  // A list, not a generator: rules walk every candidate, and a generator's step objects were
  // a good part of the scan's garbage.
  const out: Candidate[] = [];
  for (const sf of view.files) {
    if (!sf.segments.length) continue;
    const hits = anchorHits(sf, tag);
    if (!hits.length) continue;
    const text = sf.info.text;
    const segs = sf.segments;
    let j = 0;
    let done = -1;
    for (const pos of hits) {
      if (pos < done) continue;
      while (j < segs.length && segs[j].end <= pos) j++;
      if (j >= segs.length) break;
      const seg = segs[j];
      if (seg.start > pos || !accept(sf, seg)) continue;
      let ls = text.lastIndexOf('\n', pos - 1) + 1;
      let le = text.indexOf('\n', pos);
      if (le < 0 || le > seg.end) le = seg.end;
      if (ls < seg.start) ls = seg.start;
      const [start, end] = span ? span(text, ls, le, seg) : [ls, le];
      done = Math.max(end, pos + 1);
      out.push({ sf, seg, pos, start, end });
    }
  }
  return out;
}

/**
 * Accept every place an instruction to run something can stand: code, prose (inline
 * code and "paste this into Terminal" alike), HTML comments, the frontmatter, data files
 * (a JSON `"command": …`) — everything but a fenced block of detection rules.
 */
export const commands = (_sf: SentinelFile, seg: Segment): boolean => !seg.detector;
/** Accept every scanned region. */
export const anywhere = (): boolean => true;

/** The anchor's line and the next one (prose wraps phrases across lines). */
export const twoLines: SpanFn = (text, ls, le, seg) => {
  if (le >= seg.end) return [ls, le];
  const next = text.indexOf('\n', le + 1);
  return [ls, next < 0 || next > seg.end ? seg.end : next];
};
/**
 * The anchor's line with the one before it when the paragraph goes on across the break, and the one after: a phrase
 * wrapped before its anchor word ("Do not ask" ⏎ "for confirmation before commits") is read whole.
 */
export const aroundLines: SpanFn = (text, ls, le, seg) => {
  const [, end] = twoLines(text, ls, le, seg);
  if (ls <= seg.start) return [ls, end];
  const prev = text.lastIndexOf('\n', ls - 2) + 1;
  return [prev < seg.start || !text.slice(prev, ls - 1).trim() ? ls : prev, end];
};
/**
 * Windows read with the line after them (`twoLines` applied once more to a candidate's window: a sentence that opens at
 * the end of its second line), so that neighbouring windows overlap by a line: a match that starts before the end of one
 * an earlier window of the same file read is that window's. One high-water mark per file and kind, in order of the
 * windows, so a file of thousands of lines stays linear.
 */
export class ReadOnce {
  private readonly reach = new Map<string, number>();
  private key = '';
  private before = -1;
  private upto = -1;
  /** Opens the next window of `key` (a file's path, and a kind of match where a rule reads several). */
  open(key: string): void {
    this.key = key;
    this.before = this.reach.get(key) ?? -1;
    this.upto = this.before;
  }
  /** Whether the match [start, end) is new to this file; it is then read. */
  fresh(start: number, end: number): boolean {
    if (start < this.before) return false;
    if (end > this.upto) this.upto = end;
    return true;
  }
  /** Closes the window opened last. */
  close(): void {
    this.reach.set(this.key, this.upto);
  }
}

/** Extend a line over shell line continuations (`\` at the end), up to 12 lines. */
export const continued: SpanFn = (text, ls, le, seg) => {
  let end = le;
  for (let n = 0; n < 12 && end < seg.end && text.charCodeAt(end - 1) === 0x5c; n++) {
    const next = text.indexOf('\n', end + 1);
    end = next < 0 || next > seg.end ? seg.end : next;
  }
  return [ls, end];
};
