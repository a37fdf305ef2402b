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
 *     · in prose: a negation or example cue earlier in the same sentence — read across
 *       line breaks ("never", "禁止", "别", "e.g.", "such as", "如 `…`", "things like";
 *       not "don't forget to"), quotation marks around it (not backticks: inline code is
 *       a command), a detector on the line, or a table row that marks the pattern as bad
 *       (also by its column header: "| Don't | Do instead |"). For commands, a prohibition
 *       covers its whole list item or table row ("- **Never run `rm -rf /`** — …\n  a
 *       stray space turns `rm -rf ~/ x` …"), a list whose lead-in or heading prohibits
 *       running ("Never do these", "## 禁止事项"), and a prohibition after the hit that
 *       is not preceded by an order ("…（如 `rm -rf /`）只是检测特征，绝对不要执行").
 *   Detection content (`detectionContent`): data describing what a scanner looks for —
 *   a string or regex element of a data structure (`SIGNATURES`, `RULES`, `HUNTS=(…)`),
 *   a search pattern (`grep -E '…'`), a rule-table value in YAML/JSON/TOML, a table row
 *   or list item naming a pattern — in a detection file, section or scanner skill, is
 *   info; a step that runs never is (a shell line, a `run:`/`command:` key, a table the
 *   script runs with `os.system(p)`, anything under `## Setup`/`## Usage`, an item that
 *   says "run"), so a skill that merely claims to be a scanner keeps its real steps.
 *   Nothing else lowers a finding: not a heading on a fenced command, not a file name
 *   on a script line, not a lead-in line above a fence, not a comment elsewhere — the
 *   author of a malicious skill writes those too. HTML comments and the frontmatter are
 *   never lowered: nobody reads them as examples.
 *   Also detection content: a scanner's test asserting on a sample (`assert match("curl … | sh")`
 *   in a test file), a code or data file in a folder named for rules (`rules/default.toml`), a
 *   sample in a scanner skill's test fixtures that no file outside the tests names
 *   (`fixtureReason`), and an executed encoded payload written as a table element (an
 *   artifact, `artifactDetectionReason`: the table is data wherever the payload is).
 * Evidence (`evidenceReason`): a command quoted in a write-up of an attack — a reference
 * document (not SKILL.md, not a script) SKILL.md never orders followed, whose head reports an
 * attack or whose hosts are defanged — under a "How it worked / IOCs / 样本分析" heading, in a
 * block labelled as the attacker's ("# DO NOT RUN — quoted from …"), or on a defanged line; an
 * artifact or `strict` hit there needs the label, a defanged host or past-tense narration
 * ("The skill contained:"), and a setup section or an order to run keeps the hit.
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
import {
  DETECTION_NAMES,
  DETECTION_WORDS,
  detectionFile,
  nearLine,
  runsData,
  runsText,
  sentinelView,
  type Lang,
  type Segment,
  type SentinelFile,
  type SentinelView,
} from './view.ts';

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
  | 'literal'
  | 'evidence';

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
  evidence: { en: ' (quoted as evidence in an attack write-up: reported, not counted)', zh: '（作为攻击分析报告中的证据引用：仅提示，不计分）' },
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
      ? (judgmentReason(hit.sf, hit.seg, hit.start, hit.category, hit.strict, sentinelView(ctx.doc)) ?? (hit.strict ? undefined : exampleHostReason(hit, ctx)))
      : undefined) ??
    artifactDetectionReason(hit, ctx) ??
    fixtureReason(hit, ctx) ??
    evidenceReason(hit, ctx);
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

/**
 * Why a judgment hit is not counted, or undefined when it is real. With `view`, a hit in
 * a scanner's own list of what it detects is lowered too (`detectionContent`).
 */
export function judgmentReason(
  sf: SentinelFile,
  seg: Segment,
  start: number,
  category: SentinelCategory,
  strict = false,
  view?: SentinelView,
): Reason | undefined {
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
    if (command && isPrinted(before, lang, text.slice(start, le))) return 'printed';
    if (isDetector(line, before, lang)) return 'detector';
    if (view && detectionContent(sf, seg, start, strict, view, command)) return 'detector';
    return undefined;
  }
  if (strict) return view && detectionContent(sf, seg, start, strict, view, command) ? 'detector' : undefined;
  // prose and data files: the hit's own sentence, list item or table row — across line breaks
  if (/^\s*\|/.test(line) && (BAD_MARKER.test(line) || SEVERITY_CELL.test(line))) return 'bad-example';
  // A table column headed as the wrong way ("| Don't | Do instead |", "| 错误做法 | 正确做法 |").
  if (/^\s*\|/.test(line) && BAD_HEADER.test(headerCell(text, ls, start, seg.start))) return 'bad-example';
  const lineClause = before.slice(clauseStart(before));
  const [us, unit] = seg.kind === 'prose' ? unitStart(text, ls, seg.start) : [ls, 'para' as const];
  const lead = text.slice(Math.max(seg.start, us), start);
  // (a full stop right before the hit ends the previous sentence: the hit's own text follows it)
  const clause = lead.slice(clauseStart(`${lead}x`));
  if (EXAMPLE_CUE.test(clause) || SEARCHED_FOR.test(clause)) return 'negated';
  // A prohibition covers its whole list item or table row ("- **Never run `rm -rf /`** — … `rm -rf ~/ x` …"),
  // and a list whose lead-in or heading prohibits ("Never do these:", "## 禁止事项").
  // (only for commands: "- Never use the ask tool; …" is itself what an injection says)
  if (command && unit === 'item' && ITEM_PROHIBIT.test(lead)) return 'negated';
  if (command && unit === 'row' && PROHIBIT.test(lead)) return 'negated';
  if (command && seg.kind === 'prose' && (unit === 'item' || unit === 'row')) {
    const heading = sectionHeading(text, seg);
    const above = leadIn(text, us, seg.start);
    if (PROHIBIT.test(heading) || (/[:：]\s*$/.test(above) && PROHIBIT.test(above))) return 'negated';
  }
  // "… `curl … | bash` pattern in every attack": the sentence names what it shows.
  const rest = sentenceAfter(text.slice(start, unit === 'row' ? le : unitEnd(text, start, seg.end)));
  if (namesAttack(rest)) return 'negated';
  // "… `rm -rf /` … 只是检测特征，绝对不要执行": a prohibition of running it, after it (not after an order to run).
  if (command && AFTER_PROHIBIT.test(rest) && !RUN_VERB.test(outsideInlineCode(clause))) return 'negated';
  // A JSON value written in prose (`{"command": "curl … | sh"}`) is configuration, not a quotation.
  if (seg.kind === 'prose' && inQuotes(outsideInlineCode(lineClause), false) && !JSON_VALUE.test(lineClause)) return 'quoted';
  if (DETECTOR.test(line)) return 'detector';
  if (view && detectionContent(sf, seg, start, strict, view, command)) return 'detector';
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

// ---- evidence: a command quoted in a write-up of an attack ------------------------------

/**
 * The head of a document that reports an attack (an incident write-up, a malware analysis,
 * an advisory), or defanged hosts anywhere in it (`hxxp://`, `evil[.]com`): the convention
 * of analysts, who make quoted indicators unrunnable on purpose.
 */
const WRITEUP_HEAD =
  /\b(?:incidents?|post-?mortems?|write-?ups?|analysis|case\s+study|advisory|threat\s+(?:report|intel\w*)|campaigns?|indicators\s+of\s+compromise|IOCs?|malware|droppers?|infostealers?|forensics?|root\s+cause)\b|安全事件|事件报告|复盘|样本分析|恶意样本|分析报告|通报|溯源|取证/i;
/** A defanged URL or host: `hxxp://`, `evil[.]com`, `1.2.3[.]4`, `[:]//`, `(dot)`. */
const DEFANGED_HOST = /\w\[\.\]\w|\[:\]\/\/|\w\s?[[(]dot[\])]\s?\w/i;
const DEFANGED = new RegExp(String.raw`\bhxxps?(?::|\[:\])\/\/|${DEFANGED_HOST.source}`, 'i');
/** Headings of the parts of a write-up that show what the attacker did. */
const EVIDENCE_HEADING =
  /\b(?:how\s+(?:it|the\s+\w+)\s+work(?:ed|s)|what\s+(?:it|they|the\s+\w+)\s+did|what\s+happened|evidence|IOCs?|indicators(?:\s+of\s+compromise)?|samples?|payloads?|(?:attack|kill|infection|execution)\s+(?:chain|flow)|stages?\s*\d*|observed|artifacts?|timeline|(?:technical\s+)?analysis|behaviou?r|malicious\s+\w+|attacker'?s?\s+\w+)\b|样本|分析|证据|攻击(?:链|过程|手法|方式|流程)|恶意(?:代码|命令|脚本|行为)|时间线/i;
/** A label in a fence's info string or first line: the block quotes an attacker's text. */
const EVIDENCE_LABEL =
  /\b(?:do\s+not\s+(?:run|execute|copy)|don'?t\s+(?:run|execute)|quoted\s+(?:from|verbatim)|verbatim|defanged|(?:malicious|attacker'?s?|observed|captured|original|recovered)\s+(?:skill|sample|payload|command|line|script|code|dropper)|evidence|IOCs?|malware|malicious)\b|不要(?:运行|执行)|勿(?:运行|执行)|样本|恶意|证据/i;

/**
 * A command quoted in an analysis of an attack is evidence, not a step (issue 28: a write-up's
 * quoted payloads are not "do not install"). Only in a reference document (not SKILL.md, not a
 * script) that SKILL.md never orders the agent to follow, whose head says it reports an attack
 * or whose hosts are defanged, and only for the hit's own evidence: its section is headed as
 * what the attacker did ("How it worked", "IOCs", "样本分析"), its fenced block is labelled as
 * the attacker's ("# DO NOT RUN — quoted from the malicious skill"), or its line names a
 * defanged host. A section about installing or using, or an order to run before the hit,
 * keeps it. A hit whose shape is itself the evidence (an executed encoded payload, a dropper
 * from a bare IP: artifacts and `strict` hits) needs more than a heading: the block's label or
 * a defanged host in the line or in what it decodes to — something that makes it unrunnable
 * or says it is not to be run, so a write-up cannot carry a live step.
 */
function evidenceReason(hit: Hit, ctx: RuleContext): Reason | undefined {
  const { sf, seg } = hit;
  if (!COMMAND_CATEGORIES.has(hit.category) || sf.role !== 'markdown' || (seg.kind !== 'code' && seg.kind !== 'prose')) return undefined;
  const text = sf.info.text;
  // The document's head: its title and opening paragraph, up to the next heading.
  const second = text.slice(0, 600).search(/\n\s{0,3}#{1,6}\s/);
  const head = text.slice(0, second > 0 ? second : 600);
  if (!WRITEUP_HEAD.test(head) && !DEFANGED.test(text)) return undefined;
  if (orderedToFollow(ctx.doc, sf.file.path) || mentionedWithOrder(ctx.doc, sf.file.path)) return undefined;
  const [ls, le] = nearLine(text, hit.start);
  const decoded = typeof hit.facts?.decoded === 'string' ? hit.facts.decoded : '';
  // (a decoded excerpt has its `http` shown as `hxxp` by the rule: only a defanged host counts there)
  const defanged = DEFANGED.test(text.slice(ls, Math.max(le, hit.end))) || DEFANGED_HOST.test(decoded);
  let heading: string;
  let label = false;
  let narrated = false;
  if (seg.kind === 'code') {
    heading = headingAbove(text, sf, seg);
    const fenceLine = text.lastIndexOf('\n', seg.start - 2) + 1;
    narrated = NARRATION.test(
      text
        .slice(Math.max(0, fenceLine - 200), fenceLine)
        .trimEnd()
        .replace(/^[^]*\n\s*\n/, ''),
    );
    const first = text.slice(seg.start, Math.min(seg.end, text.indexOf('\n', seg.start) < 0 ? seg.end : text.indexOf('\n', seg.start)));
    label = EVIDENCE_LABEL.test(fenceInfo(text, seg)) || (/^\s*(?:#|\/\/|--|<!--|REM\b|::)/i.test(first) && EVIDENCE_LABEL.test(first));
  } else {
    heading = sectionHeading(text, seg);
    const [us] = unitStart(text, ls, seg.start);
    const lead = text.slice(Math.max(seg.start, us), hit.start);
    const clause = outsideInlineCode(lead.slice(clauseStart(`${lead}x`)));
    if (!defanged && RUN_VERB.test(clause)) return undefined;
    narrated = NARRATION.test(clause);
  }
  if (STEP_HEADING.test(heading) && !EVIDENCE_HEADING.test(heading) && !defanged && !label) return undefined;
  if (hit.kind === 'artifact' || hit.strict) return defanged || label || (narrated && EVIDENCE_HEADING.test(heading)) ? 'evidence' : undefined;
  return defanged || label || EVIDENCE_HEADING.test(heading) ? 'evidence' : undefined;
}

/** Past-tense narration of what an attacker's text did ("The SKILL.md contained:", "样本曾执行"). */
const NARRATION =
  /\b(?:contained|included|shipped|embedded|ran|executed|downloaded|fetched|dropped|installed|decoded|exfiltrated|uploaded|stole|was|were|had|told|asked|instructed|used|looked\s+like|read\s+as|observed|captured|recovered)\b|曾|当时|被(?:执行|下载|植入)|包含了|执行了|下载了/i;

/**
 * Whether a SKILL.md sentence naming `file` also orders something done with it ("See
 * `references/x.md` and run the sample", "按 `x.md` 执行"), wherever the verb stands.
 */
const FILE_ORDER = /\b(?:follow|run|execute|perform|apply|carry\s+out|paste|install|invoke|launch)\b|按照|照着|执行|运行|安装/i;
const orderMemo = new WeakMap<SkillDocument, Map<string, boolean>>();
function mentionedWithOrder(doc: SkillDocument, file: string): boolean {
  let byFile = orderMemo.get(doc);
  if (!byFile) orderMemo.set(doc, (byFile = new Map()));
  let v = byFile.get(file);
  if (v === undefined) byFile.set(file, (v = orderedNearMention(doc.skillFile?.text?.text ?? '', file)));
  return v;
}

function orderedNearMention(text: string, file: string): boolean {
  const base = path.posix.basename(file);
  for (let at = text.indexOf(base); at >= 0; at = text.indexOf(base, at + base.length)) {
    const ls = Math.max(text.lastIndexOf('\n\n', at), text.lastIndexOf('\n-', at), text.lastIndexOf('\n#', at), 0);
    const ends = /\n\s*\n|\n\s*[-*#]|[.!?](?=\s)|[。！？]/g;
    ends.lastIndex = at + base.length;
    const e = ends.exec(text)?.index ?? text.length;
    const from = clauseStart(text.slice(ls, at));
    const sentence = outsideInlineCode(text.slice(ls + from, at)) + ' ' + outsideInlineCode(text.slice(at + base.length, e).replace(/^[^`\s]*`/, ''));
    if (FILE_ORDER.test(sentence) && !/\b(?:never|don'?t|do not|not)\b|不要|禁止|切勿|勿/i.test(sentence)) return true;
  }
  return false;
}

/**
 * An executed encoded payload (an artifact hit) written as an element of a scanner's own
 * table in code or a rule file (`EXAMPLES = ["echo … | base64 -d | sh"]`) is data describing
 * what to detect, like any command there; in prose it stays what it is.
 */
function artifactDetectionReason(hit: Hit, ctx: RuleContext): Reason | undefined {
  if (hit.kind !== 'artifact' || !COMMAND_CATEGORIES.has(hit.category) || (hit.seg.kind !== 'code' && hit.seg.kind !== 'data')) return undefined;
  return detectionContent(hit.sf, hit.seg, hit.start, true, sentinelView(ctx.doc), true) ? 'detector' : undefined;
}

/** A test-fixture folder: the samples a scanner's tests read (`tests/fixtures/…`, `testdata/…`, `spec/samples/…`). */
const FIXTURE_DIR = /(?:^|\/)(?:(?:tests?|spec|__tests__)\/(?:[\w.-]+\/)*(?:fixtures?|samples?|corpus|cases|data)|testdata|fixtures)\//i;
const fixtureMemo = new WeakMap<SkillDocument, Map<string, boolean>>();

/**
 * A sample in a scanner skill's test fixtures (`tests/fixtures/malicious/SKILL.md`): what the
 * tests feed the detector, never followed — as long as no file outside the tests names it
 * (SKILL.md or a script that could run it), so a fixture folder cannot hide a real step.
 */
function fixtureReason(hit: Hit, ctx: RuleContext): Reason | undefined {
  const file = hit.sf.file.path;
  const annotated = !FIXTURE_DIR.test(file) && TEST_FILE.test(file) && annotatedRuleTest(hit.sf.info.text, hit.start);
  if (!COMMAND_CATEGORIES.has(hit.category) || !(FIXTURE_DIR.test(file) || annotated)) return undefined;
  const view = sentinelView(ctx.doc);
  if (!view.detectionSkill) return undefined;
  let byFile = fixtureMemo.get(ctx.doc);
  if (!byFile) fixtureMemo.set(ctx.doc, (byFile = new Map()));
  // (an annotated rule test may live in a folder the skill describes; only the file itself named elsewhere keeps it counted)
  const key = annotated ? `annotated:${file}` : file;
  let quiet = byFile.get(key);
  if (quiet === undefined) {
    const base = path.posix.basename(file);
    const dir = path.posix.dirname(file);
    quiet = !view.files.some(
      (o) =>
        o.file.path !== file &&
        !TEST_FILE.test(o.file.path) &&
        !FIXTURE_DIR.test(o.file.path) &&
        (o.info.text.includes(base) || (!annotated && o.info.text.includes(dir))),
    );
    byFile.set(key, quiet);
  }
  return quiet ? 'detector' : undefined;
}

/**
 * A line of a rule's test file that the line above marks as an expected match or non-match,
 * the convention of Semgrep, ast-grep and similar tools (`# ruleid: exec-fetched-code`,
 * `// ok: tls-off`): a sample for the detector, not a step.
 */
function annotatedRuleTest(text: string, at: number): boolean {
  const ls = text.lastIndexOf('\n', at - 1) + 1;
  let pe = ls - 1;
  while (pe > 0) {
    const ps = text.lastIndexOf('\n', pe - 1) + 1;
    const prev = text.slice(ps, pe);
    if (prev.trim()) return RULE_TEST_MARK.test(prev);
    pe = ps - 1;
  }
  return false;
}

const RULE_TEST_MARK = /^\s*(?:#|\/\/|--|;|\/\*)\s*(?:ruleid|ok|todoruleid|todook|deepruleid|deepok|expect-match|expect-no-match)\s*:\s*[\w.-]+/i;

/** The heading of the prose region right before a fenced block ('' when none). */
function headingAbove(text: string, sf: SentinelFile, seg: Segment): string {
  let prev: Segment | undefined;
  for (const s of sf.segments) {
    if (s.start >= seg.start) break;
    if (s.kind === 'prose') prev = s;
  }
  return prev ? sectionHeading(text, prev) : '';
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
  /\b(?:e\.g\.|i\.e\.|example:)|\b(?:(?:never|don'?t|do\s+not)(?!\s+(?:forget|hesitate|skip|miss|fail|neglect|wait|worry))|does\s+not|must\s+not|mustn'?t|should\s+not|shouldn'?t|cannot|can'?t|won'?t|avoid|refuse|reject|block|detect(?:s|ing|ion)|flag(?:s|ged|ging)?|watch\s+(?:out\s+)?for|beware|prohibit\w*|forbid\w*|for\s+example|for\s+instance|such\s+as|attackers?|adversar(?:y|ies)|payloads?|malicious|malware|exploit\w*|theft|steal\w*|exfiltrat\w*|backdoors?|vulnerab\w*|IOCs?)\b|\b(?:things|commands?|patterns?|strings?|lines?|calls?|payloads?|snippets?|constructs?|one-liners?|tricks?|shapes?)\s+like\b|\b(?:under\s+no\s+circumstances|refrain\s+from|stay\s+away\s+from|steer\s+clear\s+of)\b|不允许|不能|千万别|❌|🚫|⛔|禁止|不要|切勿|严禁|不得|不可|不用|请勿|勿(?!论)|绝不|不准|避免|(?<![分类识区特级性差告个派组辨鉴])别(?![人的处名称针])|拒绝|警惕|识别|检测|例如|比如|诸如|举例|(?:^|[（(，,、：:\s])如\s*(?=[`「“"'])|攻击者|恶意/i;

/** The hit is what is searched for ("Scanners that only look for `curl | sh`", "grep your history for `…`", "排查 `…`"). */
const SEARCHED_FOR =
  /\b(?:look|search|grep|scan|hunt|watch|check|alert)(?:s|es|ed|ing|ped|ping|ned|ning)?\s+(?:[\w'’.-]+\s+){0,3}?for\s*[`"'“]?$|(?:搜索|查找|排查|检索|留意|注意)\s*[`"'“「]?$/i;

/** A comment on the hit's own code line, or a table row, that marks it a bad example. */
export const BAD_MARKER =
  /❌|✗|✘|🚫|⛔|\bFLAG:|\b(?:bad|wrong|incorrect|avoid|never|don'?t|do not|insecure|unsafe|vulnerable|vulnerability|dangerous|malicious|attack\w*|evil|exploit\w*|anti-?pattern|noncompliant|non-compliant|exfiltrat\w*|backdoor|steal\w*|injection|high[- ]risk|red flag|detect\w*|flag(?:ged)?)\b|错误|反例|不要|禁止|切勿|严禁|危险|恶意|攻击|漏洞|高危|检测/i;

/** Lines that are detectors themselves: regex literals, pattern tables in code. */
const DETECTOR =
  /\\[sbdwS][+*?{]|\(\?[imsxu]+\)|\[\^|\bre\.(?:compile|search|match|findall|finditer|sub|fullmatch)\s*\(|\bnew\s+RegExp\b|\bRegExp\s*\(|\bregexp?\b|\bPATTERNS?\b|\bpatterns?\s*[:=]/;

/** `echo "…"`, `print(f"…")`, `err "…"`, `console.log('…')` with the hit inside the string. */
const PRINTED_LEAD =
  /^\s*(?:[>&\d]*\s*)?[\w$.]*(?:echo|printf|print|puts|say|warn|err|error|die|fail|info|note|hint|log|msg|usage|Write-Host|Write-Output|Write-Warning|Write-Error)\w*\s*\(?\s*[frbu]{0,2}["'`]/i;

function isPrinted(before: string, lang: Lang, after = ''): boolean {
  // The hit's own statement: after the last `;`, `&&`, `||`, `{` outside quotes (`[[ … ]] || { echo "…"; exit 1; }`).
  let from = 0;
  walkCode(before, 0, (ch, i) => {
    if (ch === ';' || ch === '{' || ((ch === '&' || ch === '|') && before[i - 1] === ch)) from = i + 1;
    return undefined;
  });
  if (!PRINTED_LEAD.test(before) && !(from > 0 && PRINTED_LEAD.test(before.slice(from)))) return false;
  // `echo "$(curl … | sh)"` runs the substitution: not a mere message.
  const own = before.slice(from);
  if (own.includes('$(') || ((lang === 'sh' || lang === 'any') && own.includes('`'))) return false;
  const q = odd(before, '"') ? '"' : odd(before, "'") ? "'" : odd(before, '`') ? '`' : '';
  if (!q) return false;
  // The message goes on to a pipe or a file (`(crontab -l; echo "* * * * * curl … | sh") | crontab -`): not printed.
  let close = -1;
  for (let i = 0; i < after.length; i++) {
    if (after[i] === '\\') i++;
    else if (after[i] === q) {
      close = i;
      break;
    }
  }
  return close < 0 || !PIPED_ON.test(after.slice(close + 1));
}

/** After a printed string: its output piped on (not `||`) or written to a file (not stderr, stdout or /dev/null). */
const PIPED_ON = /(?<!\|)\|(?!\|)|(?<![&\d<])>{1,2}(?!\s*&\s*[12]\b|\s*\/dev\/(?:stderr|stdout|tty|null)\b)|\btee\b/;

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

// ---- detection content: a scanner's own lists of what it looks for -------------------

/**
 * Whether a hit is data describing what to detect, not a step that runs (issue 28:
 * "never error for a security scanner's own pattern tables"):
 * - code (a script, a fenced block): the hit is inside a string or regex literal that is
 *   an element of a data structure (`SIGNATURES = {"x": [r"curl…|sh"]}`, `HUNTS=( '…' )`,
 *   `{ id: "wipe", re: /rm -rf \//, reason: "…" }`), under no key that runs
 *   (`run:`, `command:`, `args:` …), in code that never runs strings built at run time
 *   (`os.system(p)`, `eval "$x"`), with detection words in the file's name or head, a
 *   container's name (`PATTERNS`, `RULES`), the block's heading, or a scanner skill;
 * - a data file (YAML/JSON/TOML rule tables): a `key: value` or list element under no key
 *   that runs, in a detection file or a scanner skill — never a config a tool executes
 *   (workflows, hooks, MCP servers, package.json, compose files);
 * - Markdown: a table row (the hit's own cell names no run verb) or a list item (no run
 *   verb before the hit) under a detection heading or lead-in, in a detection file or in
 *   a scanner skill; a plain sentence only when it or its heading says detection.
 * A section about installing or using the skill (`## Setup`, `## Usage`) is never
 * detection content, so a skill that merely claims to be a scanner keeps its real steps.
 * `strict` hits (a dropper host) are lowered only in code, data files and table rows.
 */
function detectionContent(sf: SentinelFile, seg: Segment, start: number, strict: boolean, view: SentinelView, command: boolean): boolean {
  const text = sf.info.text;
  const [ls, le] = nearLine(text, start);
  const line = text.slice(ls, le);
  if (seg.kind === 'code') {
    if (seg.detector) return true;
    const lang = sf.role === 'script' ? sf.lang : seg.lang;
    const before = text.slice(ls, start);
    // A fenced YAML/JSON/TOML block is data: judged like a data file, with its heading as the file's words.
    if (sf.role !== 'script' && DATA_FENCE.test(fenceInfo(text, seg))) {
      const m = DATA_LINE.exec(line);
      if (!m) return false;
      const keys = m[1] ? [m[1].replace(/["']/g, '')] : [];
      const parents = ancestors(text, ls, seg.start);
      if ([...keys, ...parents].some((k) => EXEC_KEY.test(k))) return false;
      return headingSays(text, sf, seg, start) || (view.detectionSkill && [...keys, ...parents].some((k) => DETECTION_KEY.test(k) || DETECTION_NAMES.test(k)));
    }
    const open = literalOpen(before, lang);
    if (open < 0) return false;
    // The pattern argument of a search (`grep -E 'curl.*\| *sh'`, `rg -n "rm -rf /"`): looked for, not run.
    if (SEARCH_BEFORE.test(before.slice(0, open)) && !/\$\(|`/.test(before.slice(open + 1))) {
      const close = text.indexOf(before[open], start);
      if (close > 0 && close < le && !RUNS_AFTER.test(text.slice(close + 1, le))) return true;
    }
    const prefix = before.slice(0, open).replace(/[rRbBuUfF]{1,2}$/, '');
    const keys = dataKeys(prefix);
    if (!keys) return command && assertedSample(sf, prefix, view);
    const parents = ancestors(text, ls, seg.start);
    if ([...keys, ...parents].some((k) => EXEC_KEY.test(k))) return false;
    // A shell line that is only a string runs it, unless it is an array element.
    if (lang === 'sh' && !keys.length && !/[=(]/.test(prefix) && !inShellArray(text, ls, seg.start)) return false;
    if (sf.role === 'script' ? runsData(sf) : fenceRuns(text, seg, lang)) return false;
    if (parents.some((k) => DETECTION_NAMES.test(k) || DETECTION_WORDS.test(k))) return true;
    if (sf.role === 'script' ? detectionFile(sf) : headingSays(text, sf, seg, start)) return true;
    // A scanner skill's word alone needs the element to be named as a pattern (`pattern:`, `re:`, `example:`).
    return view.detectionSkill && keys.some((k) => DETECTION_KEY.test(k));
  }
  if (seg.kind === 'data') {
    // A data file needs its own name or head to say it holds detection rules (a scanner skill's word is not enough).
    if (CONFIG_FILE.test(sf.file.path) || !detectionFile(sf)) return false;
    const m = DATA_LINE.exec(line);
    if (!m) return false;
    const keys = m[1] ? [m[1].replace(/["']/g, '')] : [];
    return ![...keys, ...ancestors(text, ls, seg.start)].some((k) => EXEC_KEY.test(k));
  }
  if (seg.kind !== 'prose') return false;
  const heading = sectionHeading(text, seg);
  if (STEP_HEADING.test(heading) && !DETECTION_WORDS.test(heading)) return false;
  const [us, kind] = unitStart(text, ls, seg.start);
  // A list or table whose lead-in orders something ("Read and record these files:") holds its objects, not patterns.
  const above = kind === 'para' ? '' : leadIn(text, us, seg.start);
  if (ORDER_VERB.test(outsideInlineCode(above)) && !EXAMPLE_CUE.test(above)) return false;
  // A list item or row needs its own heading, lead-in or file to say detection (a catalogue table may lean on the skill, below).
  const scoped = (_skill: boolean) => DETECTION_WORDS.test(heading) || DETECTION_WORDS.test(above) || (sf.role !== 'skill' && detectionFile(sf));
  if (/^\s*\|/.test(line)) {
    let bar = start - 1;
    while (bar > ls && (text[bar] !== '|' || text[bar - 1] === '\\')) bar--;
    if (RUN_VERB.test(outsideInlineCode(text.slice(bar + 1, start)))) return false;
    if (scoped(false) || DETECTION_WORDS.test(headerCell(text, ls, start, seg.start))) return true;
    // In a scanner skill, a catalogue table ("| Red flag | Looks like | Verdict |"), not a table of steps.
    return view.detectionSkill && CATALOGUE_HEADER.test(tableHeader(text, ls, seg.start));
  }
  if (strict) return false;
  const lead = text.slice(us, start);
  // An ordered item or one that opens with a verb is a step ("1. Download …", "- Extract with …"), not a pattern.
  if (kind === 'item') return !ITEM_STEP.test(lead) && !RUN_VERB.test(outsideInlineCode(lead)) && scoped(false);
  // A plain sentence: only a command it names as what is detected ("quotes `rm -rf /` in its detection list").
  if (!command) return false;
  const from = clauseStart(`${lead}x`);
  if (RUN_VERB.test(outsideInlineCode(lead.slice(from)))) return false;
  return DETECTION_WORDS.test(heading) || DETECTION_WORDS.test(sentenceAfter(text.slice(us + from, unitEnd(text, start, seg.end))));
}

/** A test file (`tests/…`, `test_x.py`, `x_test.go`, `x.test.ts`, `x.spec.js`). */
const TEST_FILE = /(?:^|\/)(?:tests?|__tests__|spec|testdata)\/|(?:^|\/)test_[^/]*\.py$|_test\.(?:py|go)$|\.(?:test|spec)\.[cm]?[jt]sx?$/i;
/** A line that asserts on a call's result: `assert match(`, `expect(scan(`, `self.assertTrue(rx.search(`. */
const ASSERT_LEAD = /^\s*(?:assert\b|expect\s*\(|self\.assert\w*\s*\(|assert\.\w+\s*\(|(?:t|require|assert)\.(?:True|False|Equal|Contains|NotEmpty)\w*\s*\()/;
/** A call that runs its argument, anywhere in the prefix. */
const RUN_CALL = /\b(?:exec\w*|eval|system|popen|spawn\w*|run|call|check_output|Popen|Command|execSync|shell)\s*\(/i;

/**
 * A scanner's own test asserting that a sample is (or is not) detected: the sample is the
 * argument of the checked call (`assert match("curl … | sh")`, `expect(scan('…'))`) in a test
 * file of a detection skill or file, with no call on the line that runs its argument.
 */
function assertedSample(sf: SentinelFile, prefix: string, view: SentinelView): boolean {
  if (sf.role !== 'script' || !TEST_FILE.test(sf.file.path) || !ASSERT_LEAD.test(prefix) || RUN_CALL.test(prefix)) return false;
  return (view.detectionSkill || detectionFile(sf)) && !runsData(sf);
}

const fenceRunsMemo = new WeakMap<Segment, boolean>();
/** Whether a fenced block runs strings built at run time (memoised per block). */
function fenceRuns(text: string, seg: Segment, lang: Lang): boolean {
  let v = fenceRunsMemo.get(seg);
  if (v === undefined) fenceRunsMemo.set(seg, (v = runsText(text.slice(seg.start, seg.end), lang)));
  return v;
}

/** A search command whose quoted argument holds the hit (no pipe or separator between). */
const SEARCH_BEFORE = /(?:^|[\s;&|(`])(?:grep|egrep|fgrep|zgrep|rg|ag|ack|findstr|Select-String|git\s+grep|semgrep)\b[^|;&\n]*$/;
/** What a search's output is piped into that runs it (`grep -o '…' f | sh`). */
const RUNS_AFTER = /\|\s*(?:sudo\s+)?(?:(?:ba|z|da|k)?sh|xargs|eval|source|iex|Invoke-Expression|python\d?|node|perl|ruby)\b/;
/** Fence info strings of data blocks. */
const DATA_FENCE = /^(?:ya?ml|json5?|jsonc|toml|ini|cfg|conf|csv|tsv|properties)$/i;

/** The info string of the fence that opens a code block ('' when it is not fenced). */
function fenceInfo(text: string, seg: Segment): string {
  const ls = text.lastIndexOf('\n', seg.start - 2) + 1;
  return /^[ \t>]*(?:`{3,}|~{3,})[ \t]*([^\s`{]*)/.exec(text.slice(ls, seg.start))?.[1] ?? '';
}

/** Keys whose value a tool runs: a workflow step, a hook, an MCP server, a package script. */
const EXEC_KEY =
  /^(?:run|runs|cmd|command|commands|script|scripts|exec|execute|entrypoint|entry_?point|args|argv|shell|sh|bash|powershell|pwsh|postinstall|preinstall|install|prepare|setup|before_script|after_script|ExecStart\w*|hooks?|steps|do|then|program|launch|start|payload|onload|eval|x-run)$/i;
/** Files a tool executes or loads as configuration. */
const CONFIG_FILE =
  /(?:^|\/)(?:\.github\/|\.gitlab-ci|\.circleci\/|[^/]*hooks?\.json$|\.?mcp\.json$|package\.json$|settings(?:\.local)?\.json$|(?:docker-)?compose[\w.-]*\.ya?ml$|\.pre-commit|Taskfile|justfile|\.devcontainer|launch\.json$|tasks\.json$|\.cursor\/|plugin\.json$|manifest\.json$|\.claude\/)/i;
/** A data line: `key: value`, `"key": value`, `key = value`, or a list/array element. */
const DATA_LINE = /^\s*(?:-\s+)?(?:(["']?[\w$.-]+["']?)\s*[:=](?!=)|(?=["'[{])|-\s)/;
/** Headings of sections that tell the agent what to run. */
const STEP_HEADING =
  /\b(?:install\w*|set\s*up|setup|getting\s+started|quick\s*start|usage|how\s+to\s+(?:use|run)|prerequisites|requirements|bootstrap|steps|instructions|workflow)\b|安装|配置|快速开始|使用方法|用法|步骤|准备/i;
/** A verb that makes the text before a hit an order to run it ("Run `…`", "install with `…`"). */
const RUN_VERB =
  /\b(?:run|execute|exec|install|paste|type|enter|invoke|launch|source|call|pipe\s+(?:it|this)|copy\s+and\s+run|then)\b|运行|执行|安装|粘贴|输入|调用|然后/i;

/** A list item that is a step: numbered, or opening with an imperative verb. */
const ITEM_STEP =
  /^\s*(?:\d+[.)]\s|[-*+•]\s+(?:\[[ xX]\]\s+)?(?:\*\*|__)?\s*(?:(?:download|extract|unzip|unpack|open|run|install|execute|launch|copy|paste|save|enter|type|click|go\s+to|visit|get|fetch|add|set|create|write|use|start|restart|put|place|move|import|load|source|call|invoke|apply|enable|disable|replace|update|upgrade|configure|send|upload|post|read|collect)\b|下载|解压|打开|运行|执行|安装|复制|粘贴|保存|输入|点击|访问|获取|添加|设置|创建|写入|使用|启动|重启|导入|加载|调用|启用|替换|更新|升级|配置|发送|上传|读取|收集))/i;

/** A lead-in that orders an action on what follows ("Read and record the following files:"). */
const ORDER_VERB =
  /\b(?:run|execute|install|read|record|collect|gather|send|upload|copy|include|cat|open|fetch|download|save|write|add|append|post|paste|type|enter|use|load|source|export|store|forward|attach)\b|运行|执行|安装|读取|收集|发送|上传|复制|写入|添加|粘贴|保存|附上/i;

/** Where the string or regex literal holding the end of `before` opens, or -1 (code). */
function literalOpen(before: string, lang: Lang): number {
  let quote = '';
  let at = -1;
  let regex = false;
  let cls = false;
  for (let i = 0; i < before.length; i++) {
    const ch = before[i];
    if (quote || regex) {
      if (ch === '\\') i++;
      else if (regex && ch === '[') cls = true;
      else if (regex && ch === ']') cls = false;
      else if (quote ? ch === quote : ch === '/' && !cls) {
        quote = '';
        regex = false;
      }
      continue;
    }
    if (ch === '"' || ch === "'" || (ch === '`' && lang !== 'sh')) {
      quote = ch;
      at = i;
    } else if (
      ch === '/' &&
      (lang === 'js' || lang === 'any' || lang === 'other') &&
      /(?:^|[=:(,[!&|?{};])\s*$/.test(before.slice(0, i)) &&
      before[i + 1] !== '/' &&
      before[i + 1] !== '*'
    ) {
      regex = true;
      cls = false;
      at = i;
    } else if (ch === '#' && (lang === 'sh' || lang === 'py') && (i === 0 || /\s/.test(before[i - 1]))) return -1;
  }
  return quote || regex ? at : -1;
}

/**
 * The keys in a prefix made only of brackets, commas, finished string literals and
 * `key:` / `key =` / `key =>` (a data structure), or undefined when it holds anything
 * else (a call, a command, an operator).
 */
function dataKeys(prefix: string): string[] | undefined {
  const s = prefix.replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, (m) => `§${m.slice(1, -1).replace(/[^\w$.-]/g, '')}§`);
  const keys: string[] = [];
  const re =
    /\s+|[[{(,]|-\s|\/(?:[^/\\\n[]|\\.|\[[^\]\n]*\])+\/[a-z]*|§([\w$.-]*)§(?:\s*(?::|=>|=(?!=)))?|(?:export\s+)?(?:(?:const|let|var|readonly|local|declare(?:\s+-\w+)?)\s+)?([A-Za-z_$][\w$.-]*)\s*(?::\s*[\w$<>[\]|. ]*?\s*)?(?::|=>|=(?!=))/y;
  let i = 0;
  while (i < s.length) {
    re.lastIndex = i;
    const m = re.exec(s);
    if (!m || m[0].length === 0) return undefined;
    if (m[2]) keys.push(m[2]);
    else if (m[1] !== undefined && /[:=]/.test(m[0])) keys.push(m[1]);
    i = re.lastIndex;
  }
  return keys;
}

/**
 * Names of the structures around a line: the keys or variables of the nearest less-indented
 * lines above it (`SIGNATURES = {`, `"patterns": [`, `rules:`, `HUNTS=(`), up to four levels.
 */
function ancestors(text: string, ls: number, from: number): string[] {
  const names: string[] = [];
  let indent = /^[ \t]*/.exec(text.slice(ls, ls + 200))?.[0].length ?? 0;
  let p = ls;
  for (let n = 0; n < 80 && p > from && names.length < 4 && indent > 0; n++) {
    const prev = Math.max(from, text.lastIndexOf('\n', p - 2) + 1);
    const line = text.slice(prev, p - 1);
    p = prev;
    if (!line.trim()) continue;
    const ind = /^[ \t]*/.exec(line)?.[0].length ?? 0;
    if (ind >= indent) continue;
    indent = ind;
    const m =
      /^\s*(?:-\s+)?(?:export\s+)?(?:(?:const|let|var|readonly|local|declare(?:\s+-\w+)?)\s+)?["']?([A-Za-z_$][\w$.-]*)["']?\s*(?::\s*[\w$<>[\]|. ]*?\s*)?(?::|=|=>|\+=)/.exec(
        line,
      );
    if (m) names.push(m[1]);
  }
  return names;
}

/** Whether a shell line sits inside an array literal (`NAME=(` above, not yet closed). */
function inShellArray(text: string, ls: number, from: number): boolean {
  let p = ls;
  for (let n = 0; n < 60 && p > from; n++) {
    const prev = Math.max(from, text.lastIndexOf('\n', p - 2) + 1);
    const line = text.slice(prev, p - 1);
    p = prev;
    if (/^\s*\)\s*$/.test(line)) return false;
    if (/^\s*(?:(?:declare|local|readonly)\s+(?:-\w+\s+)?)?[A-Za-z_]\w*\+?=\(\s*$/.test(line)) return true;
  }
  return false;
}

/** The heading line of a prose region ('' when it starts without one). */
function sectionHeading(text: string, seg: Segment): string {
  const e = text.indexOf('\n', seg.start);
  const head = text.slice(seg.start, e < 0 || e > seg.end ? seg.end : e);
  return /^\s{0,3}#/.test(head) ? head : '';
}

/** The heading above a fenced block (the prose region before it) says detection. */
function headingSays(text: string, sf: SentinelFile, seg: Segment, _start: number): boolean {
  let prev: Segment | undefined;
  for (const s of sf.segments) {
    if (s.start >= seg.start) break;
    if (s.kind === 'prose') prev = s;
  }
  if (!prev) return false;
  const heading = sectionHeading(text, prev);
  if (STEP_HEADING.test(heading) && !DETECTION_WORDS.test(heading)) return false;
  return DETECTION_WORDS.test(heading) || DETECTION_WORDS.test(text.slice(Math.max(prev.start, seg.start - 300), seg.start));
}

const LIST_ITEM = /^\s*(?:[-*+•]|\d+[.)])\s+/;

/** A table header cell over the wrong way of doing something. */
const BAD_HEADER =
  /\b(?:avoid|don'?t|do\s+not|never|bad|wrong|unsafe|insecure|dangerous|risky|instead\s+of|anti-?patterns?)\b|❌|🚫|⛔|禁止|不要|错误|危险|反例|不推荐|避免/i;

/**
 * The header cell (first row of the table) of the column holding `start`, or ''. Cells
 * split at unescaped `|`; the walk up stops after 60 rows.
 */
function headerCell(text: string, ls: number, start: number, from: number): string {
  let col = 0;
  for (let i = ls; i < start; i++) if (text[i] === '|' && text[i - 1] !== '\\') col++;
  return tableHeader(text, ls, from).split(/(?<!\\)\|/)[col] ?? '';
}

/** The first row of the table holding the row at `ls` ('' when `ls` is that row or no table). */
function tableHeader(text: string, ls: number, from: number): string {
  let head = ls;
  for (let n = 0; n < 60 && head > from; n++) {
    const prev = Math.max(from, text.lastIndexOf('\n', head - 2) + 1);
    if (!/^[ \t]*\|/.test(text.slice(prev, prev + 40))) break;
    head = prev;
  }
  if (head === ls) return '';
  const e = text.indexOf('\n', head);
  return text.slice(head, e < 0 ? text.length : e);
}

/** Header words of a catalogue of patterns (not a table of steps). */
const CATALOGUE_HEADER =
  /\b(?:looks?\s+like|match(?:es|ed)?|catch(?:es)?|examples?|typical|risks?|severity|decision|verdict|category|rules?|flags?|threats?|impact|deny|block|allow|signatures?|patterns?|indicators?|detect\w*|techniques?)\b|风险|示例|检查项|等级|特征|检测|规则|手法|典型|识别|样子/i;
/** Keys that name an element as a pattern or its description (`pattern:`, `re:`, `example_bad:`). */
const DETECTION_KEY =
  /^(?:patterns?|regexp?|regexes|re|expr|match(?:es)?|examples?|example_\w+|bad|signatures?|indicators?|iocs?|why|reason|description|desc|message|msg|detect\w*|deny|block|severity)$/i;

/** Where the hit's list item or paragraph ends: a blank line, a new item, row or heading (at most 400 characters on). */
function unitEnd(text: string, start: number, end: number): number {
  const cap = Math.min(end, text.length, start + 400);
  const m = /\n\s*\n|\n\s*(?:[-*+•]|\d+[.)])\s|\n\s*\||\n\s{0,3}#/.exec(text.slice(start, cap));
  return m ? start + m.index : cap;
}

/**
 * Where the hit's list item or paragraph starts (walking back over wrapped lines), and
 * which it is. A table row is its own line.
 */
function unitStart(text: string, ls: number, from: number): [number, 'item' | 'row' | 'para'] {
  let s = ls;
  for (let n = 0; n < 12; n++) {
    const e = text.indexOf('\n', s);
    const line = text.slice(s, e < 0 ? text.length : e);
    if (/^\s*\|/.test(line)) return [s, 'row'];
    if (LIST_ITEM.test(line)) return [s, 'item'];
    if (s <= from) return [s, 'para'];
    const prev = Math.max(from, text.lastIndexOf('\n', s - 2) + 1);
    const pl = text.slice(prev, s - 1);
    if (!pl.trim() || /^\s{0,3}#/.test(pl) || /^\s*\|/.test(pl)) return [s, 'para'];
    // A new sentence: the next line opens with a capital and the previous one is not cut mid-phrase.
    if (!LIST_ITEM.test(pl) && /^\s*[A-Z]/.test(line) && !/^\s/.test(line) && !/[,，、;；:：(（—–-]\s*$/.test(pl)) return [s, 'para'];
    s = prev;
  }
  return [s, 'para'];
}

/** The non-item line right above the list holding `ls` ("Never run any of these:"), or ''. */
function leadIn(text: string, ls: number, from: number): string {
  let p = ls;
  for (let n = 0; n < 40 && p > from; n++) {
    const prev = Math.max(from, text.lastIndexOf('\n', p - 2) + 1);
    const line = text.slice(prev, p - 1);
    p = prev;
    if (!line.trim() || LIST_ITEM.test(line) || /^\s{2,}\S/.test(line) || /^\s*\|/.test(line)) continue;
    return /^\s{0,3}#/.test(line) ? '' : line;
  }
  return '';
}

/**
 * A prohibition of running or doing something: "never run", "do not suggest", "Never do
 * these", "prohibited", 禁止, 不要执行 (not "don't forget", "never skip").
 */
const PROHIBIT =
  /\b(?:never|don'?t|do\s+not|must\s+not|should\s+not|shouldn'?t|mustn'?t|may\s+not)\s+(?:ever\s+)?(?:(?:run|execute|use|do|type|paste|suggest|try|copy|call|invoke|pipe|install|delete|disable|set|add|write|enter|commit|push|recommend)\b|these\b|this\b|the\s+following\b|any\b)|\b(?:prohibited|forbidden|banned|not\s+allowed|don'?ts)\b|禁止|严禁|(?:不要|切勿|请勿|绝对不要|绝不|不得|不准|不可|别|勿)\s*(?:直接|随意|在[^，。\n]{0,8})?(?:执行|运行|使用|尝试|复制|建议|做|输入|调用|安装|删除|关闭|把|将|开启|修改|改|上传|发|提交|写|在)/i;
/** An item that opens with a prohibition ("- **Never run …**", "- 不要执行 …"). */
const ITEM_PROHIBIT = new RegExp(String.raw`^\s*(?:[-*+•]|\d+[.)])\s+(?:\[[ xX]\]\s+)?(?:\*\*|__|\*|_)?\s*(?:${PROHIBIT.source})`, 'i');
/** A prohibition after the hit, of running it: "… 只是检测特征，绝对不要执行", "… must never be run". */
const AFTER_PROHIBIT =
  /(?:不要|切勿|禁止|请勿|勿|绝不|绝对不要|不得|不可|别)\s*(?:直接)?(?:执行|运行|照做|尝试|复制)|\b(?:must|should|may|is|are)\s+(?:not|never)\s+(?:to\s+)?be\s+(?:run|executed|used|copied|pasted)\b|\bnot\s+(?:something|a\s+command|commands)\s+to\s+run\b|\b(?:is|are)\s+(?:strictly\s+)?(?:forbidden|prohibited|banned|not\s+allowed|off[- ]limits)\b|\bnever\s+(?:to\s+be\s+)?(?:run|executed)\b/i;
