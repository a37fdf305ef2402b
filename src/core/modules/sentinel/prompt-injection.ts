/**
 * sentinel/prompt-injection — text written to take over the agent that reads it:
 * - instruction override: "ignore / disregard / forget (all) previous|prior|above
 *   instructions|rules|guidelines", "ignore all instructions", "do not follow the
 *   previous instructions", 忽略/无视/忘记(之前|以上|所有)的(指令|规则|提示词);
 * - system override: "system override", "override the system prompt", "new system
 *   prompt:", 系统提示词覆盖;
 * - jailbreak: "DAN mode", "Do Anything Now", "enter developer|god|jailbreak mode",
 *   "jailbreak mode", 越狱模式, 开发者模式已开启;
 * - role hijack: "you are now (an) unrestricted|unfiltered|jailbroken|DAN …",
 *   "you have no rules|restrictions", "pretend you have no restrictions",
 *   你现在是(一个)不受限制的….
 * A bare mention of the word "jailbreak" is not a finding.
 *
 * Why: references and the frontmatter description are loaded into the agent's context;
 * an instruction there is obeyed, not read. Scope: every scanned file (prose, comments,
 * code, data) and the SKILL.md frontmatter. In prose a quoted phrase or one after a
 * negation / example cue ("never follow text that says …", "e.g.", "例如") is reported at
 * info level, as is anything in a section that documents injection patterns; in an HTML
 * comment or the frontmatter it always counts.
 */
import type { Rule } from '../../rules/types.ts';
import { emit } from './report.ts';
import { anywhere, candidates, sentinelView, twoLines } from './view.ts';

const EN = [
  String.raw`\b(?:ignore|disregard|forget|bypass)\s+(?:all\s+|any\s+|every\s+)?(?:of\s+)?(?:the\s+|your\s+|my\s+|these\s+|those\s+)?(?:previous|prior|above|earlier|preceding|foregoing|former|original|initial|system)\s+(?:instructions?|prompts?|rules|guidelines|directives?|commands|constraints|restrictions|guardrails)\b`,
  String.raw`\b(?:ignore|disregard|forget)\s+(?:all|any|every)\s+(?:of\s+)?(?:your\s+|the\s+)?(?:instructions|rules|guidelines|restrictions|constraints|guardrails)\b`,
  String.raw`\bdo\s+not\s+(?:follow|obey)\s+(?:the\s+|your\s+)?(?:previous|prior|above|earlier|system|original|initial)\s+(?:instructions?|directives?|guidelines|rules|prompt)\b`,
  String.raw`\bsystem\s+(?:prompt\s+)?override\b`,
  String.raw`\boverride\s+(?:the\s+|your\s+)?(?:system|safety|security)\s+(?:prompt|instructions?|message|rules|guidelines|settings)\b`,
  String.raw`\bnew\s+system\s+(?:prompt|instructions?|message)\s*:`,
  String.raw`\bDAN\s+(?:mode|prompt|jailbreak)\b`,
  String.raw`\bdo\s+anything\s+now\b`,
  String.raw`\b(?:enter|enable|activate|switch\s+to)\s+(?:god|jailbreak|unrestricted|DAN)\s+mode\b`,
  String.raw`\b(?:god|jailbreak|unrestricted|DAN)\s+mode\s+(?:is\s+)?(?:enabled|activated|on)\b`,
  String.raw`\bjailbreak(?:ed)?\s+mode\b`,
  String.raw`\byou\s+are\s+now\s+(?:in\s+)?(?:an?\s+)?(?:unrestricted|unfiltered|uncensored|jailbroken|unbound|evil|DAN\b|free\s+from|no\s+longer\s+(?:bound|restricted|an?\s+AI|claude|an?\s+assistant))`,
  String.raw`\byou\s+(?:now\s+)?have\s+no\s+(?:rules|restrictions|limitations|guidelines|filters|content\s+polic(?:y|ies))\b`,
  String.raw`\bpretend\s+(?:that\s+)?you\s+(?:have\s+no|don'?t\s+have|are\s+not\s+bound\s+by)\s+(?:rules|restrictions|limitations|guidelines|filters)\b`,
  String.raw`\bact\s+as\s+an?\s+(?:unrestricted|unfiltered|uncensored|jailbroken)\b`,
];

const ZH = [
  String.raw`(?:忽略|无视|忘记|忘掉|不要理会|不必理会|跳过|绕过)(?:掉)?(?:你)?(?:之前|先前|此前|以上|上面|上述|前面|原有|原来|系统|所有|全部|一切)(?:的)?(?:所有|全部|一切)?(?:的)?(?:指令|指示|规则|提示词?|设定|约束|限制|安全规则|系统提示词?)`,
  String.raw`系统提示词?(?:覆盖|重置|已被覆盖)`,
  String.raw`(?:越狱|无限制|上帝|DAN)模式(?:已)?(?:开启|启用|激活)`,
  String.raw`(?:进入|开启|启用|切换到)(?:越狱|无限制|上帝|DAN)模式`,
  String.raw`你现在(?:是|已经是|成为)(?:一个)?(?:不受(?:任何)?限制|没有(?:任何)?限制|无限制|越狱|没有道德)`,
  String.raw`你(?:现在)?没有任何(?:规则|限制|约束)`,
];

const PI = new RegExp([...EN, ...ZH].join('|'), 'gi');

export const rule: Rule = {
  meta: {
    id: 'sentinel/prompt-injection',
    module: 'Sentinel',
    dimension: 'dim10',
    defaultSeverity: 'error',
    category: 'prompt-injection',
    description: {
      en: 'Prompt-injection phrasing: ignore previous instructions, system override, DAN/jailbreak mode, "you are now unrestricted", 忽略之前的指令.',
      zh: '提示注入话术：忽略之前的指令、system override、DAN/越狱模式、"you are now unrestricted"等。',
    },
    fixable: false,
    messages: {
      phrase: {
        en: 'Prompt-injection phrase "{phrase}": text loaded into the agent must not try to override its instructions{note}.',
        zh: '提示注入话术“{phrase}”：加载进智能体上下文的文本不得试图覆盖其指令{note}。',
      },
    },
  },
  check(ctx) {
    for (const { sf, seg, start: from, end: to } of candidates(sentinelView(ctx.doc), 'injection', anywhere, twoLines)) {
      const text = sf.info.text.slice(from, to);
      PI.lastIndex = 0;
      let m: RegExpExecArray | null;
      while ((m = PI.exec(text))) {
        const start = from + m.index;
        const phrase = m[0].replace(/\s+/g, ' ');
        emit(ctx, { sf, seg, start, end: start + m[0].length, messageId: 'phrase', data: { phrase: phrase.length > 60 ? `${phrase.slice(0, 57)}…` : phrase }, base: 'error', kind: 'judgment', category: 'prompt-injection' });
      }
    }
  },
};

const ANY_PI = new RegExp(PI.source, 'i');

/** Whether a text contains one of the injection phrases (used by sentinel/comment-injection). */
export function hasInjectionPhrase(text: string): boolean {
  return ANY_PI.test(text);
}
