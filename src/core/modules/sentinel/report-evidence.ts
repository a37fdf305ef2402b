/**
 * Evidence and samples: a command quoted in a write-up of an attack (`evidenceReason`), a
 * sample in a scanner skill's test fixtures or an annotated rule test (`fixtureReason`), and
 * whether SKILL.md orders a file followed (`orderedToFollow`). See report.ts for the design.
 */
import path from 'node:path';
import type { RuleContext } from '../../rules/types.ts';
import type { SkillDocument } from '../../skill/types.ts';
import { DOC_ADDRESS, DOC_HOST_IN_TEXT } from './hosts.ts';
import { fenceInfo, RUN_VERB, STEP_HEADING, TEST_FILE } from './report-detection.ts';
import { B, E } from './lib/sentences-langs.ts';
import { COMMAND_CATEGORIES, type Hit, type Reason } from './report-hit.ts';
import { annotatedSample, FIXTURE_DIR } from './report-rule-test.ts';

export { annotatedSample };
import {
  clauseStart,
  headingChain,
  leadIn,
  outsideInlineCode,
  paraAfter,
  paraBefore,
  proseBefore,
  RUN_OTHER,
  sectionHeading,
  trailer,
  unitStart,
} from './report-negation.ts';
import { DETECTION_WORDS, detectionFile, nearLine, sentinelView, type Segment, type SentinelFile } from './view.ts';

// ---- evidence: a command quoted in a write-up of an attack ------------------------------

/** "Indicators of compromise" in es/pt, de, fr, it, ru: a write-up's head and an indicator list's. */
const IOC_OTHER = String.raw`indicadores\s+de\s+(?:compromiso|comprometimento)|kompromittierungsindikatoren|indicateurs\s+de\s+compromission|indicatori\s+di\s+compromissione|индикатор[а-яё]*\s+компрометации`;
/**
 * The head of a document that reports an attack (an incident write-up, a malware analysis,
 * an advisory), or defanged hosts anywhere in it (`hxxp://`, `evil[.]com`): the convention
 * of analysts, who make quoted indicators unrunnable on purpose.
 */
const WRITEUP_HEAD = new RegExp(
  [
    String.raw`\b(?:pen-?tests?|penetration\s+tests?|penetrationstests?|test\s+d['’]intrusion|pruebas?\s+de\s+penetraci[óo]n|red[- ]team\s+reports?|incidents?|post-?mortems?|write-?ups?|analysis|case\s+study|advisory|triage|(?:real-world|documented|past|known|notable)\s+(?:[\w-]+\s+){0,3}?attacks|investigations?|hunt(?:ing)?\s+(?:notes|logs?|report)|threat\s+(?:report|intel\w*)|campaigns?|indicators\s+of\s+compromise|IOCs?|malware|droppers?|infostealers?|forensics?|root\s+cause|table-?top|cryptominers?|ransomware\s+(?:drill|exercise|scenario))\b`,
    String.raw`渗透测试|安全事件|事件报告|复盘|样本分析|恶意样本|分析报告|通报|溯源|取证|入侵|应急响应|挖矿|木马|威胁情报|已脱敏|演练|推演|排查记录|调查`,
    String.raw`ペネトレーションテスト|侵入テスト|모의\s*해킹|インシデント|侵害|事後分析|マルウェア|検体|脅威情報|調査|침해|사고\s*보고|악성\s*코드|위협\s*정보|조사`,
    String.raw`${B}(?:incidentes?|an[áa]lisis|investigaci[óo]n|untersuchung|enqu[êe]te|investiga[çc][ãa]o|indagine|расследовани[а-яё]*|vorf[äa]lle?|schadsoftware|analyse|logiciels?\s+malveillants?|an[áa]lise|analisi|инцидент[а-яё]*|анализ[а-яё]*|вредонос[а-яё]*|${IOC_OTHER})${E}`,
  ].join('|'),
  'i',
);
/** The head of an indicator list: "IOCs", "indicators of compromise" in the languages Sentinel reads. */
const IOC_HEAD = new RegExp(String.raw`\bIOCs?\b|\bindicators?\s+of\s+compromise\b|失陷指标|入侵指标|侵害指標|침해\s*지표|${IOC_OTHER}`, 'i');
/** A defanged URL or host: `hxxp://`, `evil[.]com`, `1.2.3[.]4`, `[:]//`, `(dot)`. */
const DEFANGED_HOST = /\w\[\.\]\w|\[:\]\/\/|\w\s?[[(]dot[\])]\s?\w/i;
const DEFANGED = new RegExp(String.raw`\bhxxps?(?::|\[:\])\/\/|${DEFANGED_HOST.source}`, 'i');
/** Headings of the parts of a write-up that show what the attacker did. */
const EVIDENCE_HEADING = new RegExp(
  [
    String.raw`\b(?:how\s+(?:it|the\s+\w+)\s+work(?:ed|s)|what\s+(?:it|they|the\s+\w+)\s+did|what\s+happened|evidence|IOCs?|indicators(?:\s+of\s+compromise)?|samples?|payloads?|(?:attack|kill|infection|execution)\s+(?:chain|flow)|stages?\s*\d*|observed|artifacts?|timeline|(?:technical\s+)?analysis|behaviou?r|malicious\s+\w+|attacker'?s?\s+\w+)\b`,
    // what was seen on the victim: observed command lines, a shell history, a compromised host
    String.raw`\b(?:command[- ]lines?|(?:captured|recovered|seen|logged)\s+\w+|(?:bash|zsh|shell)[_ ]history|victims?|compromised|infected|patient\s+zero)\b|^\s{0,3}#{1,6}\s+(?:the\s+)?attack\s*$`,
    String.raw`样本|分析|证据|攻击(?:链|过程|手法|方式|流程)|恶意(?:代码|命令|脚本|行为)|时间线|命令行?特征|行为特征|受害|失陷|入侵痕迹|历史命令|感染`,
    String.raw`観測|検体|痕跡|被害|侵害|コマンド履歴|証拠|관찰|흔적|피해|침해|증거`,
    String.raw`${B}(?:evidencias?|evid[êe]ncias?|beweise?|nachweise?|preuves?|evidenz[ae]|доказательств[а-яё]*|улик[а-яё]*|observad[oa]s?|v[íi]ctimas?|comprometid[oa]s?|muestras?|indicadores|beobachtet\w*|opfer\w*|kompromittiert\w*|indikatoren|proben|observ[ée]e?s?|compromise?s?|indicateurs|[ée]chantillons?|amostras?|osservat[oiae]|vittim[ae]|compromess[oiae]|indicatori|campioni|наблюда[а-яё]*|замечен[а-яё]*|жертв[а-яё]*|скомпрометир[а-яё]*|индикатор[а-яё]*|образц[а-яё]*|заражённ[а-яё]*|заражен[а-яё]*|infiziert\w*|infect[ée]e?s?|infectad[oa]s?|infettat[oiae])${E}`,
  ].join('|'),
  'i',
);
/**
 * A label saying a sample is not to be run ("for recognition only", "do not run", 仅供识别, 不得执行, 照合専用,
 * "solo para reconocimiento", "nicht ausführen", "ne pas exécuter", "não execute", "non eseguire", "не запускать").
 */
const NOT_TO_RUN = new RegExp(
  [
    String.raw`\b(?:(?:do\s+not|don'?t|never)\s+(?:run|execute|copy|paste|compile|evaluate)|so\s+(?:that\s+)?(?:reviewers|readers|people|you|users|the\s+\w+)\s+(?:can\s+)?recogni[sz]e|for\s+(?:recognition|matching|detection|identification|illustration)(?:\s+purposes)?\s+only|only\s+(?:for|to)\s+(?:recogni[sz]e|match|detect|identify|recognition|matching|detection|identification)|(?:not|never)\s+(?:to\s+be\s+(?:run|executed)|for\s+(?:execution|running)))\b`,
    String.raw`(?:仅|只)(?:供|用于|作)(?:识别|匹配|检测|比对|对照)|(?:不得|切勿|不要|禁止|请勿|勿|绝不|严禁)(?:直接)?(?:执行|运行)`,
    String.raw`照合(?:専用|用)|検出用|識別用|実行しない|実行禁止|実行しないで|식별용|탐지용|실행하지\s*마|실행\s*금지`,
    String.raw`${B}(?:solo\s+para\s+(?:reconocer|reconocimiento|identificar|identificaci[óo]n|detecci[óo]n|detectar)|no\s+(?:lo\s+)?ejecut[ae]\w*|nur\s+zur\s+(?:erkennung|identifikation)|nicht\s+ausf[üu]hren|uniquement\s+pour\s+(?:la\s+)?(?:d[ée]tection|reconnaissance|identification)|ne\s+pas\s+ex[ée]cuter|n['’]ex[ée]cutez\s+(?:pas|jamais)|apenas\s+para\s+(?:reconhecimento|identifica[çc][ãa]o|detec[çc][ãa]o)|n[ãa]o\s+(?:o\s+)?execut\w*|solo\s+per\s+(?:riconoscimento|identificazione|rilevamento)|non\s+eseguir\w*|только\s+для\s+(?:распознавания|обнаружения|идентификации)|не\s+(?:запускать|выполнять|запускайте|выполняйте)|(?:jamais|ne\s+jamais|[àa]\s+ne\s+(?:pas|jamais))\s+(?:[àa]\s+)?(?:les\s+|la\s+|le\s+|l['’])?ex[ée]cuter|nunca\s+(?:se\s+)?(?:para\s+)?(?:ejecut|execut)\w*|(?:niemals|nie)\s+ausf[üu]hren|(?:mai|da\s+non)\s+(?:da\s+)?eseguir\w*|никогда\s+не\s+(?:запускать|выполнять|запускайте|выполняйте))${E}`,
  ].join('|'),
  'i',
);
const NOT_TO_RUN_ALL = new RegExp(NOT_TO_RUN.source, 'gi');
/** Words that point back at what came before ("the above", 以上, 上記, 위, "lo anterior", "oben", "ci-dessus", "acima", "sopra", "выше"). */
const BACK_NOT_TO_RUN = new RegExp(
  String.raw`(?:以上|上述|上面|上記|これら|위의?|\bthe\s+above\b|\babove\b|\ball\s+of\s+(?:this|these)\b|lo\s+anterior|\boben\b|ci-dessus|acima|sopra|выше)[^。.!?！？\n]{0,40}?(?:${NOT_TO_RUN.source})`,
  'i',
);
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
  if (!COMMAND_CATEGORIES.has(hit.category)) return undefined;
  // An incident timeline's entry: what a sensor or witness saw, not a step (in any Markdown file).
  if (seg.kind === 'prose' && hit.kind === 'judgment' && !hit.strict && sf.role !== 'script' && timelineEntry(sf.info.text, seg, hit.start)) return 'evidence';
  // A scanner's SKILL.md quoting indicators in a block labelled as not to be run ("## IOC（仅用于匹配，不得执行）");
  // an incident write-up's table of what was found, its hosts unrunnable (defanged, or documentation-reserved addresses)
  // What a user says in an example dialogue ("## Example conversation" … "User: run `curl … | bash`"): the request the
  // skill teaches the agent to answer, not a step. (Not for a dropper's shape — a bare IP, plain HTTP: an example
  // can show the agent complying, so only what makes the line unrunnable lowers those.)
  if (sf.role !== 'script' && !hit.strict && userTurn(sf, hit.start)) return 'quoted';
  // A command whose host is defanged (`hxxp://`, `198.51.100[.]7`) cannot fetch anything: an analyst's quotation, wherever it stands.
  // (the hit's own code: its line in a code block, its code span in prose — not a defanged word elsewhere in the sentence)
  if (sf.role !== 'script' && DEFANGED.test(ownCode(sf.info.text, seg, hit.start, hit.end))) return 'evidence';
  if (sf.role === 'skill')
    return labelledSample(hit, ctx) || (sentinelView(ctx.doc).writeupSkill && evidenceRow(sf.info.text, seg, hit.start)) ? 'evidence' : undefined;
  if (sf.role !== 'markdown' || (seg.kind !== 'code' && seg.kind !== 'prose')) return undefined;
  const text = sf.info.text;
  // The document's head: its title and opening paragraph, up to the next heading.
  const second = text.slice(0, 600).search(/\n\s{0,3}#{1,6}\s/);
  const head = text.slice(0, second > 0 ? second : 600);
  // (or a rule or IOC file of a scanner skill: its samples are what the rules match)
  // (or any reference of a skill that writes up attacks: a pentest report's finding template, a post-mortem's example)
  if (!WRITEUP_HEAD.test(head) && !DEFANGED.test(text) && !(detectionFile(sf) && sentinelView(ctx.doc).detectionSkill) && !sentinelView(ctx.doc).writeupSkill)
    return undefined;
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
    const first = firstComment(text, seg);
    label =
      EVIDENCE_LABEL.test(fenceInfo(text, seg)) ||
      (first !== '' && (EVIDENCE_LABEL.test(first) || NOT_TO_RUN.test(first))) ||
      // a heading or lead-in saying it is not to be run ("仅供识别"), or a later line pointing back ("以上内容仅用于匹配，不得执行")
      NOT_TO_RUN.test(heading) ||
      NOT_TO_RUN.test(head) ||
      NOT_TO_RUN.test(paraBefore(text, fenceLine, 0)) ||
      BACK_NOT_TO_RUN.test(text.slice(seg.end, seg.end + 3000));
  } else {
    heading = sectionHeading(text, seg);
    label = NOT_TO_RUN.test(heading) || NOT_TO_RUN.test(head) || BACK_NOT_TO_RUN.test(text.slice(hit.end, hit.end + 3000));
    const [us] = unitStart(text, ls, seg.start);
    const lead = text.slice(Math.max(seg.start, us), hit.start);
    const clause = outsideInlineCode(lead.slice(clauseStart(`${lead}x`)));
    if (!defanged && RUN_VERB.test(clause)) return undefined;
    narrated = NARRATION.test(clause);
  }
  // An indicator list (its head says IOCs): its blocks, items and rows are indicators by what the document is.
  if (!label && IOC_HEAD.test(head) && (seg.kind === 'code' || unitStart(text, ls, seg.start)[1] !== 'para')) label = EVIDENCE_HEADING.test(heading);
  // A skill that writes up attacks and tells the agent, in SKILL.md, never to run the commands it quotes: its references' quotes are labelled.
  if (!label && sentinelView(ctx.doc).writeupSkill && skillForbidsRunning(ctx.doc) && !STEP_HEADING.test(heading)) label = true;
  if (STEP_HEADING.test(heading) && !EVIDENCE_HEADING.test(heading) && !defanged && !label) return undefined;
  if (hit.kind === 'artifact' || hit.strict) return defanged || label || (narrated && EVIDENCE_HEADING.test(heading)) ? 'evidence' : undefined;
  return defanged || label || EVIDENCE_HEADING.test(heading) ? 'evidence' : undefined;
}

/**
 * Samples quoted in SKILL.md: a fenced block, list item or table row under a heading of evidence or detection
 * ("## IOC", "## 命令行特征", "## Red flags") that a label says is not to be run — its heading, the block's first
 * comment line, the paragraph or lead-in before it, or the paragraph after it ("for matching only", "不得执行",
 * "Match them against history; never run them") — in a scanner skill, or anywhere when the heading or the block
 * itself carries the label; never when the item, the lead-in or the paragraph after orders it run.
 */
function labelledSample(hit: Hit, ctx: RuleContext): boolean {
  const { sf, seg } = hit;
  const text = sf.info.text;
  let heading: string;
  let lead: string;
  let after: string;
  let own = false;
  if (seg.kind === 'code') {
    heading = sectionAbove(text, sf, seg);
    const fenceLine = text.lastIndexOf('\n', seg.start - 2) + 1;
    lead = paraBefore(text, fenceLine, 0);
    after = paraAfter(text, seg.end);
    const first = firstComment(text, seg);
    own = first !== '' && NOT_TO_RUN.test(first);
    // A fenced block inside a blockquote: the quote is the unit, labelled by the paragraphs around it.
    if (QUOTE_LINE.test(text.slice(fenceLine, seg.start))) {
      const [qs, ql] = quoteBlock(text, fenceLine, { start: 0, end: text.length } as Segment);
      const nl1 = text.indexOf('\n', qs);
      lead = `${paraBefore(text, qs, 0)}\n${text.slice(qs, nl1 < 0 ? text.length : nl1)}`;
      after = paraAfter(text, ql);
      // (the quote's own lines up to the fence: "> **What the attacker ran** (quoted, do not run):")
      own ||= NOT_TO_RUN.test(after) || NOT_TO_RUN.test(lead) || NOT_TO_RUN.test(text.slice(qs, fenceLine));
    }
  } else if (seg.kind === 'prose' && QUOTE_LINE.test(text.slice(nearLine(text, hit.start)[0], hit.start))) {
    // A blockquote ("> 02:14 UTC — attacker ran: …"): quoted material, labelled by its section and the paragraphs around it.
    const [qs, ql] = quoteBlock(text, nearLine(text, hit.start)[0], seg);
    heading = sectionHeading(text, seg);
    // (an order inside the quote is the quoted text's — a phishing message's "run this command" —, not the skill's)
    lead = paraBefore(text, qs, seg.start);
    after = paraAfter(text, ql);
    own = NOT_TO_RUN.test(after) || NOT_TO_RUN.test(lead) || NOT_TO_RUN.test(text.slice(qs, text.indexOf('\n', qs) < 0 ? seg.end : text.indexOf('\n', qs)));
  } else if (seg.kind === 'prose') {
    const [ls, le] = nearLine(text, hit.start);
    const [us, unit] = unitStart(text, ls, seg.start);
    if (unit === 'para' || ordersRun(text.slice(us, hit.start))) return false;
    heading = sectionHeading(text, seg);
    lead = leadIn(text, us, seg.start);
    after = trailer(text, le, seg.end);
  } else return false;
  // (a heading that itself says "for recognition only" labels its section, whatever else it names; in a skill
  // that writes up or teaches attacks — its description says so — any section may quote one)
  // (never under a heading of steps: "## Setup" in a write-up skill is still a step)
  const writeup = sentinelView(ctx.doc).writeupSkill && !STEP_HEADING.test(heading);
  if (!EVIDENCE_HEADING.test(heading) && !DETECTION_WORDS.test(heading) && !NOT_TO_RUN.test(heading) && !writeup) return false;
  if (ordersRun(lead) || ordersRun(after)) return false;
  // (or the section's own prose, before the sample, says so: "Examples seen in the wild, quoted so reviewers recognise them (do not compile them):")
  // (only under a heading that names malicious samples, and a sentence of the section's prose about them)
  own ||= NOT_TO_RUN.test(heading) || (SAMPLES_HEADING.test(heading) && labelsSamples(sectionProse(text, sf, seg)));
  if (!own && !sentinelView(ctx.doc).detectionSkill && !writeup) return false;
  // (in a write-up, a section that speaks of the attacker or lists indicators quotes them: "攻击者在安装说明里写：", "Indicators:")
  return own || NOT_TO_RUN.test(lead) || NOT_TO_RUN.test(after) || (writeup && ATTACKER_SAYS.test(sectionBefore(text, sf, seg, hit.start)));
}

const forbids = new WeakMap<SkillDocument, boolean>();
/** SKILL.md's own prose says not to run the commands ("Reprendre les commandes comme preuves, ne jamais les exécuter"). */
function skillForbidsRunning(doc: SkillDocument): boolean {
  let yes = forbids.get(doc);
  if (yes === undefined) {
    const sf = sentinelView(doc).files.find((f) => f.role === 'skill');
    const text = sf?.info.text ?? '';
    yes = !!sf && sf.segments.some((g) => g.kind === 'prose' && NOT_TO_RUN.test(text.slice(g.start, g.end)));
    forbids.set(doc, yes);
  }
  return yes;
}

/** The attacker, or indicators of an attack, named (en, zh, ja, ko, es, de, fr). */
export const ATTACKER_SAYS =
  /\b(?:attackers?|adversar(?:y|ies)|threat\s+actors?|indicators?|IOCs?|malicious\s+(?:skills?|packages?|versions?|commands?|scripts?)|lures?|phish\w*)\b|攻击者|黑客|骗子|钓鱼|恶意|入侵者|攻撃者|悪意|フィッシング|공격자|악성|피싱|\b(?:atacantes?|angreifer|attaquants?)\b/i;

/** The text of the hit's section before its line: from the heading above (or the file's start) to the hit. */
function sectionBefore(text: string, sf: SentinelFile, seg: Segment, at: number): string {
  let from = 0;
  for (const s of sf.segments) {
    if (s.start >= seg.start && s !== seg) break;
    if (s.kind === 'prose' && sectionHeading(text, s)) from = s.start;
  }
  return text.slice(Math.max(from, at - 3000), text.lastIndexOf('\n', at) + 1);
}

/** A fenced block's first line when it is a comment (`# …`, `// …`, `<!-- …`), or ''. */
function firstComment(text: string, seg: Segment): string {
  const nl = text.indexOf('\n', seg.start);
  const first = text.slice(seg.start, nl < 0 || nl > seg.end ? seg.end : nl);
  return /^\s*(?:#|\/\/|--|<!--|REM\b|::)/i.test(first) ? first : '';
}

/** A blockquote line's opening, up to the hit ("> ", ">> "). */
const QUOTE_LINE = /^\s{0,3}>/;

/** The blockquote holding the line at `ls`: where its first line starts and where its last line starts. */
function quoteBlock(text: string, ls: number, seg: Segment): [number, number] {
  let first = ls;
  for (let n = 0; n < 60 && first > seg.start; n++) {
    const prev = Math.max(seg.start, text.lastIndexOf('\n', first - 2) + 1);
    if (!QUOTE_LINE.test(text.slice(prev, first))) break;
    first = prev;
  }
  let last = ls;
  for (let n = 0; n < 60; n++) {
    const nl = text.indexOf('\n', last);
    if (nl < 0 || nl + 1 >= seg.end || !QUOTE_LINE.test(text.slice(nl + 1, Math.min(seg.end, nl + 8)))) break;
    last = nl + 1;
  }
  return [first, last];
}

/** Whether a text orders something run, once what it says is not to be run is taken out ("Run the block above"). */
/** What a legitimate party never does ("IT 不会让你手动粘贴命令", "the bank will never ask you to run …"): a description, not an order. */
const NEVER_DOES =
  /(?:不会|从不|从来不|绝不|决不|永远不|しません|決して|절대|\b(?:never|won'?t|will\s+not|would\s+not|does\s+not|doesn'?t)\b)[^。.!?！？\n,，、]{0,16}/gi;

function ordersRun(s: string): boolean {
  const said = outsideInlineCode(s.replace(NOT_TO_RUN_ALL, ' ').replace(NEVER_DOES, ' '));
  return RUN_VERB.test(said) || RUN_OTHER.test(said);
}

/** Past-tense narration of what an attacker's text did ("The SKILL.md contained:", "样本曾执行"). */
const NARRATION =
  /\b(?:contained|included|shipped|embedded|ran|executed|downloaded|fetched|dropped|installed|decoded|exfiltrated|uploaded|stole|was|were|had|told|asked|instructed|used|looked\s+like|read\s+as|observed|captured|recovered|(?:from|on)\s+(?:the\s+|a\s+)?(?:victim|compromised|infected|affected)\b|(?:bash|zsh|shell)[_ ]history)\b|曾|当时|被(?:执行|下载|植入)|包含了|执行了|下载了|来自(?:受害|失陷|被入侵|感染)|被害|観測|피해|관찰|(?<![a-zà-öø-ÿœа-яё])(?:obtenue?s?|obtenid[oa]s?|obtid[oa]s?|ottenut[oiae]|erhalten|получен[а-яё]*|ex[ée]cut[ée]e?s?|lanc[ée]e?s?|rejou[ée]e?s?|ejecutad[oa]s?|executad[oa]s?|eseguit[oiae]|ausgef[üu]hrt|observad[oa]s|v[íi]ctimas?|beobachtet\w*|kompromittiert\w*|observ[ée]e?s|compromise|osservat[oiae]|vittim[ae]|замечен[а-яё]*|наблюда[а-яё]*|скомпрометир[а-яё]*|заражённ[а-яё]*|заражен[а-яё]*|infiziert\w*|infect[ée]e?s?|infectad[oa]s?|infettat[oiae])(?![a-zà-öø-ÿœа-яё])/i;

/**
 * Whether a SKILL.md sentence naming `file` also orders something done with it ("See
 * `references/x.md` and run the sample", "按 `x.md` 执行"), wherever the verb stands.
 */
/** (a Chinese verb that makes a noun — 安装脚本 "install script", 执行结果 "the result" — orders nothing) */
const FILE_ORDER =
  /\b(?:follow|run|execute|perform|apply|carry\s+out|paste|install|invoke|launch)\b|按照|照着|(?:执行|运行|安装)(?!脚本|说明|步骤|包|程序|文件|目录|过程|指南|结果|记录|日志|时|后|了|过)/i;
/** The sentence calls the file an example ("a redacted sample report", 已脱敏的…示例): one to read, in a skill that writes up attacks. */
const EXAMPLE_OF = /\b(?:examples?|samples?|templates?)\b|示例|样例|范例|样本|例文|サンプル|예시/i;
const orderMemo = new WeakMap<SkillDocument, Map<string, boolean>>();
function mentionedWithOrder(doc: SkillDocument, file: string): boolean {
  let byFile = orderMemo.get(doc);
  if (!byFile) orderMemo.set(doc, (byFile = new Map()));
  let v = byFile.get(file);
  if (v === undefined) byFile.set(file, (v = orderedNearMention(doc.skillFile?.text?.text ?? '', file, sentinelView(doc).writeupSkill)));
  return v;
}

function orderedNearMention(text: string, file: string, writeup: boolean): boolean {
  const base = path.posix.basename(file);
  for (let at = text.indexOf(base); at >= 0; at = text.indexOf(base, at + base.length)) {
    const ls = Math.max(text.lastIndexOf('\n\n', at), text.lastIndexOf('\n-', at), text.lastIndexOf('\n#', at), 0);
    const ends = /\n\s*\n|\n\s*[-*#]|[.!?](?=\s)|[。！？]/g;
    ends.lastIndex = at + base.length;
    const e = ends.exec(text)?.index ?? text.length;
    const from = clauseStart(text.slice(ls, at));
    const sentence = outsideInlineCode(text.slice(ls + from, at)) + ' ' + outsideInlineCode(text.slice(at + base.length, e).replace(/^[^`\s]*`/, ''));
    if (FILE_ORDER.test(sentence) && !/\b(?:never|don'?t|do not|not)\b|不要|禁止|切勿|勿/i.test(sentence) && !(writeup && EXAMPLE_OF.test(sentence)))
      return true;
  }
  return false;
}

/** A tests folder (`tests/`, `test/`, `spec/`, `__tests__/`). */
const TEST_DATA_DIR = /(?:^|\/)(?:tests?|spec|__tests__|testes|pruebas|essais|testdaten|amostras|muestras)\//i;
const fixtureMemo = new WeakMap<SkillDocument, Map<string, boolean>>();

/**
 * A sample in a scanner skill's test fixtures (`tests/fixtures/malicious/SKILL.md`): what the
 * tests feed the detector, never followed — as long as no file outside the tests names it
 * (SKILL.md or a script that could run it), so a fixture folder cannot hide a real step.
 */
export function fixtureReason(hit: Hit, ctx: RuleContext): Reason | undefined {
  const file = hit.sf.file.path;
  const annotated = annotatedSample(ctx.doc, hit.sf, hit.start);
  // (a data file of a detector's tests or fixtures — `tests/events.jsonl`, simulated log events — is what the tests feed in: named in
  // SKILL.md's table of contents or not, it is never run; only an order to follow or load it counts)
  const testData = hit.sf.role === 'data' && (TEST_DATA_DIR.test(file) || FIXTURE_DIR.test(file));
  if (!COMMAND_CATEGORIES.has(hit.category) || !(FIXTURE_DIR.test(file) || annotated || testData)) return undefined;
  const view = sentinelView(ctx.doc);
  if (!view.detectionSkill) return undefined;
  if (testData) return orderedToFollow(ctx.doc, file) ? undefined : 'detector';
  let byFile = fixtureMemo.get(ctx.doc);
  if (!byFile) fixtureMemo.set(ctx.doc, (byFile = new Map()));
  // (an annotated rule test may live in a folder the skill describes; only the file itself named elsewhere keeps it counted)
  const key = annotated ? `annotated:${file}` : file;
  let quiet = byFile.get(key);
  if (quiet === undefined) {
    const base = path.posix.basename(file);
    const dir = path.posix.dirname(file);
    // (an annotated rule test may be described in SKILL.md — "`tests/flows.py` holds annotated bad snippets" —: only an order
    // to run or follow it, or a script, hook or configuration outside the tests that names it, keeps it counted)
    quiet = annotated
      ? !orderedToFollow(ctx.doc, file) &&
        !view.files.some(
          (o) => o.file.path !== file && o.role !== 'markdown' && o.role !== 'skill' && !TEST_FILE.test(o.file.path) && o.info.text.includes(base),
        )
      : !view.files.some(
          (o) =>
            o.file.path !== file && !TEST_FILE.test(o.file.path) && !FIXTURE_DIR.test(o.file.path) && (o.info.text.includes(base) || o.info.text.includes(dir)),
        );
    byFile.set(key, quiet);
  }
  return quiet ? 'detector' : undefined;
}

/** The heading of the prose region right before a fenced block ('' when none). */
function headingAbove(text: string, sf: SentinelFile, seg: Segment): string {
  const prev = proseBefore(sf, seg);
  return prev ? sectionHeading(text, prev) : '';
}

/** The heading of the section holding a fenced block: the nearest prose region above it that opens with one ('' when none). */
function sectionAbove(text: string, sf: SentinelFile, seg: Segment): string {
  let heading = '';
  for (const s of sf.segments) {
    if (s.start >= seg.start) break;
    if (s.kind !== 'prose') continue;
    const h = sectionHeading(text, s);
    if (h) heading = h;
  }
  return heading;
}

/** A SKILL.md sentence that tells the agent to follow, run or complete the steps of `file`. */
const FOLLOW_VERB =
  /(?:^|[^A-Za-z])(?:follow|run|execute|complete|perform|apply|do|carry out|go through|sigue|siga|seguir|ejecuta|ejecute|suivez|suivre|exécutez|appliquez|folge|folgen|befolge|befolgen|führe|führen|segui|seguire|esegui|siga|execute|следуйте|выполните|выполняйте|volg|voer\s+uit|doorloop|takip\s+et|uygula|làm\s+theo|thực\s+hiện|segua|eseguite)\b|按照|照着|参照|遵循|依照|执行|运行|完成|اتبع|نفّذ|نفذ|पालन|चलाएँ|ทำตาม|בצע|עקוב/i;
/**
 * A step that defers its how to the file: "Install the dependency set described in `x.md`", "Set up the
 * environment as shown in …", "Configure it according to …" (the file's commands are the step's).
 */
const DEFERS =
  /\b(?:install|set\s+up|setup|configure|prepare|build|deploy|bootstrap|initiali[sz]e)\b[^.\n]{0,80}?(?:\b(?:described|listed|given|documented|specified|explained|shown|defined|outlined)\s+in|\b(?:as\s+(?:described\s+|shown\s+|explained\s+)?in|per|according\s+to|following|using\s+the\s+steps\s+in))\s*(?:the\s+)?[[\x60"']?$/i;
const DEFER_WORD = /\b(?:described|listed|given|documented|specified|explained|shown|defined|outlined|according|per|as)\b/i;
/** The verb after the file's name, for languages that put it last: "`x.md` に従ってください", "`x.md`를 따라", "`x.md` 中的步骤执行". */
const FOLLOW_AFTER =
  /^[`"'」』)\]]*\s*(?:の|に記載の|中的|里的|의)?[^。.\n]{0,12}?(?:に従って|に沿って|のとおり|どおり|を実行|를?\s*따라|대로|에\s*따라|执行|操作|进行)|^[`"'」』)\]]*\s*(?:の|中的|里的|의)(?:[^。.]|\.(?=\S)){0,100}?(?:적용(?:합니다|하세요|해|하고|한다)|を適用|に適用|应用到|套用到)/;
/** FOLLOW_AFTER's verbs anywhere in a line (a line without one cannot order a file followed that way). */
const FOLLOW_AFTER_WORD = /に従って|に沿って|のとおり|どおり|を実行|따라|대로|执行|操作|进行|적용|適用|应用到|套用到/;
const NOT_FOLLOW = /\b(?:never|don't|do not|not|nunca|jamais|niemals|nie|mai)\b|(?:^|[\s(（])(?:не|никогда)\s|不要|禁止/i;
/** A prohibition after the file's name ("…に従わないでください", "…를 따르지 마세요", "…不要执行"). */
const NOT_FOLLOW_AFTER = /ないで|しないで|하지\s*마|따르지\s*마|不要|禁止|切勿/;
const followed = new WeakMap<SkillDocument, { text: string; verbs: Map<number, boolean>; byFile: Map<string, boolean> }>();

export function orderedToFollow(doc: SkillDocument, file: string): boolean {
  if (file === (doc.skillFileName ?? 'SKILL.md')) return false;
  // A plugin's slash commands and subagents, a Codex prompt, a Gemini CLI command: the runtime hands them to the agent
  // as its instructions when they are invoked, as it does SKILL.md.
  // (a subagent that reviews, audits or scans quotes what it looks for: not its steps)
  if (AGENT_PROMPT_FILE.test(file))
    return !(/(?:^|\/)agents\//.test(file) && REVIEWER_AGENT.test(doc.files.find((f) => f.path === file)?.text?.text.slice(0, 600) ?? ''));
  let memo = followed.get(doc);
  if (!memo) followed.set(doc, (memo = { text: doc.skillFile?.text?.text ?? '', verbs: new Map(), byFile: new Map() }));
  const byFile = memo.byFile;
  const known = byFile.get(file);
  if (known !== undefined) return known;
  const base = path.posix.basename(file);
  const text = memo.text;
  let yes = false;
  // Only SKILL.md's lines that name the file (its path ends in its base name), each once; of
  // those, the ones with a verb of following at all (known per line: every file of the skill asks).
  for (let from = 0; !base.includes('\n') && from <= text.length; ) {
    const hit = text.indexOf(base, from);
    if (hit < 0) break;
    let ls = text.lastIndexOf('\n', hit - 1) + 1;
    let le = text.indexOf('\n', hit);
    if (le < 0) le = text.length;
    from = le + 1;
    // (a sentence hard-wrapped before the name — "Follow" ⏎ "`references/setup.md` once per machine" — is read from its line above)
    if (ls > 0 && !/^\s*(?:[-*+•]\s|\d+[.)]\s|#|\||>|$)/.test(text.slice(ls, le))) {
      const ps = text.lastIndexOf('\n', ls - 2) + 1;
      const prev = text.slice(ps, ls - 1);
      if (/\S/.test(prev) && !/^\s*(?:#|\||```|~~~)/.test(prev) && !/[.!?。！？:：]\s*$/.test(prev)) ls = ps;
    }
    // (and wrapped after it, up to two lines: "… `references/x.md`의 체크리스트를" ⏎ "저장소의 …에 적용합니다" puts the verb last)
    for (let k = 0; k < 2 && le < text.length && !/[.!?。！？:：]\s*$/.test(text.slice(ls, le)); k++) {
      const ne = text.indexOf('\n', le + 1);
      const next = text.slice(le + 1, ne < 0 ? text.length : ne);
      if (!/\S/.test(next) || /^\s*(?:[-*+•]\s|\d+[.)]\s|#|\||>|```|~~~)/.test(next)) break;
      le = ne < 0 ? text.length : ne;
    }
    const line = text.slice(ls, le).replace(/\n/g, ' ');
    let verb = memo.verbs.get(ls);
    if (verb === undefined) memo.verbs.set(ls, (verb = FOLLOW_VERB.test(line) || FOLLOW_AFTER_WORD.test(line) || DEFER_WORD.test(line)));
    if (!verb) continue;
    let at = line.indexOf(file);
    let name = file;
    if (at < 0) {
      at = line.indexOf(base);
      name = base;
      if (at < 0) continue;
    }
    const before = line.slice(0, at);
    const after = line.slice(at + name.length);
    if (
      (FOLLOW_VERB.test(before) || DEFERS.test(before) || FOLLOW_AFTER.test(after)) &&
      !NOT_FOLLOW.test(before) &&
      !NOT_FOLLOW_AFTER.test(after.slice(0, 40))
    ) {
      yes = true;
      break;
    }
  }
  byFile.set(file, yes);
  return yes;
}

/** A subagent's own description that makes it a reviewer: it reviews, audits, scans, lints, detects or flags. */
const REVIEWER_AGENT = /^---[^]*?\bdescription:[^\n]*\b(?:review\w*|audit\w*|scan\w*|lint\w*|detect\w*|flag\w*|inspect\w*|vet\w*|assess\w*)\b/i;
/** Files a runtime loads as the agent's own instructions: plugin `commands/` and `agents/`, `.claude/…`, Codex `prompts/`, Gemini `commands/*.toml`, an AGENTS.md / CLAUDE.md / GEMINI.md, Cursor and Copilot rules. */
const AGENT_PROMPT_FILE =
  /^(?:\.claude\/|\.codex\/|\.gemini\/)?(?:commands|agents|prompts)\/(?:[\w.-]+\/)*[\w.-]+\.(?:md|toml)$|(?:^|\/)(?:AGENTS|CLAUDE|GEMINI)\.md$|(?:^|\/)\.cursorrules$|(?:^|\/)\.cursor\/rules\/[^/]+\.mdc$|(?:^|\/)\.github\/copilot-instructions\.md$/;

/** An entry opening with a time: "**08:55**", "2024-05-01 03:12", "T+40m", "Day 2", "第 2 天", "2日目" (after a list marker). */
const TIMESTAMP =
  /^\s*(?:(?:[-*+•]|\d+[.)]|\|)\s*)?(?:\*\*|__|\*|_|\[|`)?\s*(?:\d{4}-\d{2}-\d{2}(?:[ T]\d{1,2}:\d{2}(?::\d{2})?)?|\d{1,2}:\d{2}(?::\d{2})?(?:\s*(?:am|pm|UTC|Z))?|T\s*[+-]\s*\d+\s*(?:s|m|min|h|d)\b|(?:day|jour|tag|d[íi]a|giorno|день)\s+\d+|第\s*\d+\s*天|\d+日目)/i;
/** A sensor or witness reporting what it saw ("EDR:", "Sysmon logged", "the proxy shows", 告警, 检测到, 検知, 탐지, "detectado", "erkannt"). */
const OBSERVER =
  /\b(?:EDR|XDR|AV|antivirus|SIEM|SOC|Sysmon|Defender|CrowdStrike|Falcon|Splunk|Wazuh|osquery|auditd|alert(?:s|ed)?|detect(?:s|ed|ion)|observed|logged|seen|shows?|showed|report(?:s|ed)|found|flagged|captured|recorded|spotted|noticed|telemetry|process[- ]create|event\s*(?:id)?)\b|告警|检测到|发现|日志|记录|観測|検知|検出|アラート|ログ|탐지|경보|관찰|로그|alert[ae]|detect[óoa]|detectad|observ[óoa]|registr[óoa]|Warnung|erkannt|beobachtet|protokolliert|meldet|d[ée]tect[ée]|observ[ée]|rilev|osservat|segnala|оповещ|обнаруж|замечен|зафиксир/i;

/**
 * A line of an incident timeline ("2. **08:55** EDR: `vssadmin delete shadows /all /quiet` on FS-02"): it opens
 * with a time and names what saw the command before it, with no order to run — observed activity, not a step.
 * A schedule ("02:00 run `…`", "- 02:00 `…`") names no observer and stays a step.
 */
/**
 * A table row under a heading of what the attacker did ("## Timeline (commands as found in logs)", "## Indicators"),
 * with no order to run in its cells, whose host is defanged or reserved for documentation (RFC 5737 addresses,
 * `.invalid`, `.example`: they reach nobody): a record, not a step.
 */
function evidenceRow(text: string, seg: Segment, start: number): boolean {
  if (seg.kind !== 'prose') return false;
  const [ls, le] = nearLine(text, start);
  const row = text.slice(ls, le);
  if (!/^\s*\|/.test(row) || !(DEFANGED.test(row) || DOC_ADDRESS.test(row) || DOC_HOST_IN_TEXT.test(row))) return false;
  return EVIDENCE_HEADING.test(sectionHeading(text, seg)) && !RUN_VERB.test(row.replace(/`[^`\n]*`/g, ' '));
}

function timelineEntry(text: string, seg: Segment, start: number): boolean {
  const [ls] = nearLine(text, start);
  const [us] = unitStart(text, ls, seg.start);
  const lead = text.slice(us, start);
  const m = TIMESTAMP.exec(lead);
  if (!m) return false;
  // (a table row names its sensor in any cell: "| 08:55 | `…` | EDR alert |")
  const said =
    outsideInlineCode(lead.slice(m[0].length)) +
    (lead.trimStart().startsWith('|')
      ? ` ${text
          .slice(start, nearLine(text, start)[1])
          .replace(/^[^`\n]*`/, ' ')
          .replace(/`[^`\n]*`/g, ' ')}`
      : '');
  return OBSERVER.test(said) && !RUN_VERB.test(said);
}

/** A user's turn of a dialogue: its speaker label opens the line. */
const USER_TURN =
  /^\s*(?:[-*>]\s*)?(?:\*\*|__)?(?:user|usuario|utilisateur|nutzer|benutzer|utente|usu[áa]rio|用户|使用者|ユーザー|사용자|пользователь)(?:\*\*|__)?\s*[:：]/i;
/** A heading over example dialogues. */
const DIALOGUE_HEADING =
  /\b(?:examples?|samples?|dialog(?:ue)?s?|conversations?|transcripts?|ejemplos?|di[áa]logos?|exemples?|beispiele?|esempi[oa]?|exemplos?|примеры?|диалог\w*)\b|示例|范例|範例|对话|對話|会話|対話|대화|예시/i;

function userTurn(sf: SentinelFile, at: number): boolean {
  const text = sf.info.text;
  const ls = text.lastIndexOf('\n', at - 1) + 1;
  return USER_TURN.test(text.slice(ls, at)) && headingChain(sf, at).some((h) => h && DIALOGUE_HEADING.test(h));
}

/** The code a hit stands in: its line in a code block; in prose its inline code span (or the hit itself). */
function ownCode(text: string, seg: Segment, start: number, end: number): string {
  if (seg.kind === 'code') return text.slice(...nearLine(text, start));
  const ls = text.lastIndexOf('\n', start - 1) + 1;
  const open = text.lastIndexOf('`', start - 1);
  const close = text.indexOf('`', end);
  return open >= ls && close > 0 && !text.slice(open, close).includes('\n') ? text.slice(open, close) : text.slice(start, end);
}

/** A heading over samples of an attack: malicious, attacker's, payloads, IOCs, "in the wild". */
const SAMPLES_HEADING = /\b(?:malicious|attack(?:er)?s?|evil|hostile|exploits?|payloads?|IOCs?|indicators|in\s+the\s+wild)\b|恶意|攻击|悪意|攻撃|악성|공격/i;
/** A sentence refers to the samples it labels: them, these, below, the examples … */
const REFERS_TO_SAMPLES =
  /\b(?:them|these|those|below|following|the\s+(?:examples?|samples?|lines?|commands?|snippets?|payloads?))\b|以下|下面|这些|これら|以下の|아래/i;

/** Whether a sentence of `prose` says not to run the samples it refers to. */
function labelsSamples(prose: string): boolean {
  // (a lead-in ending in a colon refers to what follows it)
  return prose.split(/(?<=[.!?。！？])\s+|\n\s*\n/).some((s) => NOT_TO_RUN.test(s) && (REFERS_TO_SAMPLES.test(s) || /[:：]\s*$/.test(s)));
}

/** The prose of the section holding `seg`, up to `seg` (its heading's region on; code blocks left out). */
function sectionProse(text: string, sf: SentinelFile, seg: Segment): string {
  let parts: string[] = [];
  for (const s of sf.segments) {
    if (s.start >= seg.start) break;
    if (s.kind !== 'prose') continue;
    if (sectionHeading(text, s)) parts = [];
    parts.push(text.slice(s.start, s.end));
  }
  return parts.join('\n').slice(-3000);
}
