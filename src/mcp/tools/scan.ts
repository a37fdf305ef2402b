/** MCP tool `scan` {path}: every finding with its location, as `luban scan --format json` reports it. */
import path from 'node:path';
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { skillName, toJsonFinding, toJsonSecurity } from '../../frontend/report/json.ts';
import { guarded, scanArg, type ToolContext } from '../context.ts';
import { say } from '../messages.ts';

export const findingShape = z.object({
  ruleId: z.string(),
  module: z.string(),
  dimension: z.string(),
  severity: z.string(),
  category: z.string().optional(),
  /** The file's absolute path. */
  file: z.string(),
  /** 1-based. */
  line: z.number(),
  column: z.number(),
  endLine: z.number(),
  endColumn: z.number(),
  message: z.string(),
  fixable: z.enum(['safe', 'suggestion']).optional(),
});

export const securityShape = z.object({
  verdict: z.enum(['block', 'review', 'clear']),
  errors: z.number(),
  warnings: z.number(),
  categories: z.array(z.string()),
});

const outputSchema = {
  skills: z.array(z.object({ dir: z.string(), name: z.string().nullable(), findings: z.array(findingShape), security: securityShape })),
  counts: z.object({ errors: z.number(), warnings: z.number(), info: z.number(), fixable: z.number() }),
};

export function registerScanTool(server: McpServer, ctx: ToolContext): void {
  server.registerTool(
    'scan',
    {
      title: 'Luban: scan skills',
      description: say(ctx.locale, 'descScan'),
      inputSchema: { path: z.string().describe(say(ctx.locale, 'argPath')) },
      outputSchema,
      annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
    },
    ({ path: given }) =>
      guarded(ctx, 'scan', async () => {
        const results = await scanArg(ctx, given, false);
        const skills = results.map((r) => ({
          dir: r.doc.dir,
          name: skillName(r),
          findings: r.findings.map((f) => {
            const { related: _related, ...j } = toJsonFinding(f);
            return { ...j, file: path.join(r.doc.dir, f.file) };
          }),
          security: toJsonSecurity(r.findings),
        }));
        const all = skills.flatMap((s) => s.findings);
        const counts = {
          errors: all.filter((f) => f.severity === 'error').length,
          warnings: all.filter((f) => f.severity === 'warning').length,
          info: all.filter((f) => f.severity === 'info').length,
          fixable: all.filter((f) => f.fixable === 'safe').length,
        };
        const lines = all.map((f) => `${f.file}:${f.line}:${f.column}  ${f.severity}  ${f.ruleId}  ${f.message}`);
        const summary = say(ctx.locale, 'scanSummary', { skills: skills.length, ...counts });
        return { content: [{ type: 'text', text: [summary, ...lines].join('\n') }], structuredContent: { skills, counts } };
      }),
  );
}
