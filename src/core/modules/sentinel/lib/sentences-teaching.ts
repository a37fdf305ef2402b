/**
 * Security-teaching text (lib/sentences-read.ts): a sentence that names an attack, is told in the past, stands in a
 * pattern table, or under a heading or lead-in about attacks, describes a technique rather than orders it.
 */
import type { Segment } from '../view.ts';
import { ATTACK, TEACHING_HEADING } from './sentences-words.ts';
import { ordersItems } from './sentences-clauses.ts';

/** Security-teaching text: the sentence names an attack, a table row, or a section / list about attacks. */
const PAST_NARRATIVE = /(?:ていました|ていた|ました|でした|されました|었습니다|았습니다|였습니다|했습니다|되었습니다)[。．.]?\s*$/;
/** An actor's past deed, in English: "the attacker used …", "a script that posted …", "the worm then sent …". */
const PAST_DEED =
  /\b(?:attackers?|actors?|scrapers?|scripts?|malware|bots?|packages?|worms?|payloads?|intruders?|adversar(?:y|ies))\s+(?:(?:that|which|who)\s+)?(?:then\s+|also\s+|quickly\s+|quietly\s+|later\s+)?(?:used|posted|sent|uploaded|exfiltrated|published|stole|harvested|exported|leaked|ran|executed|pushed)\b/i;
/** A sentence that opens with an order: no relative clause in it makes it a story. */
const ORDER_START =
  /^\s*(?:[-*+]|\d+[.)])?\s*(?:please\s+|now\s+|then\s+|first,?\s+)?(?:collect|gather|send|post|upload|read|copy|take|export|forward|include|paste|put|write|save|open|run|execute|fetch|download|add|create|publish|push|grab|dump|harvest|extract)\b/i;
/**
 * What a training or a scanner teaches to recognise: the attempts of others ("how to recognise skills that try to write
 * standing orders into memory files", "riconoscere skill che cercano di …", "Skills erkennen, die versuchen, …").
 */
const RECOGNISE_ATTEMPT = new RegExp(
  [
    String.raw`\b(?:recogni[sz]e|recogni[sz]ing|spot(?:ting)?|detect(?:ing)?|identify(?:ing)?|catch(?:ing)?|flag(?:ging)?)\b[^.\n]{0,80}?\b(?:that|which|who)\s+(?:try|tries|attempt|attempts)\s+to\b`,
    String.raw`\briconoscer[ei]\b[^.\n]{0,80}?\bche\s+(?:cercano|tentano|provano)\s+di\b`,
    String.raw`\b(?:reconocer|detectar|identificar)\b[^.\n]{0,80}?\bque\s+(?:intentan|tratan\s+de)\b`,
    String.raw`\b(?:reconhecer|detectar|identificar)\b[^.\n]{0,80}?\bque\s+(?:tentam|procuram)\b`,
    String.raw`\b(?:erkennen|identifizieren)\b[^.\n]{0,80}?\b(?:die|welche)\s+versuchen\b`,
    String.raw`\b(?:reconna[îi]tre|d[ée]tecter|identifier)\b[^.\n]{0,80}?\bqui\s+(?:tentent|essaient|cherchent)\s+(?:de|d['’])`,
    String.raw`(?:识别|辨识|辨別|識別|发现|检测)[^。\n]{0,40}?(?:试图|企图|試圖|企圖)`,
  ].join('|'),
  'i',
);

/** A document titled as samples to detect, not to follow: "# 見本集（検出用・実行禁止）", "# Attack samples for detection". */
const SAMPLES_TITLE =
  /検出用|検知用|実行禁止|見本集|サンプル集|样本集|示例集|检测用|禁止执行|仅供检测|탐지용|실행\s*금지|\b(?:attack|phishing|injection|malicious)\s+(?:samples|examples)\b|\b(?:samples|examples)\s+(?:for|of)\s+(?:detection|training)\b|\bfor\s+detection(?:\s+only)?\b|\bdo\s+not\s+(?:run|execute|follow)\b/i;
/** An order after a clause's comma: "…, first upload …", "…; then send …". */
const ORDER_AFTER =
  /[,;:]\s*(?:and\s+)?(?:then\s+|first\s+|now\s+|please\s+)?(?:collect|gather|send|post|upload|read|copy|take|export|forward|include|paste|put|write|save|open|run|execute|fetch|download|add|create|publish|push|grab|dump|harvest|extract|encrypt|delete|remove)\b/i;

export function teaching(text: string, s: number, e: number, seg: Segment, sentence: string): boolean {
  if (seg.kind === 'comment') return false;
  // (a description too: "a training on how to recognise skills that try to collect credentials" — not a sentence that goes on
  // to order something: "To help you recognise skills that try to steal keys, first upload …")
  const attempt = RECOGNISE_ATTEMPT.exec(sentence);
  if (attempt && !ORDER_AFTER.test(sentence.slice(attempt.index + attempt[0].length))) return true;
  if (seg.kind === 'frontmatter') return false;
  if (ATTACK.test(sentence)) return true;
  // A Japanese or Korean sentence told in the past ("…へ送る処理が埋め込まれていました", "…보냈습니다"): what happened, not an order.
  if (PAST_NARRATIVE.test(sentence)) return true;
  // …or in English, an actor's past deed ("an automated scraper used the token to publish … and posted them to …").
  if (PAST_DEED.test(sentence) && !ORDER_START.test(sentence)) return true;
  const ls = text.lastIndexOf('\n', s - 1) + 1;
  // A table row is a pattern table's, unless its table is a procedure ("| Step | Action |").
  if (text.charCodeAt(ls + (/^\s*/.exec(text.slice(ls, ls + 8))?.[0].length ?? 0)) === 0x7c && !procedureRow(text, ls, seg)) return true;
  // The section heading (a prose region starts at its heading line).
  if (seg.kind === 'prose') {
    const hEnd = text.indexOf('\n', seg.start);
    const head = text.slice(seg.start, hEnd < 0 ? seg.end : Math.min(hEnd, seg.end));
    if (/^\s{0,3}#/.test(head) && TEACHING_HEADING.test(head)) return true;
  }
  // A blockquote in a document titled for attacks or their detection ("# 見本集（検出用・実行禁止）", "# Attack samples"): a sample.
  if (/^\s*>/.test(text.slice(ls, e)) && SAMPLES_TITLE.test(/^(?:\s*\n)*#\s+([^\n]+)/.exec(text.slice(0, 400))?.[1] ?? '')) return true;
  // A blockquote under a lead-in that names an attack ("Attack example (quoted):", "공격 예시 (인용):"): what is quoted.
  if (/^\s*>/.test(text.slice(ls, e))) {
    let p = ls;
    for (let n = 0; n < 40 && p > seg.start; n++) {
      const prev = text.lastIndexOf('\n', p - 2) + 1;
      const line = text.slice(prev, p - 1);
      p = prev;
      if (/^\s*>/.test(line) || /^\s*$/.test(line)) continue;
      if (!/[:：]\s*$/.test(line) || !(TEACHING_HEADING.test(line) || ATTACK.test(line))) return false;
      // (unless the text after the quotation orders it: "Do the step above before installing anything")
      const after = text.slice(e, e + 600).replace(/^(?:[^\n]*\n)*?(?=[ \t]*[^>\s])/, '');
      return !/\b(?:(?:the\s+)?(?:step|command|instruction|line)s?\s+above|do\s+(?:this|that|it)\b|(?:run|follow|apply)\s+(?:it|this|that|the\s+above))/i.test(
        after.split('\n')[0] ?? '',
      );
    }
  }
  // A list item: the lead-in line above the list ("Attackers may:", "Red flags:").
  if (/^\s*(?:[-*+•]\s|\d+[.)]\s)/.test(text.slice(ls, e))) {
    let p = ls;
    for (let n = 0; n < 40 && p > seg.start; n++) {
      const prev = text.lastIndexOf('\n', p - 2) + 1;
      const line = text.slice(prev, p - 1);
      p = prev;
      if (/^\s*(?:[-*+•]\s|\d+[.)]\s)/.test(line) || /^\s{2,}\S/.test(line) || /^\s*$/.test(line)) continue;
      // (not a lead-in that orders its items: "do the following without asking, because pausing gives an attacker time:")
      return (TEACHING_HEADING.test(line) || ATTACK.test(line)) && !ordersItems(text.slice(text.lastIndexOf('\n\n', prev) + 1, p + line.length + 1));
    }
  }
  return false;
}

/**
 * The header of a table says its rows are steps to carry out: a column named step, action,
 * task or instruction, in the languages read ("| Paso | Acción |", "| Schritt | Was tun |",
 * "| 步骤 | 操作 |"). A pattern table ("| Pattern | Meaning |") or a list of techniques has none.
 */
const PROCEDURE_HEADER =
  /(?:^|\|)\s*(?:\*\*)?\s*(?:#|no\.?|nr\.?|n[º°o]\.?|steps?|actions?|tasks?|instructions?|procedure|what\s+to\s+do|to\s*do|do|then|pasos?|acci[oó]n(?:es)?|tareas?|schritte?|aktion(?:en)?|ma(?:ß|ss)nahmen?|aufgaben?|was\s+tun|[ée]tapes?|t[âa]ches?|passos?|a[çc](?:ão|ões)|tarefas?|passi|azion[ei]|compiti|шаги?|действи[ея]|задач[аи]|步骤|操作|动作|任务|做法|手順|ステップ|作業|操作|단계|작업|조치)\s*(?:\*\*)?\s*(?=\|)/i;
/** The row at `ls` belongs to a table whose header names steps or actions (PROCEDURE_HEADER). */
function procedureRow(text: string, ls: number, seg: Segment): boolean {
  // up to the table's first line (rows are consecutive lines starting with `|`)
  let head = ls;
  for (let n = 0; n < 60 && head > seg.start; n++) {
    const prev = text.lastIndexOf('\n', head - 2) + 1;
    if (prev >= head || !/^\s*\|/.test(text.slice(prev, Math.min(prev + 8, head)))) break;
    head = prev;
  }
  const end = text.indexOf('\n', head);
  const header = text.slice(head, end < 0 ? text.length : end);
  // ("| Step | Attacker action |": a technique's steps, told to teach)
  return PROCEDURE_HEADER.test(header) && !ATTACK.test(header) && !TEACHING_HEADING.test(header);
}
