/**
 * How sentinel/defence-off reads a candidate line: the literal pass over the techniques' anchor words, the
 * order in the prose before a hit, and a line that is a catalogue of switches rather than a step. The rule:
 * ../defence-off.ts; its techniques: ./defence-techniques.ts.
 */
import { firstAtOrAfter } from '../anchors.ts';
import type { Hit } from '../report-hit.ts';
import { lineBounds, type Segment } from '../view.ts';
import { TECHNIQUES, type Technique } from './defence-techniques.ts';
import { RC_LINE_WORDS } from './defence-words.ts';

/** The literal pass: every anchor, longest first. */
const ANCHOR_TO = new Map<string, Technique[]>();
for (const t of TECHNIQUES) for (const a of t.anchors) ANCHOR_TO.set(a, [...(ANCHOR_TO.get(a) ?? []), t]);
/** The techniques an anchor match names (its spaces read as one). */
export const techniquesOf = (word: string): Technique[] => ANCHOR_TO.get(word.toLowerCase().replace(/[ \t]+/g, ' ')) ?? [];
/** The techniques' anchor words (the shared anchor pass holds the same list under `defence`). */
export const DEFENCE_ANCHORS: readonly string[] = [...ANCHOR_TO.keys()].filter((a) => !RC_LINE_WORDS.includes(a));
export const ANCHOR = new RegExp(
  [...ANCHOR_TO.keys()]
    .sort((x, y) => y.length - x.length)
    .map((a) => a.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&').replace(/ /g, '[ \\t]+'))
    .join('|'),
  'iy',
);

/** In prose, a hit counts when its sentence tells the reader to do it ("run", "first set", "then disable"), not when it says what is usually done ("clusters often run with …"). */
export const IMPERATIVE =
  /(?:^|[\s>*_(:])(?<!\b(?:often|usually|sometimes|typically|commonly|frequently|generally|normally|rarely|which|that|who|they)\s+)(?:run|execute|exec|type|paste|enter|set|use|add|append|put|export|configure|disable|turn\s+off|switch\s+off|skip|bypass|start|launch|invoke|call|apply|install|clone|pull|push|commit|change|edit|write|create|please|first|then|next|always|must|need\s+to|make\s+sure)\b[^.;!?]*$|(?:运行|执行|输入|粘贴|设置|使用|添加|配置|关闭|禁用|跳过|先|然后|务必|必须)[^。；！？]*$|(?<![\p{L}])(?:(?:допиш|добав|укаж|зада|установ|отключ|выключ|пропиш|внес|замен|измен|запуст|выполн|встав|скопир|пропуст|постав|включ|сохран|пропиш)[а-яё]*(?:ите|йте|ьте|и|ь)|añad[ae]|agreg[ae]|pon(?:ga)?|establec[ea]|desactiv[ae]|ejecut[ae]|copi[ae]|peg[ae]|escrib[ae]|configur[ae]|defin[ae]|füg(?:e|en\s+Sie)|setz(?:e|en\s+Sie)|trag(?:e|en\s+Sie)|deaktivier(?:e|en\s+Sie)|schreib(?:e|en\s+Sie)|kopier(?:e|en\s+Sie)|stell(?:e|en\s+Sie)|ajout(?:e|ez)|mett(?:ez|s)|définiss(?:ez)|défini[st]|désactiv(?:e|ez)|exécut(?:e|ez)|copi(?:e|ez)|coll(?:e|ez)|écri(?:s|vez)|configur(?:e|ez)|adicion[ae]|defin[ae]|desativ[ae]|aggiung[ai]|impost[ai]|disattiv[ai]|esegu[ia]|scriv[ia])(?![\p{L}])[^.;!?]*$/iu;

/** The words of prose before a hit: inline code spans dropped, the hit's own open span cut. */
export function proseOf(before: string): string {
  const closed = before.replace(/`[^`\n]*`/g, ' ');
  const open = closed.lastIndexOf('`');
  return open < 0 ? closed : closed.slice(0, open);
}

/**
 * A line of prose or of the frontmatter that lists switches of two or more techniques as three or more items between
 * commas, with no order before the first and none written as a setting command, is a catalogue of what a review
 * looks for ("Find places where a codebase turns TLS verification off
 * (verify=False, CERT_NONE, rejectUnauthorized false, curl -k)", a table cell of a checklist): each hit there is
 * quoted, unless another context says more (a bad example, a detector's pattern). One switch, or an order
 * ("set …, … and …"), stays a step.
 */
export function catalogued(pending: Hit[], text: string, anchors: readonly number[]): void {
  const lines = new Map<number, Hit[]>();
  for (const p of pending) {
    if (p.reason || p.strict || (p.seg.kind !== 'prose' && p.seg.kind !== 'frontmatter')) continue;
    const ls = lineBounds(text, p.start)[0];
    lines.set(ls, [...(lines.get(ls) ?? []), p]);
  }
  for (const [ls, hs] of lines) {
    // (a hit written as a setting command — `export NODE_TLS_REJECT_UNAUTHORIZED=0` — is a step, whatever the line lists)
    if (hs.some((p) => /^(?:export|setx|set)\s/.test(text.slice(p.start, p.end)) || /\b(?:export|setx)\s+$/.test(text.slice(ls, p.start)))) continue;
    const le = lineBounds(text, ls)[1];
    // the line's anchors read as the main pass reads them (no overlaps), each by the technique it names, and the
    // list items they stand in (the text between commas, semicolons, slashes or enumeration commas)
    const kinds = new Set<string>();
    const items = new Set<number>();
    let first = le;
    let lastEnd = ls;
    for (let k = firstAtOrAfter(anchors, ls); k < anchors.length && anchors[k] < le; k++) {
      if (anchors[k] < lastEnd) continue;
      ANCHOR.lastIndex = anchors[k];
      const m = ANCHOR.exec(text);
      if (!m || m.index + m[0].length > le) continue;
      lastEnd = m.index + m[0].length;
      kinds.add(techniquesOf(m[0])[0]?.id ?? m[0]);
      first = Math.min(first, m.index);
      items.add((text.slice(ls, m.index).match(/[,;/、，；|]/g) ?? []).length);
    }
    if (kinds.size < 2 || items.size < 3 || IMPERATIVE.test(proseOf(text.slice(ls, first)))) continue;
    for (const p of hs) p.lastReason = 'quoted';
  }
}

/** A verb in the third person right after the command's code span: the command is the sentence's subject ("`git commit --no-verify` skips hooks"). */
const DESCRIBING_VERB =
  /^(?:\s*\/\s*`[^`\n]*`)*\s*(?:skips?|bypass(?:es)?|disables?|turns?\s+off|switch(?:es)?\s+off|ignores?|omits?|pula[mn]?|überspring(?:t|en)|umgeh(?:t|en)|omite[n]?|salta[n]?|désactivent?|contourne(?:nt)?|saute(?:nt)?|会?跳过|会?绕过|(?:は|で)[^。\n]{0,20}(?:スキップ|回避))/i;
/** "… can be skipped with", "… may be bypassed using": the sentence says the escape exists. */
const CAN_BE_SKIPPED =
  /\b(?:(?:can|could|may)\s+(?:still\s+)?be\s+(?:skipped|bypassed|overridden|turned\s+off|disabled)|(?:skip|bypass)\w*(?:\s+(?:it|them|hooks?|checks?))?\s+(?:only\s+)?in\s+(?:an?\s+)?emergenc(?:y|ies))\b[^.;!?]*\b(?:with|using|via|by)\s*$/i;

/**
 * A command in SKILL.md's inline code that the sentence describes rather than orders: it is the
 * subject of a verb saying what it does, or the means by which something "can be skipped".
 * `textAfter`: the text from the end of the hit; `before`: the prose of its sentence before it.
 */
export function described(textAfter: string, before: string): boolean {
  const close = textAfter.indexOf('`');
  if (close < 0 || close > 120 || textAfter.slice(0, close).includes('\n')) return false;
  const after = textAfter.slice(close + 1, close + 121);
  if (DESCRIBING_VERB.test(after) || CAN_BE_SKIPPED.test(before)) return true;
  const said = proseOf(before);
  if (IMPERATIVE.test(said) || NEEDS.test(said)) return false;
  // (shown with the setting that replaces it, `X` → `Y`; or a list item labelled with the defect in words before its
  // examples: "4. TLS verification disabled — `verify=False`, …")
  return REPLACED_BY.test(after) || DEFECT_LABEL.test(before);
}

/** "`X` → `Y`": the switch and the setting that replaces it. */
const REPLACED_BY = /^\s*(?:→|->|⇒|=>)\s*`/;
/** A label that names the defect (a list item's, its marker cut off as a sentence end), then a dash, colon or bracket before its examples (no "with", "so", "then"). */
const DEFECT_LABEL =
  /^\s*(?:(?:[-*+]|\d+[.)])\s+)?(?:\*\*)?(?:(?!\b(?:with|using|via|so|then|to|in\s+order|works?|runs?|needs?)\b)[^\n`.:;])*?(?:\bdisabl(?:ed|es)\b|\bturn(?:ed|s)\s+off\b|\bswitch(?:ed|es)\s+off\b|\bbypass(?:ed|es)\b|無効|禁用|关闭|绕过|비활성)[^\n`.:;]{0,20}?(?:\*\*)?\s*(?:—|–|:|：|\()[^.!?。]*$/i;
/**
 * A need said as a fact ("the proxy needs TLS verification disabled:", "This skill requires
 * `--dangerously-skip-permissions`", "works best with …"): an order all the same (lib/bypass-prose.ts too).
 */
export const NEEDS =
  /\b(?:needs?|requires?|must|should|has\s+to|have\s+to|expects?|relies\s+on|depends\s+on|(?:is\s+)?(?:meant|designed|built)\s+(?:to\s+run\s+)?(?:for|with)|runs?\s+(?:only\s+)?with|(?:works?|runs?)\s+best\s+with)\b|需要|必须|必要/i;

/**
 * The list item holding line `ls` opens with a checkbox ("- [ ] TLS … Fail if you see" wrapped onto the hit's line) and
 * gives no order before the hit at `start` ("- [ ] Set `X=0` in the shell" is a step to tick off).
 */
export function inChecklistItem(text: string, ls: number, from: number, start: number): boolean {
  let p = ls;
  for (let n = 0; n < 8 && p >= from; n++) {
    const e = text.indexOf('\n', p);
    const line = text.slice(p, e < 0 ? text.length : e);
    if (/^\s*(?:[-*+]|\d+[.)])\s/.test(line))
      return /^\s*(?:[-*+]|\d+[.)])\s+\[[ xX]\]/.test(line) && !IMPERATIVE.test(proseOf(text.slice(p, start)).replace(/^\s*(?:[-*+]|\d+[.)])\s+\[[ xX]\]/, ''));
    if (!/^\s{2,}\S/.test(line) || p === 0) return false;
    p = text.lastIndexOf('\n', p - 2) + 1;
  }
  return false;
}

/** The prose of the hit's sentence before it, across the wrapped lines of its paragraph or list item (inline code dropped). */
export function sentenceBefore(text: string, seg: Segment, start: number): string {
  let s = Math.max(seg.start, start - 600);
  const para = text.lastIndexOf('\n\n', start);
  if (para >= s) s = para + 2;
  const item = /\n[ \t]*(?:[-*+]|\d+[.)])[ \t][^\n]*$/.exec(text.slice(s, start));
  const from = item ? s + item.index + 1 : s;
  const prose = proseOf(text.slice(from, start));
  const ends = [...prose.matchAll(/[.!?。！？](?:\*\*)?(?:\s|$)/g)];
  return ends.length ? prose.slice(ends[ends.length - 1].index! + 1) : prose;
}

/** A YAML name line whose value stands on the next line (Kubernetes `env:`, Azure Pipelines `variables:`). */
const NAME_LINE = /^\s*(?:-\s+)?name\s*:\s*["']?[\w.-]+["']?\s*$/;

/**
 * The text a technique reads for the line [ls, le) of a segment ending at `end`: the line, with
 * the value a key's line leaves to the next one — a property list's `<key>X</key>` ⏎ `<true/>`,
 * a YAML pair `- name: NODE_TLS_REJECT_UNAUTHORIZED` ⏎ `value: '0'` (read as `name: X: '0'`).
 */
export function lineWithValue(text: string, ls: number, le: number, end: number): string {
  const line = text.slice(ls, le);
  if (le >= end) return line;
  if (line.endsWith('</key>')) return text.slice(ls, Math.min(end, lineBounds(text, le + 1)[1]));
  if (!NAME_LINE.test(line)) return line;
  const [ns, ne] = lineBounds(text, le + 1);
  const v = /^\s*value\s*:\s*([^\n]*)$/.exec(text.slice(ns, Math.min(ne, end)));
  return v ? `${line.trimEnd()}: ${v[1]}` : line;
}
