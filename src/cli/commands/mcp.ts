/**
 * `luban mcp [--allow-write]` — serve Luban's tools to an agent over the Model Context
 * Protocol on stdin/stdout (docs/mcp.md). Read-only unless --allow-write. Stdout is the
 * transport: nothing else may print there, so console output is sent to stderr while serving.
 */
import type { Command } from 'commander';
import { say } from '../../mcp/messages.ts';
import type { CliIO } from '../io.ts';
import { resolveLocale } from './scan.ts';

export function registerMcp(program: Command, io: CliIO): void {
  program
    .command('mcp')
    .description('Serve scan, explain_rule, fix, security_verdict and static_score to an agent over MCP (stdio); read-only unless --allow-write')
    .option('--allow-write', 'let the fix tool write files when a call asks for it (default: read-only)')
    .option('--locale <locale>', 'language of messages: en | zh-CN (default from LUBAN_LOCALE / LANG)')
    .action(async (opts: { allowWrite?: boolean; locale?: string }) => {
      const locale = resolveLocale(io, opts.locale);
      // Whatever might print while serving goes to stderr, never into the protocol stream.
      console.log = console.error;
      console.info = console.error;
      console.debug = console.error;
      const allowWrite = Boolean(opts.allowWrite);
      io.stderr(`${say(locale, 'started', { mode: say(locale, allowWrite ? 'readWrite' : 'readOnly'), cwd: io.cwd })}\n`);
      const { serveStdio } = await import('../../mcp/server.ts');
      await serveStdio({ allowWrite, cwd: io.cwd, locale });
    });
}
