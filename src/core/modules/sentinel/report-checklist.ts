/** A checklist's items that ask or audit rather than order (report.ts): the commands they name are looked for, not run. */
import { labelsGood, outsideInlineCode, paraAfter, paraBefore, proseBefore, RUN_OTHER, sectionHeading } from './report-negation.ts';
import type { Segment, SentinelFile } from './view.ts';
import { RUN_VERB } from './report-detection.ts';

/** A question word a checklist item asks with: a box to tick, 是否 / whether / does …. */
const QUESTION_WORD = /\[[ xX]\]|是否|有没有|\b(?:whether|does|do|is|are|did|has|have)\b/i;

/**
 * The hit stands in a checklist's question: its item's first line (up to 400 characters) ends with a question mark, a
 * question word or a box comes before the hit, and nothing before the hit orders it run ("- [ ] Install `…` — done?"
 * is a step).
 */
export function checkQuestion(text: string, us: number, start: number): boolean {
  if (start - us > 400) return false;
  const nl = text.indexOf('\n', start);
  const end = nl < 0 ? Math.min(text.length, us + 400) : Math.min(nl, us + 400);
  if (!/[?？]\s*$/.test(text.slice(start, end))) return false;
  const lead = outsideInlineCode(text.slice(us, start).replace(/^\s*(?:[-*+•]|\d+[.)])\s+/, ''));
  // (a question that opens with its auxiliary names the run it asks about: "Does the script run `curl … | sh`?")
  const plain = lead.replace(/\[[ xX]\]/, '');
  // (not one that asks first and orders after — "Is it there? If not, run …" — nor one that has "you" run it)
  if (ASKS.test(plain) && !/[?？]/.test(plain) && !/\byou\b/i.test(plain)) return true;
  return QUESTION_WORD.test(lead) && !RUN_VERB.test(plain) && !RUN_OTHER.test(lead);
}

/** An item that opens as a question: "Does it …", "Is any …", "Are there …", "Did the hook …". */
const ASKS =
  /^\s*(?:\*\*)?(?:does|do|is|are|did|has|have|can|could|will|would|should)\s+(?:it|they|the|this|that|any|anything|a|an|some|there|its|their|your|we|you)\b/i;

/**
 * A checklist's audit item that asks a question before the hit, or asks for the reason after it ("- [ ] `pip install` 是否来自
 * 官方注册表？出现 `--extra-index-url http://…` 要追问理由", "- [ ] Is every install from the registry? Flag `--index-url …`").
 */
export function auditItem(text: string, us: number, start: number): boolean {
  if (start - us > 400 || !/^\s*(?:[-*+]|\d+[.)])\s+\[[ xX]\]/.test(text.slice(us, us + 12))) return false;
  const lead = outsideInlineCode(text.slice(us, start));
  // (a step after the question orders it: "- [ ] Disk still full? Then run `rm -rf ~/`")
  const asked = Math.max(lead.lastIndexOf('?'), lead.lastIndexOf('？'));
  if (asked >= 0 && (RUN_VERB.test(lead.slice(asked + 1)) || RUN_OTHER.test(lead.slice(asked + 1)))) return false;
  // (no question before the hit: a step unless the item asks — "Does it execute `…`?" — or the hit is asked about after it)
  if (asked < 0 && !QUESTION_WORD.test(lead.replace(/\[[ xX]\]/, '')) && (RUN_VERB.test(lead.replace(/\[[ xX]\]/, '')) || RUN_OTHER.test(lead))) return false;
  const nl = text.indexOf('\n', start);
  const rest = text.slice(start, nl < 0 ? Math.min(text.length, start + 300) : Math.min(nl, start + 300));
  return /[?？]/.test(lead) || /追问|核实|问清|说明理由|审查|\b(?:ask\s+why|justify|flag\s+it|question\s+it)\b/i.test(rest);
}

const QUIZ_HEADING =
  /^\s{0,3}#+\s*(?:\d+[.)]?\s*)?(?:quiz(?:zes)?|퀴즈|测验|小测验?|クイズ|cuestionario|questionnaire|prueba)(?:\s*\([^)\n]{0,20}\))?\s*[:：]?\s*$/i;
const QUIZ_ANSWER =
  /(?:→|->|=>)\s*(?:정답|答案|正解|answer|respuesta|réponse|antwort|resposta)\s*[:：]|\b(?:correct\s+)?answer\s*[:：]\s*(?:refuse|reject|allow|acceptable|safe|unsafe)/i;
/** A course's case told in brackets after its number ("讲解案例 4（要求写入 AGENTS.md 的长期规则：…对用户隐瞒…）"): a description. */
const CASE_TOLD =
  /(?:案例|事例|사례|\b(?:case|example|scenario|caso|ejemplo|exemple|Fall|Beispiel))\s*(?:#\s*)?\d+\s*[（(](?=[^)）\n]*?(?:要求|让|叫|诱导|요청|지시|\b(?:asks?|asked|tells?|told|wants?|instructs?|orders?|says?|said)\b))[^)）\n]*$/i;

/** A quiz item of a course about attacks, or its answer on the line: "3. `curl … | sh` → 정답: …", "→ Answer: refuse". */
export function quizItem(text: string, seg: Segment, line: string, before: string): boolean {
  // (an item of the quiz's own list, not an order that borrows its arrow: nothing before the hit runs or orders it)
  if (!/^\s*(?:[-*+]|\d+[.)])\s/.test(line) || RUN_VERB.test(outsideInlineCode(before)) || RUN_OTHER.test(before)) return false;
  return QUIZ_HEADING.test(sectionHeading(text, seg)) && (QUIZ_ANSWER.test(line) || /→|->|=>|[?？]/.test(line));
}

export const caseTold = (lead: string): boolean => CASE_TOLD.test(lead);

/** A fenced block whose lead-in opens with a bad label and whose next paragraph gives the right way ("Bad — …:" ⏎ block ⏎ "Good: …"). */
export function labelledPair(text: string, sf: SentinelFile, seg: Segment): boolean {
  const fenceLine = text.lastIndexOf('\n', seg.start - 2) + 1;
  const lead = paraBefore(text, fenceLine, proseBefore(sf, seg)?.start ?? 0);
  return BAD_LEAD.test(lead) && GOOD_LEAD.test(paraAfter(text, seg.end));
}
// (a mark and a word together, and a parenthesis after them: "❌ 错误（示例地址已去除危害）：", "❌ 同样错误——…", "✅ Good:")
const BAD_LEAD =
  /^\s*(?:\*\*|__)?\s*(?:(?:❌|✗|✘|bad|wrong|insecure|unsafe|malo|schlecht|falsch|mauvais|errado|(?:同样|也是|也)?错误|反例|悪い例)\s*){1,3}(?:[（(][^）)\n]{0,40}[）)])?\s*(?:\*\*|__)?\s*[—–:：-]/i;
const GOOD_LEAD =
  /^\s*(?:\*\*|__)?\s*(?:(?:✅|✔|✓|good|right|better|correct|fixed|safe|secure|bueno|gut|richtig|bon|correto|正确|正例|良い例)\s*){1,3}(?:[（(][^）)\n]{0,40}[）)])?\s*(?:\*\*|__)?\s*[—–:：-]/i;

/** The paragraph before a fenced block orders it run or applied ("Point pip at the team mirror, then install:"). */
export function leadOrders(sf: SentinelFile, seg: Segment): boolean {
  const text = sf.info.text;
  const fenceLine = text.lastIndexOf('\n', seg.start - 2) + 1;
  const lead = outsideInlineCode(paraBefore(text, fenceLine, proseBefore(sf, seg)?.start ?? 0));
  return RUN_VERB.test(lead) || RUN_OTHER.test(lead) || /\b(?:point|set|configure|install|add|use|apply)\b/i.test(lead);
}

/** The label that opens a list item or a paragraph ("错误：", "**Bad:**", "- ❌", "✅"): up to a colon, or a mark alone. */
const OPENING_LABEL = /^\s*(?:(?:[-*+•]|\d+[.)])\s+)?(?:(❌|✗|✘|🚫|⛔|✅|✓|✔)|(?:\*\*|__)?([^:：`\n]{1,24}?)(?:\*\*|__)?\s*[:：])/;
/** Labels of a pair, not of a wrong or right way: before/after, ok, instead, fixed (and their kin). */
const PAIR_WORD = /^(?:before|after|ok|okay|instead|fixed|vorher|nachher|avant|apr[eè]s|antes|despu[eé]s|改前|改后|修改前|修改后)\b/i;

/** The label a line (or a lead) opens with, if it is no label of a pair. */
export function openingLabel(line: string): string | undefined {
  const m = OPENING_LABEL.exec(line);
  const label = m && (m[1] ?? m[2].replace(/[*_`]/g, '').trim());
  return label && !PAIR_WORD.test(label) ? label : undefined;
}
/** The line after the one at `ls` opens with a label of the right way ("Good:", "✅", "正确："). */
export function goodNextLine(text: string, ls: number): boolean {
  const nl = text.indexOf('\n', ls);
  if (nl < 0) return false;
  const end = text.indexOf('\n', nl + 1);
  const label = openingLabel(text.slice(nl + 1, end < 0 ? text.length : end));
  return !!label && labelsGood(label);
}
/** …beside a list item labelled as the right way ("- 正确：…", "- ✅ …"): a bad/good pair, not a step that opens with a mark. */
export function goodItemBeside(text: string, ls: number, seg: Segment): boolean {
  // (the lines around the hit's, within its section: a heading ends the search either way)
  const from = Math.max(seg.start, ls - 600);
  const to = Math.min(seg.end, ls + 600);
  const lines = text.slice(from, to).split('\n');
  const at = text.slice(from, ls).split('\n').length - 1;
  for (const dir of [-1, 1])
    for (let i = at + dir; i >= 0 && i < lines.length; i += dir) {
      if (/^\s{0,3}#/.test(lines[i])) break;
      const label = openingLabel(lines[i]);
      if (label && labelsGood(label)) return true;
    }
  return false;
}
