/**
 * Which workflow steps deserve a 🛑 STOP (issue 12 item 6): a step that does something a
 * person cannot take back or that others see — deploy, delete, send, publish, push, pay,
 * drop, overwrite, upload, submit, release … (English and
 * 简体中文). Reading, listing, grouping, summarising, formatting, generating a draft and
 * writing a local file are harmless: a STOP between two such steps only costs the user a
 * question. A step that forbids the action ("Never push to main", "不要删除") is a rule,
 * not the action, and gets no STOP either.
 *
 * Here, below the workflows, so that `skillops/checkpoint-marks` (its quick fix) and the
 * optimiser's dim4 proposal (workflows/loop/deterministic.ts) pick the same step.
 */
import { regionAt } from '../../skill/markdown.ts';
import type { SkillDocument } from '../../skill/types.ts';
import { SECTION_PATTERNS } from './static-dims.ts';

/** Irreversible or user-visible verbs (whole words, any case; global for matchAll). */
const ACTION_EN =
  /\b(?:deploy(?:s|ed|ing)?|delet(?:e|es|ed|ing)|overwrit(?:e|es|ing|ten)|drop(?:s|ped|ping)?|truncat(?:e|es|ed|ing)|wip(?:e|es|ed|ing)|eras(?:e|es|ed|ing)|destroy(?:s|ed|ing)?|purg(?:e|es|ed|ing)|publish(?:es|ed|ing)?|push(?:es|ed|ing)?|send(?:s|ing)?|sent|email(?:s|ed|ing)?|post(?:s|ed|ing)?(?!-)|upload(?:s|ed|ing)?|submit(?:s|ted|ting)?|releas(?:e|es|ed|ing)(?!\s+notes?)|pay(?:s|ing)?|paid|transfer(?:s|red|ring)?|refund(?:s|ed|ing)?|revok(?:e|es|ed|ing)|migrat(?:e|es|ed|ing)|rm\s+-rf|force-push|reset\s+--hard)\b/gi;

/** The same in Chinese (no word boundaries in Chinese text); 提交记录 / 提交历史 (commit history) is a noun, not the act. */
const ACTION_ZH =
  /删除|清空|销毁|覆盖|部署|上线|发布|推送|发送|发邮件|群发|上传|提交(?!记录|历史|信息|日志|说明|次数)|合并到|支付|付款|转账|扣款|退款|撤销|迁移/g;

/** "Don't / never / do not / 不要 / 禁止 / 切勿 / 不得 / 避免" right before the verb: a prohibition. */
const NEGATED_EN = /\b(?:don't|do not|never|avoid|without|no)\s+(?:\w+\s+){0,2}$/i;
const NEGATED_ZH = /(?:不要|禁止|切勿|不得|不可|避免|勿|别|不)\s*$/;

/**
 * The irreversible or user-visible action a step describes (the verb as written), or
 * undefined when the step is harmless or only forbids such an action.
 */
export function irreversibleAction(step: string): string | undefined {
  return actionIn(step, ACTION_EN) ?? actionIn(step, ACTION_ZH);
}

/** The first match of a global pattern not negated before it (an exec loop: matchAll cloned the pattern for every step). */
function actionIn(step: string, re: RegExp): string | undefined {
  re.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = re.exec(step))) {
    const before = step.slice(0, m.index);
    if (NEGATED_EN.test(before) || NEGATED_ZH.test(before)) continue;
    re.lastIndex = 0;
    return m[0];
  }
  return undefined;
}

const LIST_ITEM = /^(\s*)(\d{1,9}[.)]|[-*+])(\s+)(.*)$/;

/** The list step a STOP goes before, and how a line inserted before it keeps the list intact. */
export interface IrreversibleStep {
  /** 1-based line of the step in SKILL.md. */
  line: number;
  /** The action as written (`push`, `发布`). */
  action: string;
  /** The step is the first item of its list: the mark goes above the list, at `indent`, with a blank line after. */
  first: boolean;
  indent: string;
  /** Otherwise: the column (0-based) where the previous item's text starts, so the mark continues that item. */
  continueAt: number;
}

/**
 * The first list step of SKILL.md's body (in prose, not code) that does something
 * irreversible or user-visible — in a workflow section when one has such a step —
 * or undefined when every step is harmless.
 */
export function firstIrreversibleStep(doc: SkillDocument): IrreversibleStep | undefined {
  const info = doc.skillFile?.text;
  const md = doc.markdown;
  if (!info || !md) return undefined;
  const text = info.text;
  const starts = info.lineStarts;
  const lineCount = starts.length;
  const bodyLine = starts.findIndex((s) => s >= md.bodyOffset);
  const headings = md.headings;
  const workflow: Array<[number, number]> = [];
  headings.forEach((h, i) => {
    if (!SECTION_PATTERNS.workflow.test(h.text)) return;
    const end = headings.slice(i + 1).find((x) => x.depth <= h.depth)?.line ?? lineCount + 1;
    workflow.push([h.line, end]);
  });
  type Item = { line: number; indent: string; content: number; action?: string; inWorkflow: boolean; first: boolean };
  const items: Item[] = [];
  let prevWasItem = false;
  for (let i = Math.max(0, bodyLine); i < lineCount; i++) {
    const ls = starts[i];
    const le = i + 1 < lineCount ? starts[i + 1] - 1 : text.length;
    // Most lines start (after spaces and tabs) with an ASCII character that is no list
    // marker: decided from that character, without cutting the line out of the text.
    let j = ls;
    while (j < le && (text.charCodeAt(j) === 32 || text.charCodeAt(j) === 9)) j++;
    const c = text.charCodeAt(j);
    if (j === le || c === 35 /* # */) {
      prevWasItem = false;
      continue;
    }
    if (!((c >= 48 && c <= 57) || c === 45 || c === 42 || c === 43 || c >= 0x80 || (c >= 11 && c <= 13))) continue;
    const lineStr = text.slice(ls, le);
    const m = LIST_ITEM.exec(lineStr);
    if (!m || regionAt(md, ls + m[1].length) !== 'prose') {
      if (lineStr.trim() === '' || /^\s*#/.test(lineStr)) prevWasItem = false;
      continue;
    }
    const line = i + 1;
    items.push({
      line,
      indent: m[1],
      content: m[1].length + m[2].length + m[3].length,
      action: irreversibleAction(m[4]),
      inWorkflow: workflow.some(([a, b]) => line > a && line < b),
      first: !prevWasItem,
    });
    prevWasItem = true;
  }
  const risky = items.filter((i) => i.action);
  const best = risky.find((i) => i.inWorkflow) ?? risky[0];
  if (!best?.action) return undefined;
  const prev = items.filter((i) => i.line < best.line).pop();
  return { line: best.line, action: best.action, first: best.first, indent: best.indent, continueAt: prev ? prev.content : best.content };
}

/**
 * The mark line that guards such a step, in the language of the step it guards (the mark
 * itself stays as written): the quick fix of skillops/checkpoint-marks and the optimiser's
 * dim4 proposal write the same line.
 */
export function checkpointLine(mark: '🛑 STOP' | '🔴 CHECKPOINT', lang: 'en' | 'zh'): string {
  return lang === 'zh' ? `${mark}：执行下一步前先向用户确认。` : `${mark}: confirm with the user before the next step.`;
}
