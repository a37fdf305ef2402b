/**
 * How a Sentinel hit becomes a finding: the context decides the severity.
 *
 * Two kinds of rule (after the research notes, §0 and §9):
 * - `artifact` rules (credential values, private keys, hidden characters, an executed
 *   encoded payload, a download run from a bare IP address) mean the same thing however
 *   they are framed; only the rule itself may lower them (a placeholder value, a
 *   `.env.example` file).
 * - `judgment` rules (commands, injection phrases) have a benign population: a warning
 *   in a doc, an example in a security reference. They keep their base severity and
 *   drop to `info` — reported, not counted — only for what stands on the hit's own
 *   code line, or in its own sentence, list item or table row (docs/features.md B5):
 *     · in code: the hit is inside a line comment (command categories), inside a string
 *       that is only printed (`echo "Install: curl … | sh"`), on a line that is itself a
 *       detector (a regex literal, `re.compile(`), or the same line ends in a comment
 *       that marks it a bad example (`curl … | sh  # ❌ never`); a fenced block of
 *       detection rules (```yara, ```sigma …) holds patterns, not commands;
 *     · in prose: a negation or example cue earlier in the same sentence ("never",
 *       "禁止", "e.g.", "such as"; not "don't forget to"), quotation marks around it (not
 *       backticks: inline code is a command), a detector on the line, or a table row
 *       that marks the pattern as bad.
 *   Nothing else lowers a finding: not a heading ("Dangerous patterns"), not a file
 *   name, not a lead-in line above a fence, not a comment elsewhere — the author of a
 *   malicious skill writes those too. HTML comments and the frontmatter are never
 *   lowered: nobody reads them as examples.
 * Rules may also pass their own reason (placeholder, known installer, known API, a
 * package install, an `export`-only rc append, a literal command).
 *
 * Every finding carries `facts: { category, counted, context, reason? }`; `counted` is
 * true exactly when the reported severity is error or warning (see score.ts).
 */
import path from 'node:path';
import { pick } from '../../base/l10n/index.ts';
import type { RuleContext, SentinelCategory, Severity } from '../../rules/types.ts';
import { rangeOf } from '../../skill/text.ts';
import type { SkillDocument } from '../../skill/types.ts';
import { walkCode } from './code-text.ts';
import { DOC_HOST_IN_TEXT } from './hosts.ts';
import { nearLine, type Lang, type Segment, type SentinelFile } from './view.ts';

export type Reason =
  | 'comment'
  | 'printed'
  | 'bad-example'
  | 'example-host'
  | 'negated'
  | 'quoted'
  | 'detector'
  | 'placeholder'
  | 'example-file'
  | 'known-installer'
  | 'local-host'
  | 'known-api'
  | 'package-install'
  | 'config-only'
  | 'literal';

const NOTES: Record<Reason, { en: string; zh: string }> = {
  comment: { en: ' (in a comment: reported, not counted)', zh: '（位于注释中：仅提示，不计分）' },
  printed: { en: ' (only printed as a hint: reported, not counted)', zh: '（仅作为提示文字输出：仅提示，不计分）' },
  'example-host': {
    en: ' (aimed at a documentation host such as attacker.com or example.com: reported, not counted)',
    zh: '（目标为 attacker.com、example.com 等示例主机：仅提示，不计分）',
  },
  'bad-example': { en: ' (marked as a bad example: reported, not counted)', zh: '（已标注为反例：仅提示，不计分）' },
  negated: { en: ' (negated or cited as an example: reported, not counted)', zh: '（处于否定或举例语境：仅提示，不计分）' },
  quoted: { en: ' (quoted as an example: reported, not counted)', zh: '（以引号举例：仅提示，不计分）' },
  detector: { en: ' (part of a detection pattern: reported, not counted)', zh: '（属于检测规则本身：仅提示，不计分）' },
  placeholder: { en: ' (looks like a placeholder: reported, not counted)', zh: '（看起来是占位符：仅提示，不计分）' },
  'example-file': { en: ' (in an example/template file: reported, not counted)', zh: '（位于示例/模板文件：仅提示，不计分）' },
  'known-installer': { en: ' (a well-known installer over HTTPS: reported, not counted)', zh: '（知名安装脚本且使用 HTTPS：仅提示，不计分）' },
  'local-host': { en: ' (from this machine or its local network: reported, not counted)', zh: '（来自本机或局域网：仅提示，不计分）' },
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
  /**
   * A judgment hit whose shape is itself the evidence (a download run from a bare IP):
   * only what makes the line not run — a line comment, a printed string, a detector's
   * pattern string in code — lowers it; cue words in prose or a "# bad" remark do not.
   */
  strict?: boolean;
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
  const reason =
    hit.reason ??
    (hit.kind === 'judgment'
      ? (judgmentReason(hit.sf, hit.seg, hit.start, hit.category, hit.strict) ?? (hit.strict ? undefined : exampleHostReason(hit, ctx)))
      : undefined);
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
  switch (seg.kind) {
    case 'frontmatter':
      return 'frontmatter';
    case 'code':
      return 'code-block';
    case 'comment':
      return 'html-comment';
    default:
      return seg.kind;
  }
}

/** Why a judgment hit is not counted, or undefined when it is real. */
export function judgmentReason(sf: SentinelFile, seg: Segment, start: number, category: SentinelCategory, strict = false): Reason | undefined {
  if (seg.kind === 'comment' || seg.kind === 'frontmatter') return undefined;
  const text = sf.info.text;
  const [ls, le] = nearLine(text, start);
  const before = text.slice(ls, start);
  const line = text.slice(ls, le);
  const command = COMMAND_CATEGORIES.has(category);
  if (seg.kind === 'code') {
    if (seg.detector) return 'detector';
    // An injection phrase in a fenced sample of a reference document is shown, not said.
    if (!strict && category === 'prompt-injection' && sf.role === 'markdown') return 'quoted';
    const lang = sf.role === 'script' ? sf.lang : seg.lang;
    const c = commentStart(line, lang);
    if (command && c >= 0 && ls + c <= start) return 'comment';
    if (!strict && c >= 0 && BAD_MARKER.test(line.slice(c))) return 'bad-example';
    if (command && isPrinted(before, lang)) return 'printed';
    if (isDetector(line, before, lang)) return 'detector';
    return undefined;
  }
  if (strict) return undefined;
  // prose and data files: the hit's own sentence, list item or table row
  if (/^\s*\|/.test(line) && (BAD_MARKER.test(line) || SEVERITY_CELL.test(line))) return 'bad-example';
  const clause = before.slice(clauseStart(before));
  if (EXAMPLE_CUE.test(clause)) return 'negated';
  // "… `curl … | bash` pattern in every attack": the sentence names what it shows.
  if (namesAttack(sentenceAfter(text.slice(start, le)))) return 'negated';
  // A JSON value written in prose (`{"command": "curl … | sh"}`) is configuration, not a quotation.
  if (seg.kind === 'prose' && inQuotes(outsideInlineCode(clause), false) && !JSON_VALUE.test(clause)) return 'quoted';
  if (DETECTOR.test(line)) return 'detector';
  return undefined;
}

/**
 * Hosts that exist only in documentation: RFC 2606/6761 names and the security
 * literature's stand-ins (attacker.com, evil.com …). A command aimed at one of them is a
 * teaching example in a reference document; a live dropper needs a host that answers.
 */
const EXAMPLE_HOST = new RegExp(String.raw`\battacker(?:'s)?[-_ ](?:public[-_ ])?(?:key|host|server|ip|domain|controlled)\b|${DOC_HOST_IN_TEXT.source}`, 'i');

function exampleHostReason(hit: Hit, ctx: RuleContext): Reason | undefined {
  // Only in reference documents: a script runs whatever host it names, and SKILL.md is
  // what the agent follows — and so is a reference SKILL.md orders it to follow ("Follow
  // `references/setup.md`"): that one is a set of steps, not a write-up of an attack.
  if (!COMMAND_CATEGORIES.has(hit.category) || hit.sf.role !== 'markdown') return undefined;
  if (orderedToFollow(ctx.doc, hit.sf.file.path)) return undefined;
  const [ls, le] = nearLine(hit.sf.info.text, hit.start);
  return EXAMPLE_HOST.test(hit.sf.info.text.slice(ls, Math.max(le, hit.end))) ? 'example-host' : undefined;
}

/** A SKILL.md sentence that tells the agent to follow, run or complete the steps of `file`. */
const FOLLOW_VERB = /(?:^|[^A-Za-z])(?:follow|run|execute|complete|perform|apply|do|carry out|go through)\b|按照|照着|参照|执行|运行|完成/i;
const followed = new WeakMap<SkillDocument, Map<string, boolean>>();

export function orderedToFollow(doc: SkillDocument, file: string): boolean {
  if (file === (doc.skillFileName ?? 'SKILL.md')) return false;
  let byFile = followed.get(doc);
  if (!byFile) followed.set(doc, (byFile = new Map()));
  const known = byFile.get(file);
  if (known !== undefined) return known;
  const text = doc.skillFile?.text?.text ?? '';
  let yes = false;
  if (text.includes(file) || text.includes(path.posix.basename(file))) {
    for (const line of text.split('\n')) {
      if (!line.includes(file) && !line.includes(path.posix.basename(file))) continue;
      const before = line.slice(0, Math.max(line.indexOf(file), line.indexOf(path.posix.basename(file))));
      if (FOLLOW_VERB.test(before) && !/\b(?:never|don't|do not|not)\b|不要|禁止/i.test(before)) {
        yes = true;
        break;
      }
    }
  }
  byFile.set(file, yes);
  return yes;
}

/** The hit opens a JSON string value: `"key": "` right before it, the quote still open. */
const JSON_VALUE = /"[\w.$-]+"\s*:\s*"[^"]*$/;

/** A table cell that rates a pattern ("| Critical |", "| 高 |"): a row of a pattern catalogue. */
const SEVERITY_CELL = /\|\s*(?:\*\*)?(?:critical|high|medium|low|严重|高危?|中危?|低危?)(?:\*\*)?\s*\|/i;

/** Words after a hit, in its sentence, that say it describes an attack. */
const ATTACK_AFTER =
  /\b(?:attacks?|attackers?|payloads?|malicious|malware|exploits?|exploited|exploiting|exploitation|backdoors?|exfiltration|exfiltrates|exfiltrated|exfiltrating)\b|攻击|恶意/gi;
/**
 * The attack word is itself negated ("this is not malicious", "no attack here", 并非恶意):
 * an author's reassurance, not a description of an attack. The imperative "exfiltrate" is
 * an instruction, so it is not in ATTACK_AFTER at all.
 */
const NEGATED_ATTACK =
  /(?:\b(?:not|no|never|nothing|isn'?t|aren'?t|wasn'?t|without|non)\b[\s-]+(?:(?:an?|any|at\s+all|really|actually|remotely|a\s+real)\s+)?|(?:不是|并非|并不|没有|无|非)\s*)$/i;

/** Whether the rest of the sentence names an attack (a negated attack word does not). */
function namesAttack(rest: string): boolean {
  ATTACK_AFTER.lastIndex = 0;
  for (let m = ATTACK_AFTER.exec(rest); m; m = ATTACK_AFTER.exec(rest)) {
    if (!NEGATED_ATTACK.test(rest.slice(Math.max(0, m.index - 30), m.index))) return true;
  }
  return false;
}

/** The rest of the hit's sentence (the hit's own text first). */
function sentenceAfter(rest: string): string {
  SENTENCE_END.lastIndex = 0;
  const m = SENTENCE_END.exec(rest);
  return m ? rest.slice(0, m.index) : rest;
}

/** The text with inline code spans removed, and cut at a span left open (the hit's own). */
function outsideInlineCode(text: string): string {
  const closed = text.replace(/`[^`\n]*`/g, '');
  const open = closed.indexOf('`');
  return open < 0 ? closed : closed.slice(0, open);
}

/** Sentence ends ("." etc. before a space, not in "e.g. "), Chinese full stops and semicolons. */
const SENTENCE_END = /(?<!\b(?:e\.g|i\.e|etc|vs|cf|eg|ie|[A-Z]))[.!?](?=\s+\S)|[。！？；]/g;

/** Offset in `before` (the line up to the hit) where the hit's own sentence starts. */
export function clauseStart(before: string): number {
  let cut = 0;
  SENTENCE_END.lastIndex = 0;
  for (let m = SENTENCE_END.exec(before); m; m = SENTENCE_END.exec(before)) cut = m.index + m[0].length;
  return cut;
}

/** Negation, prohibition or example cues before a hit in the same sentence. */
export const EXAMPLE_CUE =
  /\b(?:e\.g\.|i\.e\.|example:)|\b(?:(?:never|don'?t|do\s+not)(?!\s+(?:forget|hesitate|skip|miss|fail|neglect|wait|worry))|does\s+not|must\s+not|mustn'?t|should\s+not|shouldn'?t|cannot|can'?t|won'?t|avoid|refuse|reject|block|detect(?:s|ing|ion)|flag(?:s|ged|ging)?|watch\s+(?:out\s+)?for|beware|prohibit\w*|forbid\w*|for\s+example|for\s+instance|such\s+as|attackers?|adversar(?:y|ies)|payloads?|malicious|malware|exploit\w*|theft|steal\w*|exfiltrat\w*|backdoors?|vulnerab\w*|IOCs?)\b|❌|🚫|⛔|禁止|不要|切勿|严禁|不得|不可|拒绝|警惕|识别|检测|例如|比如|诸如|举例|攻击者|恶意/i;

/** A comment on the hit's own code line, or a table row, that marks it a bad example. */
export const BAD_MARKER =
  /❌|✗|✘|🚫|⛔|\bFLAG:|\b(?:bad|wrong|incorrect|avoid|never|don'?t|do not|insecure|unsafe|vulnerable|vulnerability|dangerous|malicious|attack\w*|evil|exploit\w*|anti-?pattern|noncompliant|non-compliant|exfiltrat\w*|backdoor|steal\w*|injection|high[- ]risk|red flag|detect\w*|flag(?:ged)?)\b|错误|反例|不要|禁止|切勿|严禁|危险|恶意|攻击|漏洞|高危|检测/i;

/** Lines that are detectors themselves: regex literals, pattern tables in code. */
const DETECTOR =
  /\\[sbdwS][+*?{]|\(\?[imsxu]+\)|\[\^|\bre\.(?:compile|search|match|findall|finditer|sub|fullmatch)\s*\(|\bnew\s+RegExp\b|\bRegExp\s*\(|\bregexp?\b|\bPATTERNS?\b|\bpatterns?\s*[:=]/;

/** `echo "…"`, `print(f"…")`, `err "…"`, `console.log('…')` with the hit inside the string. */
const PRINTED_LEAD =
  /^\s*(?:[>&\d]*\s*)?[\w$.]*(?:echo|printf|print|puts|say|warn|err|error|die|fail|info|note|hint|log|msg|usage|Write-Host|Write-Output|Write-Warning|Write-Error)\w*\s*\(?\s*[frbu]{0,2}["'`]/i;

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

/**
 * Whether the text before a hit (same line) leaves a quotation open; backticks count
 * in code (a template string) but not in prose, where they mark inline code.
 */
export function inQuotes(before: string, backticks = true): boolean {
  if (odd(before, '"') || (backticks && odd(before, '`'))) return true;
  const pairs: Array<[string, string]> = [
    ['“', '”'],
    ['「', '」'],
    ['『', '』'],
    ['‘', '’'],
    ['《', '》'],
  ];
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
  const found = walkCode(line, 0, (ch, i) => {
    const prevSpace = i === 0 || line[i - 1] === ' ' || line[i - 1] === '\t';
    if (hash && ch === '#' && prevSpace && line[i + 1] !== '!' && line[i + 1] !== '{') return i;
    if (slashes && ch === '/' && (line[i + 1] === '/' || line[i + 1] === '*') && prevSpace) return i;
    if (slashes && ch === '*' && /^\s*$/.test(line.slice(0, i))) return i;
    return undefined;
  });
  return found ?? -1;
}

/** Whether `offset` lies inside a line comment of a script. */
export function inLineComment(text: string, offset: number, lang: Lang): boolean {
  const [ls, le] = nearLine(text, offset);
  const c = commentStart(text.slice(ls, le), lang);
  return c >= 0 && ls + c <= offset;
}

/** Redact a secret for display: first four characters and an ellipsis. */
export function redact(secret: string): string {
  return secret.length <= 4 ? '…' : `${secret.slice(0, 4)}…`;
}
