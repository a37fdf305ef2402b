/**
 * MCP tool `static_score` {path}: one skill's score exactly as `luban score --format json`
 * gives it without a model (the same core scoreSkill, the same security object), labelled
 * as form checks: judged dimensions stay null, "not scored".
 */
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { toJsonSecurity } from '../../frontend/report/json.ts';
import { securityLine } from '../../frontend/report/security.ts';
import { scoreSkill, toScorecardJson, toScorecardText } from '../../core/api/score.ts';
import { guarded, oneSkillArg, shownDir, type ToolContext } from '../context.ts';
import { say } from '../messages.ts';

const outputSchema = {
  view: z.literal('form-checks'),
  note: z.string(),
  /** Byte for byte the object `luban score --format json` prints for the skill (no model). */
  scorecard: z.object({ skill: z.string(), staticChecks: z.object({ points: z.number(), outOf: z.number() }).optional() }).passthrough(),
};

export function registerStaticScoreTool(server: McpServer, ctx: ToolContext): void {
  server.registerTool(
    'static_score',
    {
      title: 'Luban: static score (form checks)',
      description: say(ctx.locale, 'descStatic'),
      inputSchema: { path: z.string().describe(say(ctx.locale, 'argPath')) },
      outputSchema,
      annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
    },
    ({ path: given }) =>
      guarded(ctx, 'static_score', async () => {
        const scan = await oneSkillArg(ctx, 'static_score', given);
        const { card } = await scoreSkill(scan, shownDir(ctx, scan.doc.dir), { mode: 'quick' });
        const scorecard = { ...toScorecardJson(card), security: toJsonSecurity(scan.findings) };
        const note = say(ctx.locale, 'formChecks');
        const text = `${note}\n\n${toScorecardText(card, ctx.locale, { besideTotal: securityLine(scan.findings, ctx.locale) })}`;
        return { content: [{ type: 'text', text }], structuredContent: { view: 'form-checks', note, scorecard } };
      }),
  );
}
