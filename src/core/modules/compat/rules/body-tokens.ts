/**
 * `compat/body-tokens` (docs/features.md H10, token counts, not only lines): after automatic
 * compaction Claude Code re-attaches an invoked skill with its first 5,000 tokens only
 * (Claude Code docs, "Extend Claude with skills"), so what stands past that point is
 * lost mid-task. Tokens are estimated (src/core/llm/tokens.ts: CJK about one token per
 * character, other text one per four), which counts a Chinese body fairly where a
 * line count would not. Points at the line where the kept part ends. Information:
 * long bodies are common and often fine before compaction.
 */
import type { Rule } from '../../../rules/types.ts';
import { skillFacts } from '../facts.ts';
import { RUNTIMES } from '../runtimes.ts';

export const rule: Rule = {
  meta: {
    id: 'compat/body-tokens',
    module: 'Profile',
    dimension: 'dim7a',
    defaultSeverity: 'info',
    description: {
      en: 'The SKILL.md body fits in the 5,000 tokens Claude Code keeps after compaction.',
      zh: 'SKILL.md 正文不超过 Claude Code 压缩上下文后保留的 5,000 个 token。',
    },
    fixable: false,
    messages: {
      tokens: {
        en: 'The body is about {tokens} tokens; after compaction Claude Code keeps only the first {max}, which end here. Move reference material into `references/` and keep the steps and their checks above this line.',
        zh: '正文约 {tokens} 个 token；压缩上下文后 Claude Code 只保留前 {max} 个，到此为止。请把参考资料移到 `references/`，把步骤及其检查放在这一行之前。',
      },
    },
  },
  check(ctx) {
    const f = skillFacts(ctx.doc);
    const max = RUNTIMES['claude-code'].bodyTokensKept!;
    const b = f.body;
    const info = ctx.doc.skillFile?.text;
    if (!b || !info || b.tokens <= max) return;
    const line = b.lineAtTokens(max) ?? b.firstLine;
    const end = (line < info.lineStarts.length ? info.lineStarts[line] - 1 : info.text.length) - info.lineStarts[line - 1] + 1;
    ctx.report({
      messageId: 'tokens',
      file: f.file,
      range: { start: { line, column: 1 }, end: { line, column: Math.max(1, end) } },
      data: { tokens: b.tokens, max },
      facts: { runtime: 'claude-code', tokens: b.tokens, max },
    });
  },
};
