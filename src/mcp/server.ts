/**
 * `luban mcp`: Luban's tools for agents over the Model Context Protocol (stdio transport,
 * the official TypeScript SDK). Tools: scan, explain_rule, fix, security_verdict,
 * static_score (docs/mcp.md). Read-only unless started with `--allow-write`; every path is
 * confined to the workspace roots the client grants (./roots.ts). Stdout carries only
 * protocol messages: anything else goes to stderr.
 */
import type { Readable, Writable } from 'node:stream';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { type JSONRPCMessage, RootsListChangedNotificationSchema } from '@modelcontextprotocol/sdk/types.js';
import { VERSION, type Locale } from '../core/api/base.ts';
import type { ToolContext } from './context.ts';
import { WorkspaceRoots } from './roots.ts';
import { registerExplainRuleTool } from './tools/explain-rule.ts';
import { registerFixTool } from './tools/fix.ts';
import { registerScanTool } from './tools/scan.ts';
import { registerSecurityVerdictTool } from './tools/security-verdict.ts';
import { registerStaticScoreTool } from './tools/static-score.ts';

export interface McpOptions {
  allowWrite: boolean;
  /** The root when the client grants none (it lacks the roots capability). */
  cwd: string;
  locale: Locale;
}

/** The server with its five tools; roots are asked of the client once it is initialised. */
export function createLubanMcpServer(opts: McpOptions): McpServer {
  const server = new McpServer({ name: 'luban', version: VERSION }, { capabilities: { tools: {} } });
  const roots = new WorkspaceRoots(opts.cwd, opts.locale);
  const ctx: ToolContext = { roots, locale: opts.locale, allowWrite: opts.allowWrite, cwd: opts.cwd };
  registerScanTool(server, ctx);
  registerExplainRuleTool(server, ctx);
  registerFixTool(server, ctx);
  registerSecurityVerdictTool(server, ctx);
  registerStaticScoreTool(server, ctx);
  const low = server.server;
  low.oninitialized = () => {
    if (!low.getClientCapabilities()?.roots) return; // no roots capability: the working folder is the root
    const list = () => low.listRoots();
    void roots.refresh(list);
    low.setNotificationHandler(RootsListChangedNotificationSchema, () => {
      void roots.refresh(list);
    });
  };
  return server;
}

/** Serve on stdio until the client closes the connection. */
export async function serveStdio(opts: McpOptions, stdin?: Readable, stdout?: Writable): Promise<void> {
  const server = createLubanMcpServer(opts);
  const input = stdin ?? process.stdin;
  const transport = new StdioServerTransport(input, stdout);
  const closed = new Promise<void>((resolve) => {
    transport.onclose = () => resolve();
  });
  await server.connect(transport);
  // Requests not yet answered: a client that closes our stdin still gets their answers.
  const open = new Set<string | number>();
  let settled: () => void = () => {};
  const receive = transport.onmessage;
  transport.onmessage = (message: JSONRPCMessage) => {
    if ('method' in message && 'id' in message) open.add(message.id);
    receive?.(message);
  };
  const send = transport.send.bind(transport);
  transport.send = async (message: JSONRPCMessage) => {
    await send(message);
    if (!('method' in message) && 'id' in message && message.id !== undefined && open.delete(message.id) && open.size === 0) settled();
  };
  // The client closing stdin ends the session (the SDK's transport does not watch for it).
  input.once('end', () => {
    const answered = open.size === 0 ? Promise.resolve() : new Promise<void>((resolve) => (settled = resolve));
    void answered.then(() => server.close());
  });
  await closed;
}
