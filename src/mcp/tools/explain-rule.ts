import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { packagedRulePage } from '../../frontend/packaged-docs.ts';
import { pick } from '../../core/api/base.ts';
import { allRules } from '../../core/api/scan.ts';
import { docsUrl } from '../../core/api/rules.ts';
import { errorResult, guarded, type ToolContext } from '../context.ts';
import { say } from '../messages.ts';

const outputSchema = {
  id: z.string(),
  module: z.string(),
  dimension: z.string(),
  defaultSeverity: z.string(),
  fixable: z.union([z.enum(['safe', 'suggestion']), z.literal(false)]),
  description: z.string(),
  profiles: z.array(z.string()).optional(),
  category: z.string().optional(),
  url: z.string(),
  /** The page's Markdown (English, then its 简体中文 part), or null when none is packaged. */
  page: z.string().nullable(),
};

/** The rule's packaged page, or undefined. Rule ids are checked against the registry first, so no id reaches the disk unchecked. */
export function rulePage(ruleId: string): string | undefined {
  return packagedRulePage(ruleId);
}

export function registerExplainRuleTool(server: McpServer, ctx: ToolContext): void {
  server.registerTool(
    'explain_rule',
    {
      title: 'Luban: explain a rule',
      description: say(ctx.locale, 'descExplain'),
      inputSchema: { rule: z.string().describe(say(ctx.locale, 'argRule')) },
      outputSchema,
      annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
    },
    ({ rule }) =>
      guarded(ctx, 'explain_rule', async () => {
        const found = allRules.find((r) => r.meta.id === rule.trim());
        if (!found) return errorResult(say(ctx.locale, 'unknownRule', { rule }));
        const m = found.meta;
        const page = rulePage(m.id) ?? null;
        const out = {
          id: m.id,
          module: m.module,
          dimension: m.dimension,
          defaultSeverity: m.defaultSeverity,
          fixable: m.fixable,
          description: pick(m.description, ctx.locale),
          ...(m.profiles ? { profiles: [...m.profiles] } : {}),
          ...(m.category ? { category: m.category } : {}),
          url: docsUrl(m.id),
          page,
        };
        const head = `${m.id} (${m.module}, ${m.dimension}, ${m.defaultSeverity}${m.fixable ? `, fix: ${m.fixable}` : ''})\n${out.description}`;
        return { content: [{ type: 'text', text: `${head}\n\n${page ?? say(ctx.locale, 'noPage')}` }], structuredContent: out };
      }),
  );
}
