/**
 * `luban lsp [--stdio]` (docs/lsp.md): the Luban language server on stdin/stdout, for Neovim,
 * Zed, Helix, JetBrains and any other LSP client. `--stdio` is accepted (and is the only
 * transport) because many clients pass it. Runs until the client sends `exit`.
 */
import type { Command } from 'commander';
import type { CliIO } from '../io.ts';

export function registerLsp(program: Command, _io: CliIO, _setExit: (code: number) => void): void {
  program
    .command('lsp')
    .description('Run the Luban language server over stdio (diagnostics, quick fixes, rule pages on hover)')
    .option('--stdio', 'talk LSP over stdin/stdout (the default and only transport)')
    .action(async () => {
      const { startStdioServer } = await import('../../lsp/server.ts');
      await startStdioServer();
    });
}
