/**
 * How a Sentinel hit becomes a finding: the context decides the severity.
 *
 * Two kinds of rule (after the research notes, §0 and §9):
 * - `artifact` rules (credential values, private keys, hidden characters) mean the same
 *   thing however they are framed; only the rule itself may lower them (a placeholder
 *   value, a `.env.example` file).
 * - `judgment` rules (commands, injection phrases) have a benign population: a warning
 *   in a doc, an example in a security reference. They keep their base severity in
 *   executable places (scripts, Markdown code blocks) and drop to `info` — reported,
 *   not counted — when the hit is:
 *     · in a line comment (scripts and fenced blocks; command categories only), or
 *       inside a string that is only printed (`echo "Install: curl … | sh"`);
 *     · in a Markdown section or file that documents attacks (see view.ts);
 *     · in a fenced block introduced as a bad example ("❌ 错误做法"), or under a
 *       `# VULNERABLE` / `# 绝对不要` comment in that block, or with such a comment on the line;
 *     · in prose, after a negation or example cue on the same line ("never", "禁止",
 *       "e.g.", "such as") or inside quotes;
 *     · on a line that is itself a detector (a regex literal, `re.compile(`), or in a
 *       fenced block of detection rules (```yara, ```sigma …).
 *   HTML comments and the frontmatter are never lowered: nobody reads them as examples.
 *   Every modifier is scoped to the line, the block or the heading section of the hit —
 *   never to a whole skill — so cover text elsewhere cannot hide a finding.
 * Rules may also pass their own reason (placeholder, known installer, known API, a
 * package install, an `export`-only rc append, a literal command).
 *
 * Every finding carries `facts: { category, counted, context, reason? }`; `counted` is
 * true exactly when the reported severity is error or warning (see score.ts).
 */
import { pick } from '../../l10n/index.ts';
import type { RuleContext, SentinelCategory, Severity } from '../../rules/types.ts';
import { rangeOf } from '../../skill/text.ts';
import { BAD_MARKER, GOOD_MARKER, nearLine, type Lang, type Segment, type SentinelFile } from './view.ts';

export type Reason =
  | 'comment'
  | 'printed'
  | 'attack-doc'
  | 'bad-example'
  | 'negated'
  | 'quoted'
  | 'detector'
  | 'placeholder'
  | 'example-file'
  | 'known-installer'
  | 'known-api'
  | 'package-install'
  | 'config-only'
  | 'literal';

const NOTES: Record<Reason, { en: string; zh: string }> = {
  comment: { en: ' (in a comment: reported, not counted)', zh: '（位于注释中：仅提示，不计分）' },
  printed: { en: ' (only printed as a hint: reported, not counted)', zh: '（仅作为提示文字输出：仅提示，不计分）' },
  'attack-doc': { en: ' (in a section that documents attack patterns: reported, not counted)', zh: '（位于记录攻击模式的章节：仅提示，不计分）' },
  'bad-example': { en: ' (marked as a bad example: reported, not counted)', zh: '（已标注为反例：仅提示，不计分）' },
  negated: { en: ' (negated or cited as an example: reported, not counted)', zh: '（处于否定或举例语境：仅提示，不计分）' },
  quoted: { en: ' (quoted as an example: reported, not counted)', zh: '（以引号举例：仅提示，不计分）' },
  detector: { en: ' (part of a detection pattern: reported, not counted)', zh: '（属于检测规则本身：仅提示，不计分）' },
  placeholder: { en: ' (looks like a placeholder: reported, not counted)', zh: '（看起来是占位符：仅提示，不计分）' },
  'example-file': { en: ' (in an example/template file: reported, not counted)', zh: '（位于示例/模板文件：仅提示，不计分）' },
  'known-installer': { en: ' (a well-known installer over HTTPS: reported, not counted)', zh: '（知名安装脚本且使用 HTTPS：仅提示，不计分）' },
  'known-api': { en: ' (to the documented API of a well-known service: reported, not counted)', zh: '（发往知名服务的官方 API：仅提示，不计分）' },
  'package-install': { en: ' (a package-manager install: reported, not counted)', zh: '（包管理器安装命令：仅提示，不计分）' },
  'config-only': { en: ' (only sets an environment variable: reported, not counted)', zh: '（仅设置环境变量：仅提示，不计分）' },
  literal: { en: ' (the command is a fixed literal: reported, not counted)', zh: '（命令为固定字面量：仅提示，不计分）' },
};

const COMMAND_CATEGORIES = new Set<SentinelCategory>(['malicious-command', 'exfiltration', 'privilege-escalation']);

export interface Hit {
  sf: SentinelFile;
  seg: Segment;
  /** Offsets into the file text, [start, end). */
  start: number;
  end: number;
  messageId: string;
  data?: Record<string, string | number>;
  /** Severity where the hit is real (a script, a code block). */
  base: Severity;
  kind: 'judgment' | 'artifact';
  category: SentinelCategory;
  /** A downgrade decided by the rule itself (placeholder value, literal command …). */
  reason?: Reason;
  facts?: Record<string, string | number | boolean>;
}

/** At most this many findings per rule and file (a minified file can hold thousands). */
export const MAX_PER_FILE = 200;
const emitted = new WeakMap<RuleContext, Map<string, number>>();

/** Report a hit with its context-dependent severity and the sub-score facts. */
export function emit(ctx: RuleContext, hit: Hit): void {
  let perFile = emitted.get(ctx);
  if (!perFile) emitted.set(ctx, (perFile = new Map()));
  const n = perFile.get(hit.sf.file.path) ?? 0;
  if (n >= MAX_PER_FILE) return;
  perFile.set(hit.sf.file.path, n + 1);
  const reason = hit.reason ?? (hit.kind === 'judgment' ? judgmentReason(hit.sf, hit.seg, hit.start, hit.category) : undefined);
  const severity: Severity = reason ? 'info' : hit.base;
  const facts: Record<string, string | number | boolean> = {
    ...hit.facts,
    category: hit.category,
    counted: severity !== 'info',
    context: contextLabel(hit.sf, hit.seg, hit.start),
  };
  if (reason) facts.reason = reason;
  ctx.report({
    messageId: hit.messageId,
    data: { ...hit.data, note: reason ? pick(NOTES[reason], ctx.locale) : '' },
    file: hit.sf.file.path,
    range: rangeOf(hit.sf.info, hit.start, hit.end),
    severity,
    category: hit.category,
    facts,
  });
}

export function contextLabel(sf: SentinelFile, seg: Segment, offset: number): string {
  if (sf.role === 'script') return inLineComment(sf.info.text, offset, sf.lang) ? 'script-comment' : 'script';
  if (sf.role === 'skill') return seg.kind === 'frontmatter' ? 'frontmatter' : 'skill-body';
  switch (seg.kind) {
    case 'code':
      return 'code-block';
    case 'comment':
      return 'html-comment';
    default:
      return seg.kind;
  }
}

/** Why a judgment hit is not counted, or undefined when it is real. */
export function judgmentReason(sf: SentinelFile, seg: Segment, start: number, category: SentinelCategory): Reason | undefined {
  const text = sf.info.text;
  const [ls, le] = nearLine(text, start);
  const before = text.slice(ls, start);
  const line = text.slice(ls, le);
  const command = COMMAND_CATEGORIES.has(category);
  if (sf.role === 'script') {
    if (command && inLineComment(text, start, sf.lang)) return 'comment';
    if (command && isPrinted(before, sf.lang)) return 'printed';
    if (isDetector(line, before, sf.lang)) return 'detector';
    return undefined;
  }
  if (seg.kind === 'comment' || seg.kind === 'frontmatter') return undefined;
  if (seg.attack) return 'attack-doc';
  if (seg.kind === 'code') {
    if (seg.detector) return 'detector';
    if (seg.badExample || badCommentAbove(text, seg, ls)) return 'bad-example';
    const c = commentStart(line, seg.lang);
    if (c >= 0 && BAD_MARKER.test(line.slice(c))) return 'bad-example';
    if (command && c >= 0 && ls + c <= start) return 'comment';
    if (command && isPrinted(before, seg.lang)) return 'printed';
    if (isDetector(line, before, seg.lang)) return 'detector';
    return undefined;
  }
  // prose and data files
  const near = before.slice(-160);
  if (EXAMPLE_CUE.test(near)) return 'negated';
  if (seg.kind === 'prose' && inQuotes(before)) return 'quoted';
  if (DETECTOR.test(line)) return 'detector';
  return undefined;
}

/** Negation, prohibition or example cues before a hit on the same line. */
export const EXAMPLE_CUE =
  /\b(?:never|don'?t|do\s+not|does\s+not|must\s+not|mustn'?t|should\s+not|shouldn'?t|cannot|can'?t|won'?t|avoid|refuse|reject|block|detect(?:s|ed|ing|ion)?|flag(?:s|ged|ging)?|watch\s+(?:out\s+)?for|beware|prohibit\w*|forbid\w*|e\.g\.|i\.e\.|for\s+example|for\s+instance|such\s+as|example:)|❌|🚫|⛔|禁止|不要|切勿|严禁|不得|不可|拒绝|警惕|识别|检测|例如|比如|诸如|举例/i;

/** Lines that are detectors themselves: regex literals, pattern tables in code. */
const DETECTOR = /\\[sbdwS][+*?{]|\(\?[imsxu]+\)|\[\^|\bre\.(?:compile|search|match|findall|finditer|sub|fullmatch)\s*\(|\bnew\s+RegExp\b|\bRegExp\s*\(|\bregexp?\b|\bPATTERNS?\b|\bpatterns?\s*[:=]/;

/** `echo "…"`, `print(f"…")`, `err "…"`, `console.log('…')` with the hit inside the string. */
const PRINTED_LEAD = /^\s*(?:[>&\d]*\s*)?[\w$.]*(?:echo|printf|print|puts|say|warn|err|error|die|fail|info|note|hint|log|msg|usage|Write-Host|Write-Output|Write-Warning|Write-Error)\w*\s*\(?\s*[frbu]{0,2}["'`]/i;

function isPrinted(before: string, lang: Lang): boolean {
  if (!PRINTED_LEAD.test(before)) return false;
  // `echo "$(curl … | sh)"` runs the substitution: not a mere message.
  if (before.includes('$(') || ((lang === 'sh' || lang === 'any') && before.includes('`'))) return false;
  return odd(before, '"') || odd(before, "'") || odd(before, '`');
}

/**
 * In code, a hit is part of a detector only when it sits inside a string literal on a
 * line that builds a pattern (a trailing `# regex` comment is not enough: the test runs
 * on the code before any comment).
 */
function isDetector(line: string, before: string, lang: Lang): boolean {
  if (!inQuotes(before) && !odd(before, "'")) return false;
  const c = commentStart(line, lang);
  return DETECTOR.test(c >= 0 ? line.slice(0, c) : line);
}

function odd(s: string, ch: string): boolean {
  let n = 0;
  for (let i = s.indexOf(ch); i >= 0; i = s.indexOf(ch, i + 1)) if (s[i - 1] !== '\\') n++;
  return n % 2 === 1;
}

/** Whether the text before a hit (same line) leaves a quotation open. */
export function inQuotes(before: string): boolean {
  if (odd(before, '"') || odd(before, '`')) return true;
  const pairs: Array<[string, string]> = [['“', '”'], ['「', '」'], ['『', '』'], ['‘', '’'], ['《', '》']];
  return pairs.some(([o, c]) => before.lastIndexOf(o) > before.lastIndexOf(c));
}

/**
 * Column (0-based, in `line`) where a line comment starts, or -1. `#` counts at the
 * start of the line or after whitespace outside quotes; `//` likewise for JS-like code;
 * `REM`/`::` for batch files.
 */
export function commentStart(line: string, lang: Lang): number {
  const hash = lang === 'sh' || lang === 'py' || lang === 'ps' || lang === 'other' || lang === 'any';
  const slashes = lang === 'js' || lang === 'other' || lang === 'any';
  if (lang === 'bat') return /^\s*(?:@?rem\b|::)/i.test(line) ? 0 : -1;
  let quote = '';
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quote) {
      if (ch === '\\') i++;
      else if (ch === quote) quote = '';
      continue;
    }
    if (ch === '"' || ch === "'" || ch === '`') {
      quote = ch;
      continue;
    }
    const prevSpace = i === 0 || line[i - 1] === ' ' || line[i - 1] === '\t';
    if (hash && ch === '#' && prevSpace && line[i + 1] !== '!' && line[i + 1] !== '{') return i;
    if (slashes && ch === '/' && line[i + 1] === '/' && prevSpace) return i;
    if (slashes && ch === '/' && line[i + 1] === '*' && prevSpace) return i;
    if (slashes && ch === '*' && /^\s*$/.test(line.slice(0, i))) return i;
  }
  return -1;
}

/** Whether `offset` lies inside a line comment of a script. */
export function inLineComment(text: string, offset: number, lang: Lang): boolean {
  const [ls, le] = nearLine(text, offset);
  const c = commentStart(text.slice(ls, le), lang);
  return c >= 0 && ls + c <= offset;
}

/**
 * In a fenced block: a comment line above the hit that marks a bad example
 * ("# VULNERABLE:", "// ❌", "# 绝对不要这样做！"); a "# SAFE:" / "✅" comment in between
 * ends it. Security references alternate such blocks inside one fence.
 */
function badCommentAbove(text: string, seg: Segment, lineStart: number): boolean {
  let e = lineStart - 1;
  for (let n = 0; n < 40 && e > seg.start; n++) {
    const s = text.lastIndexOf('\n', e - 1) + 1;
    const line = text.slice(s, e);
    const c = commentStart(line, seg.lang);
    if (c >= 0 && !line.slice(0, c).trim()) {
      const body = line.slice(c);
      if (BAD_MARKER.test(body)) return true;
      if (GOOD_MARKER.test(body)) return false;
    }
    e = s - 1;
  }
  return false;
}

/** Redact a secret for display: first four characters and an ellipsis. */
export function redact(secret: string): string {
  return secret.length <= 4 ? '…' : `${secret.slice(0, 4)}…`;
}
