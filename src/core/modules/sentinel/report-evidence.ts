/**
 * Evidence and samples: a command quoted in a write-up of an attack (`evidenceReason`), a
 * sample in a scanner skill's test fixtures or an annotated rule test (`fixtureReason`), and
 * whether SKILL.md orders a file followed (`orderedToFollow`). See report.ts for the design.
 */
import path from 'node:path';
import type { RuleContext } from '../../rules/types.ts';
import type { SkillDocument } from '../../skill/types.ts';
import { fenceInfo, RUN_VERB, STEP_HEADING, TEST_FILE } from './report-detection.ts';
import { COMMAND_CATEGORIES, type Hit, type Reason } from './report-hit.ts';
import { clauseStart, outsideInlineCode, sectionHeading, unitStart } from './report-negation.ts';
import { nearLine, sentinelView, type Segment, type SentinelFile } from './view.ts';

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
export function evidenceReason(hit: Hit, ctx: RuleContext): Reason | undefined {
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

/** A test-fixture folder: the samples a scanner's tests read (`tests/fixtures/…`, `testdata/…`, `spec/samples/…`). */
const FIXTURE_DIR = /(?:^|\/)(?:(?:tests?|spec|__tests__)\/(?:[\w.-]+\/)*(?:fixtures?|samples?|corpus|cases|data)|testdata|fixtures)\//i;
const fixtureMemo = new WeakMap<SkillDocument, Map<string, boolean>>();

/**
 * A sample in a scanner skill's test fixtures (`tests/fixtures/malicious/SKILL.md`): what the
 * tests feed the detector, never followed — as long as no file outside the tests names it
 * (SKILL.md or a script that could run it), so a fixture folder cannot hide a real step.
 */
export function fixtureReason(hit: Hit, ctx: RuleContext): Reason | undefined {
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
