/**
 * What a person's reply at a Gate Check means (seed metis, ⛔ Gate Check 总则):
 *
 * - #3: only an explicit affirmative — 可以 / 确认 / 提交 / 没问题 / 通过 (or "continue"),
 *   their English equivalents, or the Confirm button — passes the gate;
 * - #5 and #1: a request to skip the gate, or to let the tool judge for the person, is
 *   refused with the seed's template citing the rule, and the gate asks again;
 * - #4: anything else is a change request: back to this phase (or upstream).
 *
 * The reply is the whole answer: "可以，但是把标题改一下" is a change request, not a pass.
 */
import type { WizardMessageKey } from './messages.ts';

export const CONFIRM_CHOICE = 'confirm';
export const REVISE_CHOICE = 'revise';
export const STOP_CHOICE = 'stop';

export type GateReply =
  | { kind: 'confirm'; answer: string }
  | { kind: 'refuse'; template: WizardMessageKey; rules: number[] }
  | { kind: 'empty' }
  | { kind: 'stop' }
  | { kind: 'revise'; note: string };

/** Words that, alone or together, are an explicit affirmative (seed: 用户回复模板). */
const ZH_AFFIRMATIVE = ['没问题', '可以', '确认', '提交', '通过', '继续', '同意', '好的', '是的', '准确', '认可', '接受', '满足', '符合', '一致', '对'];
/** Particles that may follow or join them: 可以吧, 确认了, 确认提交. */
const ZH_PARTICLES = ['吧', '了', '的', '啊', '呀', '哦', '嗯'];
const EN_AFFIRMATIVE = new Set([
  'yes',
  'y',
  'confirm',
  'confirmed',
  'ok',
  'okay',
  'approve',
  'approved',
  'submit',
  'pass',
  'passed',
  'continue',
  'proceed',
  'no problem',
  'looks good',
  'lgtm',
  'accept',
  'accepted',
  'agreed',
  'correct',
  'yes confirm',
  'yes submit',
  'go ahead',
]);

function normalise(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[\s"'“”‘’「」『』.,!?;:，。！？；：、~～…]+/g, ' ')
    .trim();
}

/** True when the reply is nothing but an explicit affirmative. */
export function isConfirmation(reply: string): boolean {
  const n = normalise(reply);
  if (!n) return false;
  if (EN_AFFIRMATIVE.has(n)) return true;
  let rest = n.replace(/\s+/g, '');
  if (!/^[\u4e00-\u9fff]+$/.test(rest)) return false;
  let words = 0;
  outer: while (rest) {
    for (const w of ZH_AFFIRMATIVE)
      if (rest.startsWith(w)) {
        rest = rest.slice(w.length);
        words++;
        continue outer;
      }
    for (const p of ZH_PARTICLES)
      if (words > 0 && rest.startsWith(p)) {
        rest = rest.slice(p.length);
        continue outer;
      }
    return false;
  }
  return words > 0;
}

interface Refusal {
  pattern: RegExp;
  template: WizardMessageKey;
  rules: number[];
}

/** The seed's "常见冲突场景" for gates, most specific first. */
const REFUSALS: Refusal[] = [
  { pattern: /删(掉|除).{0,6}(技能|skill)|delete (this|the) skill|remove (this|the) skill/i, template: 'refuse.delete17', rules: [17] },
  {
    pattern: /你(直接|自己|来)?(判断|决定|定)|不用问我|别问我|you (decide|judge)|decide for me|your call|judge (it )?(yourself|for me)|use your (own )?judg/i,
    template: 'refuse.judge1',
    rules: [1],
  },
  { pattern: /跳过(审查|审核|检查|review)|不用审查|不要审查|skip (the )?(review|check)|without (a )?review/i, template: 'refuse.review19', rules: [19] },
  {
    pattern: /不用沙箱|不要沙箱|跳过沙箱|直接改.{0,8}(app|目录)|skip (the )?sandbox|without (the )?sandbox|(edit|change|modify) (the )?app (dir|folder)/i,
    template: 'refuse.sandbox18',
    rules: [18],
  },
  {
    pattern: /不用问.{0,6}直接提交|直接提交|just submit|submit (it )?(directly|now) without|submit without asking/i,
    template: 'refuse.submit5',
    rules: [9, 19],
  },
  {
    pattern: /跳过|不用(问|确认)|不需要确认|直接(下一步|进入|继续下)|skip|don'?t ask|do not ask|no need to (ask|confirm)|without (asking|confirm)/i,
    template: 'refuse.general5',
    rules: [],
  },
];

/** A skip or "judge for me" request, with the seed's template; undefined otherwise. */
export function refusalFor(reply: string): { template: WizardMessageKey; rules: number[] } | undefined {
  const r = REFUSALS.find((x) => x.pattern.test(reply));
  return r ? { template: r.template, rules: r.rules } : undefined;
}

/** Read a Gate Check reply: a button id or the person's words. */
export function readGateReply(reply: string): GateReply {
  const text = reply.trim();
  if (text === CONFIRM_CHOICE) return { kind: 'confirm', answer: text };
  if (text === STOP_CHOICE) return { kind: 'stop' };
  if (!text) return { kind: 'empty' };
  const refusal = refusalFor(text);
  if (refusal) return { kind: 'refuse', ...refusal };
  if (isConfirmation(text)) return { kind: 'confirm', answer: text };
  if (text === REVISE_CHOICE) return { kind: 'revise', note: '' };
  return { kind: 'revise', note: text.startsWith(`${REVISE_CHOICE}:`) ? text.slice(REVISE_CHOICE.length + 1).trim() : text };
}

/**
 * Phase 3: a plain "yes" (or Enter) at a question whose options include a recommended one
 * takes that one ("yes", "y", "ok", "是", "好", "可以", …).
 */
export function acceptsRecommendation(reply: string): boolean {
  const n = normalise(reply);
  return !n || /^(yes|y|ok|okay|sure|是|好|行|嗯)$/i.test(n) || isConfirmation(reply);
}

/** Phase 3's reply: a direction letter, optionally with a reason ("C，因为…", "选 B because …"). */
export function readDirection(reply: string): { letter: 'A' | 'B' | 'C' | 'D'; reason: string } | undefined {
  const m =
    /^\s*(?:选择?|choose|option|direction|方向)?\s*[[(（【]?\s*([ABCDabcd])\s*[\])）】]?(?=$|[\s,，。.:：;；、-]|因为|because)\s*[,，。.:：;；、-]?\s*(.*)$/s.exec(
      reply,
    );
  if (!m) return undefined;
  const reason = m[2].replace(/^(因为|because)\s*/i, '').trim();
  return { letter: m[1].toUpperCase() as 'A' | 'B' | 'C' | 'D', reason };
}

/** Split a list answer ("a; b\nc", "a，b") into items; `commas: false` splits on ; and new lines only. */
export function splitList(text: string, commas = true): string[] {
  return text
    .split(commas ? /[;\n；,，、]+/ : /[;\n；]+/)
    .map((s) => s.trim())
    .filter(Boolean);
}
