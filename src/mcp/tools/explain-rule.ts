/**
 * MCP tool `explain_rule` {rule}: the rule's metadata and its documentation page
 * (`docs/rules/<module>/<name>.md`, core's rulePagePath convention). The page is read
 * from Luban's own package root — found from this code's location, never the working
 * folder — so an installed `luban` finds its docs wherever it is started.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
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

/** The folder holding Luban's package.json: above dist/ in the bundle, above src/mcp/tools/ from source. */
export function packageRoot(): string | undefined {
  let dir: string;
  if (typeof __filename === 'string') dir = path.dirname(__filename);
  else {
    try {
      dir = path.dirname(fileURLToPath(import.meta.url));
    } catch {
      return undefined;
    }
  }
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest)) {
      try {
        if (JSON.parse(readFileSync(manifest, 'utf8')).name === 'luban') return dir;
      } catch {
        /* not ours: keep looking */
      }
    }
    const up = path.dirname(dir);
    if (up === dir) return undefined;
    dir = up;
  }
}

/** The rule's packaged page, or undefined. Rule ids are checked against the registry first, so no id reaches the disk unchecked. */
export function rulePage(ruleId: string): string | undefined {
  const root = packageRoot();
  if (!root) return undefined;
  try {
    return readFileSync(path.join(root, 'docs', 'rules', ...ruleId.split('/')) + '.md', 'utf8');
  } catch {
    return undefined;
  }
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
