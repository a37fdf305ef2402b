/**
 * Which workflow steps deserve a 🛑 STOP (issue 12 item 6): a step that does something a
 * person cannot take back or that others see — deploy, delete, send, publish, push, pay,
 * drop, overwrite, upload, submit, release … (English and
 * 简体中文). Reading, listing, grouping, summarising, formatting, generating a draft and
 * writing a local file are harmless: a STOP between two such steps only costs the user a
 * question. A step that forbids the action ("Never push to main", "不要删除") is a rule,
 * not the action, and gets no STOP either.
 */

/** Irreversible or user-visible verbs (whole words, any case). */
const ACTION_EN =
  /\b(?:deploy(?:s|ed|ing)?|delet(?:e|es|ed|ing)|overwrit(?:e|es|ing|ten)|drop(?:s|ped|ping)?|truncat(?:e|es|ed|ing)|wip(?:e|es|ed|ing)|eras(?:e|es|ed|ing)|destroy(?:s|ed|ing)?|purg(?:e|es|ed|ing)|publish(?:es|ed|ing)?|push(?:es|ed|ing)?|send(?:s|ing)?|sent|email(?:s|ed|ing)?|post(?:s|ed|ing)?(?!-)|upload(?:s|ed|ing)?|submit(?:s|ted|ting)?|releas(?:e|es|ed|ing)(?!\s+notes?)|pay(?:s|ing)?|paid|transfer(?:s|red|ring)?|refund(?:s|ed|ing)?|revok(?:e|es|ed|ing)|migrat(?:e|es|ed|ing)|rm\s+-rf|force-push|reset\s+--hard)\b/i;

/** The same in Chinese (no word boundaries in Chinese text); 提交记录 / 提交历史 (commit history) is a noun, not the act. */
const ACTION_ZH =
  /删除|清空|销毁|覆盖|部署|上线|发布|推送|发送|发邮件|群发|上传|提交(?!记录|历史|信息|日志|说明|次数)|合并到|支付|付款|转账|扣款|退款|撤销|迁移/;

/** "Don't / never / do not / 不要 / 禁止 / 切勿 / 不得 / 避免" right before the verb: a prohibition. */
const NEGATED_EN = /\b(?:don't|do not|never|avoid|without|no)\s+(?:\w+\s+){0,2}$/i;
const NEGATED_ZH = /(?:不要|禁止|切勿|不得|不可|避免|勿|别|不)\s*$/;

/**
 * The irreversible or user-visible action a step describes (the verb as written), or
 * undefined when the step is harmless or only forbids such an action.
 */
export function irreversibleAction(step: string): string | undefined {
  for (const re of [ACTION_EN, ACTION_ZH]) {
    const g = new RegExp(re.source, re.flags.includes('g') ? re.flags : re.flags + 'g');
    for (let m = g.exec(step); m; m = g.exec(step)) {
      const before = step.slice(0, m.index);
      if (NEGATED_EN.test(before) || NEGATED_ZH.test(before)) continue;
      return m[0];
    }
  }
  return undefined;
}
