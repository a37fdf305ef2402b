/** MCP tool `security_verdict` {path}: Sentinel's verdict per skill, as `luban scan` and `luban score` show it, with its findings. */
import path from 'node:path';
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { toJsonFinding, toJsonSecurity } from '../../frontend/report/json.ts';
import { securityText } from '../../frontend/report/security.ts';
import { securityVerdict } from '../../core/api/modules.ts';
import { guarded, scanArg, type ToolContext } from '../context.ts';
import { say } from '../messages.ts';
import { findingShape, securityShape } from './scan.ts';

const outputSchema = {
  skills: z.array(z.object({ dir: z.string(), security: securityShape, summary: z.string(), findings: z.array(findingShape) })),
};

export function registerSecurityVerdictTool(server: McpServer, ctx: ToolContext): void {
  server.registerTool(
    'security_verdict',
    {
      title: 'Luban: security verdict',
      description: say(ctx.locale, 'descSecurity'),
      inputSchema: { path: z.string().describe(say(ctx.locale, 'argPath')) },
      outputSchema,
      annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
    },
    ({ path: given }) =>
      guarded(ctx, 'security_verdict', async () => {
        const results = await scanArg(ctx, given, false);
        const skills = results.map((r) => {
          const sentinel = r.findings.filter((f) => f.module === 'Sentinel');
          return {
            dir: r.doc.dir,
            security: toJsonSecurity(r.findings),
            summary: securityText(securityVerdict(r.findings), ctx.locale),
            findings: sentinel.map((f) => {
              const { related: _related, ...j } = toJsonFinding(f);
              return { ...j, file: path.join(r.doc.dir, f.file) };
            }),
          };
        });
        const text = skills
          .map((s) =>
            [`${s.dir}: ${s.summary}`, ...s.findings.map((f) => `  ${f.file}:${f.line}:${f.column}  ${f.severity}  ${f.ruleId}  ${f.message}`)].join('\n'),
          )
          .join('\n');
        return { content: [{ type: 'text', text: text || say(ctx.locale, 'noSkill', { path: given }) }], structuredContent: { skills } };
      }),
  );
}
