/**
 * runtimegate/single-runtime-wording — wording that assumes one agent runtime
 * (docs/features.md B7, seed v3 Runtime 中立性 Gate): "在 Claude Code 里…", "Cursor 用户请…",
 * "In Claude Code, run …", "restart Claude Code", "a Claude Code skill", "only
 * works in Codex", "我（Claude Code）". A skill is meant to run in any
 * skills-compatible runtime (Claude Code, Codex, Cursor, OpenClaw, Gemini CLI …);
 * such wording fails the gate, which forces the first optimisation round to fix it.
 *
 * Scanned: the SKILL.md body, prose and code (a `# In Claude Code, run:` comment
 * counts). Not flagged: quoted or example text ("For example, in Claude Code you
 * can …"), and wording whose line or section
 * (the enclosing `##` section) also covers another runtime or says it is generic —
 * per-runtime notes such as "In Claude Code: … / In Codex: …" are what a neutral
 * skill should contain. Exempt entirely when the skill name binds a runtime
 * (`xxx-codex`, `claude-api`). The fix (where one exists) rewrites the runtime to
 * "your agent runtime" / "你所用的智能体运行环境" (a Chinese line stays Chinese, issue 33 item 2).
 */
import type { LocalisedText, Rule } from '../../rules/types.ts';
import { lineText, rangeOf } from '../../skill/text.ts';
import { regionAt } from '../../skill/markdown.ts';
import { SKIPPED_REGIONS, isCitedProse, quoteLine } from './context.ts';
import { RT, canonicalRuntime, coversOther, gateSubject, matchesAroundMentions, neutralisersIn, runtimeMentions, sectionNeutraliser } from './runtimes.ts';

interface Pattern {
  re: RegExp;
  /** Index of the capture group holding the runtime. */
  group: number;
  /** Replacement text for the whole match, or undefined when there is no mechanical fix. */
  fix?: (m: RegExpExecArray) => string;
}

const NEUTRAL_EN = 'your agent runtime';
const NEUTRAL_ZH = '你所用的智能体运行环境';

const PATTERNS: Pattern[] = [
  // In Claude Code, run … / In Claude Code: … / in Codex you can …
  {
    re: new RegExp(
      `\\b([Ii]n) (?:the )?(${RT})(?=\\s*[,:，：]|\\s+(?:run|type|use|open|enter|execute|invoke|call|press|you (?:can|should|need|must|have to))\\b)`,
      'g',
    ),
    group: 2,
    fix: (m) => `${m[1]} ${NEUTRAL_EN}`,
  },
  {
    re: new RegExp(
      `\\b(?:only|exclusively) (?:works?|available|supported|runs?|usable|tested|designed|intended) (?:in|on|with|for|inside) (?:the )?(${RT})`,
      'g',
    ),
    group: 1,
  },
  // Claude Code-only / for Codex only. (Not "Codex only reads x.md": there "only" modifies the verb.)
  { re: new RegExp(`(${RT})-only\\b`, 'g'), group: 1 },
  { re: new RegExp(`\\b(?:for|in|on|with) (${RT}) only(?=\\s*(?:[.,;:!)]|$))`, 'gm'), group: 1 },
  { re: new RegExp(`\\b[Rr]equires (${RT})\\b`, 'g'), group: 1 },
  { re: new RegExp(`(${RT}) users?\\b`, 'g'), group: 1 },
  {
    re: new RegExp(`\\b([Oo]pen|[Rr]estart|[Ll]aunch|[Ss]tart|[Rr]un|[Rr]eload|[Qq]uit) (${RT})\\b(?! (?:Action|SDK|API|CLI)\\b)`, 'g'),
    group: 2,
    fix: (m) => `${m[1]} ${NEUTRAL_EN}`,
  },
  // a Claude Code skill → an agent skill; "X - Claude Code Skill" → "X - Agent Skill"
  {
    re: new RegExp(`(?:\\b([Aa]n?) )?(${RT}) ([Ss]kills?|[Pp]lugins?)\\b`, 'g'),
    group: 2,
    fix: (m) => (m[1] ? `${m[1][0]}n agent ` : /^[A-Z]/.test(m[3]) ? 'Agent ' : 'agent ') + m[3],
  },
  // 在 Claude Code 里 / 中 / 运行 …
  {
    re: new RegExp(`在\\s*(${RT})\\s*(里面|里|中|内|上|下|运行|执行|使用|调用|输入|打开|安装)`, 'g'),
    group: 1,
    fix: (m) => `在${NEUTRAL_ZH}${m[2]}`,
  },
  { re: new RegExp(`(${RT})\\s*用户`, 'g'), group: 1 },
  { re: new RegExp(`(?:仅|只)(?:能|可|可以)?(?:支持|适用于|适用|限于|限|在|用于|兼容)\\s*(${RT})`, 'g'), group: 1 },
  { re: new RegExp(`(打开|重启|启动|运行|进入|退出)\\s*(${RT})`, 'g'), group: 2, fix: (m) => `${m[1]}${NEUTRAL_ZH}` },
  { re: new RegExp(`我\\s*[（(]\\s*(${RT})\\s*[)）]`, 'g'), group: 1 },
  { re: new RegExp(`(${RT})\\s*(?:专用|专属|技能|插件)`, 'g'), group: 1 },
];

const EXAMPLE_BEFORE = /(?:for example|for instance|e\.g\.|such as|例如|比如|譬如)[,，:：]?\s*$/iu;

const FIX_TITLE: LocalisedText = { en: 'Use runtime-neutral wording: "{replacement}"', zh: '改为 runtime 中立措辞：「{replacement}」' };

export const rule: Rule = {
  meta: {
    id: 'runtimegate/single-runtime-wording',
    module: 'RuntimeGate',
    dimension: 'dim6',
    defaultSeverity: 'error',
    description: {
      en: 'Wording that assumes one agent runtime ("In Claude Code, run…", "在 Claude Code 里", "Cursor 用户请") fails the runtime-neutrality gate.',
      zh: '只适用于单一 runtime 的措辞（"In Claude Code, run…"、"在 Claude Code 里"、"Cursor 用户请"）不通过 runtime 中立性 Gate。',
    },
    fixable: 'suggestion',
    messages: {
      wording: {
        en: 'Single-runtime wording "{match}" ties the skill to {runtime} (line {line}: "{text}"). Use runtime-neutral wording or add the other runtimes; if the skill only works in {runtime}, say so in its name (e.g. xxx-{token}).',
        zh: '单 runtime 措辞「{match}」把 skill 绑定到 {runtime}（第 {line} 行原文：「{text}」）。改为 runtime 中立措辞或补充其他 runtime 的做法；若 skill 确实只能在 {runtime} 中使用，请在名称中标明（如 xxx-{token}）。',
      },
    },
  },
  check(ctx) {
    const doc = ctx.doc;
    const subject = gateSubject(doc);
    if (!subject) return;
    const { file, info, md } = subject;
    const text = info.text;
    if (runtimeMentions(doc).length === 0) return;
    const seen = new Set<number>();
    for (const p of PATTERNS) {
      for (const { start, m } of matchesAroundMentions(doc, p.re, p.group)) {
        const end = start + m[0].length;
        const rtOffset = start + m[0].indexOf(m[p.group]);
        if (seen.has(rtOffset)) continue;
        const region = regionAt(md, start);
        if (SKIPPED_REGIONS.has(region)) continue;
        const range = rangeOf(info, start, end);
        const line = range.start.line;
        if (region === 'prose' && isCitedProse(doc, start, end, line, range.start.column)) continue;
        // "For example, in Claude Code you can …" illustrates; it does not bind.
        if (EXAMPLE_BEFORE.test(text.slice(Math.max(0, start - 24), start))) continue;
        const runtime = canonicalRuntime(m[p.group]);
        const lineStr = lineText(info, line);
        if (coversOther(neutralisersIn(lineStr), runtime)) continue;
        if (coversOther(sectionNeutraliser(doc, line), runtime)) continue;
        seen.add(rtOffset);
        const replacement = p.fix?.(m);
        const data = {
          match: m[0],
          runtime,
          line,
          text: quoteLine(lineStr),
          token: runtime.split(/\s+/)[0].toLowerCase(),
          replacement: replacement ?? '',
        };
        ctx.report({
          messageId: 'wording',
          range,
          data,
          facts: { runtime, match: m[0], line },
          fix: replacement !== undefined ? { safe: false, title: FIX_TITLE, edits: [{ file: file.path, range, newText: replacement }] } : undefined,
        });
      }
    }
  },
};
