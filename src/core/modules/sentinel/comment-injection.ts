/**
 * sentinel/comment-injection — instructions hidden in Markdown comments (`<!-- … -->`,
 * `[//]: # (…)`) of SKILL.md and reference files: text a person never sees in the
 * rendered page but the agent reads verbatim. Fires on a comment that
 * - addresses the model ("AI agents must …", "Claude should always …", "助手必须 …")
 *   (warning);
 * - asks to act without the user ("without asking the user") (warning);
 * - asks to send secrets or data somewhere ("send the API keys / .env / conversation
 *   history to https://…", "upload ~/.ssh …", "upload the project folder to https://…")
 *   (error);
 * - tells the agent to set the user aside ("ignore the user", "disregard what the user
 *   asked") (error); a comment that opens by calling the model ("Agent: …") counts as
 *   addressing it (warning).
 * Comments that already hold an override phrase are left to sentinel/prompt-injection,
 * and those that ask to hide something from the user to sentinel/concealment; tool
 * directives (`markdownlint-disable`, `prettier-ignore`, `luban-disable`, TOC markers,
 * `mcp-name:`) and plain notes (`<!-- TODO -->`, `<!-- Header -->`) are not findings.
 * A comment is never lowered by context: nobody reads it as an example.
 *
 * Why: a hidden comment is the classic carrier for indirect prompt injection; a
 * reviewer reading the rendered page sees nothing. Scope: HTML and Markdown comments in
 * every Markdown file, SKILL.md included (docs/features.md B5).
 */
import type { Rule, Severity } from '../../rules/types.ts';
import { emit } from './report.ts';
import { hasInjectionPhrase } from './prompt-injection.ts';
import { hasConcealment } from './concealment.ts';
import { sentinelView } from './view.ts';

const TOOL_DIRECTIVE =
  /^(?:<!--|\[\/\/\]: #)\s*(?:\(?\s*)?(?:markdownlint|prettier|luban-|eslint|cspell|toc|omit in toc|vale|mcp-name|textlint|secretlint|BEGIN|END|START|STOP|region|endregion|#region|include|snippet|ALL-CONTRIBUTORS|lint)/i;

const SEND =
  /\b(?:send|upload|post|exfiltrate|forward|email|transmit|leak|curl|wget|fetch)\b[^\n]{0,80}?(?:\b(?:api[ _-]?keys?|tokens?|credentials?|passwords?|secrets?|env(?:ironment)?\s+variables|cookies|(?:chat|conversation)\s+history|system\s+prompt)\b|~\/\.ssh|\.ssh\/|\.env\b|\.aws\/)|(?:发送|上传|转发|提交)[^\n]{0,30}(?:密钥|令牌|凭据|密码|环境变量|对话记录|系统提示)/i;
const CONCEAL =
  /\b(?:do\s+not|don'?t|never)\s+(?:mention|tell|inform|reveal|show|display|disclose|notify)\s+(?:this\s+|it\s+|anything\s+)?(?:to\s+)?(?:the\s+user|users|anyone|the\s+human)\b|\bwithout\s+(?:telling|informing|asking|notifying)\s+the\s+(?:user|human)\b|不要(?:告诉|告知|透露给|提醒)用户|(?:不要|别)(?:向|对)用户(?:透露|提及|展示|说明)|悄悄地?(?:执行|运行|发送)/i;
/** Any data sent to an outside address: in a hidden comment no such step is innocent. */
const SEND_OUT =
  /\b(?:send|upload|post|exfiltrate|forward|transmit|sync|copy|push|e-?mail)\b[^\n]{0,120}?\b(?:to|into)\s+(?:https?:\/\/|wss?:\/\/|ftp:\/\/|[\w.+-]+@[\w-]+\.[a-z]{2,}\b)|(?:发送|上传|提交|转发)[^\n]{0,40}?(?:到|至)\s*(?:https?:\/\/)/i;
/** The user set aside: "ignore the user", "disregard what the user asked". */
const OVERRIDE_USER = /\b(?:ignore|disregard|override|overrule)\s+(?:what\s+)?(?:the\s+|your\s+)?(?:user|human|person|operator)(?:'s)?\b|(?:忽略|无视)用户/i;
/** A comment that opens by calling the model: "Agent: …", "Note to AI: …", "Claude, …". */
const VOCATIVE =
  /^\s*(?:<!--|\[\/\/\]: #\s*\(?)\s*(?:note\s+(?:to|for)\s+(?:the\s+)?)?(?:AI|agents?|assistants?|Claude|LLMs?|models?|GPT|Codex|Copilot|Cursor|bots?)\s*[:,]\s*\w+/i;
const ADDRESS =
  /\b(?:AI|agents?|assistants?|Claude|LLMs?|models?|GPT|Codex|Copilot|bots?)\b[^\n]{0,80}?\b(?:must|should|shall|always|never|do\s+not|don'?t|needs?\s+to|is\s+required\s+to|are\s+required\s+to|has\s+to|have\s+to)\b|(?:AI|智能体|助手|模型|Claude|大模型)[^\n]{0,30}?(?:必须|应该|一定要|务必|总是|始终|永远不要|不要|不得)/i;

export const rule: Rule = {
  meta: {
    id: 'sentinel/comment-injection',
    module: 'Sentinel',
    dimension: 'dim10',
    defaultSeverity: 'warning',
    category: 'prompt-injection',
    description: {
      en: 'Hidden instructions in a Markdown comment of SKILL.md or a reference file (addressed to the agent, acting without the user, sending secrets).',
      zh: 'SKILL.md 或参考文件的 Markdown 注释中藏有指令（针对智能体、不经用户行事、要求发送密钥）。',
    },
    fixable: false,
    messages: {
      send: {
        en: 'A hidden comment asks the agent to send secrets or data somewhere: "{text}"{note}.',
        zh: '隐藏注释要求智能体向外发送密钥或数据：“{text}”{note}。',
      },
      override: {
        en: 'A hidden comment tells the agent to set the user aside: "{text}"; the person the agent works for decides, so remove it{note}.',
        zh: '隐藏注释要求智能体无视用户：“{text}”；智能体服务的人才是决定者，请删除{note}。',
      },
      conceal: {
        en: 'A hidden comment asks the agent to act without the user: "{text}"; remove it{note}.',
        zh: '隐藏注释要求智能体绕过用户行事：“{text}”；请删除{note}。',
      },
      address: {
        en: 'A hidden comment gives the agent instructions a reader of the page never sees: "{text}"; move it into visible text or remove it{note}.',
        zh: '隐藏注释向智能体下达了页面读者看不到的指令：“{text}”；请改为可见文字或删除{note}。',
      },
    },
  },
  check(ctx) {
    for (const sf of sentinelView(ctx.doc).files) {
      if (sf.role !== 'markdown' && sf.role !== 'skill') continue;
      for (const seg of sf.segments) {
        if (seg.kind !== 'comment') continue;
        const text = sf.info.text.slice(seg.start, seg.end);
        let messageId = '';
        let base: Severity = 'warning';
        let m = SEND.exec(text) ?? SEND_OUT.exec(text);
        if (m) {
          messageId = 'send';
          base = 'error';
        } else if ((m = OVERRIDE_USER.exec(text))) {
          messageId = 'override';
          base = 'error';
        } else if ((m = CONCEAL.exec(text))) messageId = 'conceal';
        else if ((m = ADDRESS.exec(text) ?? VOCATIVE.exec(text))) messageId = 'address';
        if (!m) continue;
        // Tool directives, and comments the injection and concealment rules already report.
        if (TOOL_DIRECTIVE.test(text.trimStart()) || hasInjectionPhrase(text) || hasConcealment(text)) continue;
        const start = seg.start + m.index;
        const snippet = m[0].replace(/\s+/g, ' ');
        emit(ctx, {
          sf,
          seg,
          start,
          end: start + m[0].length,
          messageId,
          data: { text: snippet.length > 80 ? `${snippet.slice(0, 77)}…` : snippet },
          base,
          kind: 'judgment',
          category: 'prompt-injection',
        });
      }
    }
  },
};
