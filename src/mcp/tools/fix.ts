/**
 * MCP tool `fix` {path, write?}: the fixes `luban fix` applies as safe, as a unified diff.
 * Without `write` (the default) nothing is written — one pass, as `luban fix --dry-run`.
 * With `write: true` on a server started with `--allow-write` it does what `luban fix`
 * does: up to five passes (one fix can enable another), a file changed on disk since the
 * scan is left alone, a file git cannot restore gets a `.bak.<stamp>` copy first, and every
 * write is atomic (core writeFileAtomic). On a read-only server a write is refused (isError).
 */
import { execFile } from 'node:child_process';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { backupStamp, writeFileAtomic } from '../../core/api/base.ts';
import { applyEdits, editsByFile, unifiedDiff } from '../../core/api/edits.ts';
import { decodeText } from '../../core/api/skill.ts';
import { errorResult, guarded, scanArg, shownDir, type ToolContext } from '../context.ts';
import { say } from '../messages.ts';

const run = promisify(execFile);
const MAX_PASSES = 5;

const outputSchema = {
  written: z.boolean(),
  fixes: z.number(),
  files: z.array(z.object({ file: z.string(), fixes: z.number() })),
  diff: z.string(),
  skipped: z.array(z.string()),
  backups: z.array(z.string()),
};

interface FileChange {
  abs: string;
  shown: string;
  before: string;
  after: string;
  fixes: number;
}

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
        const writing = write === true;
        const changes = new Map<string, FileChange>();
        const skipped = new Set<string>();
        const backups: string[] = [];
        for (let pass = 0; pass < (writing && ctx.allowWrite ? MAX_PASSES : 1); pass++) {
          let fixedThisPass = 0;
          for (const r of await scanArg(ctx, given, true)) {
            const safe = r.findings.flatMap((f) => (f.fix?.safe ? [f.fix] : []));
            for (const [file, edits] of editsByFile(safe)) {
              const skillFile = r.doc.files.find((f) => f.path === file);
              if (!skillFile?.text) continue;
              const abs = path.join(r.doc.dir, file);
              const shown = `${shownDir(ctx, r.doc.dir)}/${file}`;
              const result = applyEdits(skillFile.text, edits);
              if (result.applied === 0) continue;
              const change = changes.get(abs) ?? { abs, shown, before: skillFile.text.text, after: skillFile.text.text, fixes: 0 };
              if (writing && ctx.allowWrite) {
                const current = decodeText(await fs.readFile(abs));
                if (!current.ok || current.text.text !== skillFile.text.text) {
                  skipped.add(shown);
                  continue;
                }
                if (!changes.has(abs) && !(await committedInGit(abs))) {
                  const bak = `${abs}.bak.${backupStamp(new Date())}`;
                  await fs.copyFile(abs, bak);
                  backups.push(`${shownDir(ctx, r.doc.dir)}/${path.relative(r.doc.dir, bak).split(path.sep).join('/')}`);
                }
                await writeFileAtomic(abs, result.diskText);
              }
              change.after = result.text;
              change.fixes += result.applied;
              changes.set(abs, change);
              fixedThisPass += result.applied;
            }
          }
          if (fixedThisPass === 0) break;
        }
        const list = [...changes.values()];
        const fixes = list.reduce((n, c) => n + c.fixes, 0);
        const diff = list.map((c) => unifiedDiff(c.before, c.after, c.shown)).join('');
        const written = writing && ctx.allowWrite && fixes > 0;
        const structured = { written, fixes, files: list.map((c) => ({ file: c.shown, fixes: c.fixes })), diff, skipped: [...skipped], backups };
        const skippedLines = [...skipped].map((file) => say(ctx.locale, 'fixSkipped', { file }));
        if (writing && !ctx.allowWrite) {
          return errorResult([diff, say(ctx.locale, 'writeRefused')].filter(Boolean).join('\n'));
        }
        const head = fixes === 0 ? say(ctx.locale, 'fixNone') : say(ctx.locale, written ? 'fixWrote' : 'fixPreview', { count: fixes, files: list.length });
        return { content: [{ type: 'text', text: [head, diff, ...skippedLines].filter(Boolean).join('\n') }], structuredContent: structured };
      }),
  );
}

/** True when git tracks the file and it has no uncommitted changes (git can restore it), as `luban fix` decides. */
async function committedInGit(abs: string): Promise<boolean> {
  try {
    const cwd = path.dirname(abs);
    await run('git', ['ls-files', '--error-unmatch', '--', path.basename(abs)], { cwd });
    const { stdout } = await run('git', ['status', '--porcelain', '--', path.basename(abs)], { cwd });
    return stdout.trim() === '';
  } catch {
    return false;
  }
}
