/**
 * MCP tool `fix` {path, write?}: the fixes `luban fix` applies as safe, as a unified diff.
 * Without `write` (the default) nothing is written — one pass, as `luban fix --dry-run`.
 * With `write: true` on a server started with `--allow-write` it does what `luban fix`
 * does: up to five passes (one fix can enable another), a file changed on disk since the
 * scan is left alone, a file git cannot restore gets a `.bak.<stamp>` copy first, and every
 * write is atomic — the same loop and writer (core/edits/fix-loop.ts), under the same per-skill
 * lock (frontend/skill-locks.ts; a busy skill is refused, not waited for). On a read-only
 * server a write is refused (isError).
 */
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { SkillBusyError, type SkillLock } from '../../core/api/base.ts';
import { runFixLoop, unifiedDiff, type FixLoopResult } from '../../core/api/edits.ts';
import { lockSkills, skillsUnder } from '../../frontend/skill-locks.ts';
import { errorResult, guarded, scanArg, shownDir, type ToolContext } from '../context.ts';
import { say } from '../messages.ts';

const outputSchema = {
  written: z.boolean(),
  fixes: z.number(),
  files: z.array(z.object({ file: z.string(), fixes: z.number() })),
  diff: z.string(),
  skipped: z.array(z.string()),
  backups: z.array(z.string()),
};

export function registerFixTool(server: McpServer, ctx: ToolContext): void {
  server.registerTool(
    'fix',
    {
      title: 'Luban: safe fixes',
      description: say(ctx.locale, 'descFix'),
      inputSchema: {
        path: z.string().describe(say(ctx.locale, 'argPath')),
        write: z.boolean().default(false).describe(say(ctx.locale, 'argWrite')),
      },
      outputSchema,
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false },
    },
    ({ path: given, write }) =>
      guarded(ctx, 'fix', async () => {
        const writing = write === true && ctx.allowWrite;
        // The skills' locks, as `luban fix` takes them: a skill another Luban run is writing is refused, not waited for.
        const locks = writing ? await takeLocks(ctx, given) : [];
        if (!Array.isArray(locks)) return locks;
        let loop: FixLoopResult;
        try {
          loop = await runFixLoop({ scan: () => scanArg(ctx, given, true), write: writing, shownDir: (dir) => shownDir(ctx, dir) });
        } finally {
          for (const l of locks) await l.release();
        }
        const diff = loop.files.map((c) => unifiedDiff(c.before, c.after, c.shown)).join('');
        const written = writing && loop.fixes > 0;
        const structured = {
          written,
          fixes: loop.fixes,
          files: loop.files.map((c) => ({ file: c.shown, fixes: c.fixes })),
          diff,
          skipped: loop.skipped,
          backups: loop.backups,
        };
        const skippedLines = loop.skipped.map((file) => say(ctx.locale, 'fixSkipped', { file }));
        if (write === true && !ctx.allowWrite) {
          return errorResult([diff, say(ctx.locale, 'writeRefused')].filter(Boolean).join('\n'));
        }
        const head =
          loop.fixes === 0 ? say(ctx.locale, 'fixNone') : say(ctx.locale, written ? 'fixWrote' : 'fixPreview', { count: loop.fixes, files: loop.files.length });
        return { content: [{ type: 'text', text: [head, diff, ...skippedLines].filter(Boolean).join('\n') }], structuredContent: structured };
      }),
  );
}

/** The locks of the skills at `given` (none without a state folder), or the refusal when one is busy. */
async function takeLocks(ctx: ToolContext, given: string): Promise<SkillLock[] | CallToolResult> {
  try {
    return await lockSkills(await skillsUnder(await ctx.roots.resolve(given)), { env: process.env, command: 'luban mcp fix', waitMs: 0 });
  } catch (e) {
    if (!(e instanceof SkillBusyError)) throw e;
    return errorResult(say(ctx.locale, 'skillBusy', { command: e.holder.command, pid: e.holder.pid }));
  }
}
