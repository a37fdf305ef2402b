/**
 * The Luban language server (`luban lsp`, docs/lsp.md): JSON-RPC over stdio with
 * vscode-languageserver. Diagnostics on open and change (the extension's debounce and stale
 * guard), code actions for every quick fix, hover with the rule's page. Nothing but protocol
 * goes to stdout: logs go to the client (window/logMessage) or stderr.
 *
 * initializationOptions (all optional): `{ "debounceMs": 300, "locale": "en" | "zh-CN" }`;
 * without a locale the client's `locale` (LSP 3.16) decides, then LUBAN_LOCALE / LANG.
 */
import { fileURLToPath } from 'node:url';
import {
  type ClientCapabilities,
  type Connection,
  createConnection,
  type InitializeResult,
  ProposedFeatures,
  TextDocumentSyncKind,
  TextDocuments,
} from 'vscode-languageserver/node';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { clampDebounce, DEFAULT_DEBOUNCE_MS, detectLocale, type Locale, VERSION } from '../core/api/base.ts';
import { SkillScanner } from '../frontend/editor/scanner.ts';
import { CODE_ACTION_KINDS, LspCodeActions } from './actions.ts';
import { LspDiagnostics } from './diagnostics.ts';
import { LspHover } from './hover.ts';
import { say } from './messages.ts';

interface InitOptions {
  debounceMs?: unknown;
  locale?: unknown;
}

function localeOf(option: unknown, client: string | undefined): Locale {
  const v = typeof option === 'string' ? option : client;
  if (v) return /^zh/i.test(v) ? 'zh-CN' : 'en';
  return detectLocale();
}

/** Wire the server onto a connection and start listening; resolves when the client sends `exit`. */
export function serve(connection: Connection): Promise<void> {
  const documents = new TextDocuments(TextDocument);
  let capabilities: ClientCapabilities = {};
  let diagnostics: LspDiagnostics | undefined;
  let actions: LspCodeActions | undefined;
  let hover: LspHover | undefined;
  let debounceMs = DEFAULT_DEBOUNCE_MS;

  connection.onInitialize((params): InitializeResult => {
    capabilities = params.capabilities;
    const init = (params.initializationOptions ?? {}) as InitOptions;
    const locale = localeOf(init.locale, params.locale);
    const folders = params.workspaceFolders?.map((f) => f.uri) ?? (params.rootUri ? [params.rootUri] : []);
    const roots = folders.flatMap((u) => {
      try {
        return u.startsWith('file:') ? [fileURLToPath(u)] : [];
      } catch {
        return [];
      }
    });
    debounceMs = init.debounceMs === undefined ? DEFAULT_DEBOUNCE_MS : clampDebounce(init.debounceMs);
    diagnostics = new LspDiagnostics(connection, documents, new SkillScanner({ locale }), { debounceMs, roots, locale });
    actions = new LspCodeActions(diagnostics, documents, () => capabilities);
    hover = new LspHover(diagnostics, documents);
    return {
      capabilities: {
        textDocumentSync: { openClose: true, change: TextDocumentSyncKind.Incremental, save: { includeText: false } },
        codeActionProvider: { codeActionKinds: CODE_ACTION_KINDS, resolveProvider: false },
        hoverProvider: true,
      },
      serverInfo: { name: 'luban', version: VERSION },
    };
  });
  connection.onInitialized(() => {
    if (diagnostics) connection.console.info(say(diagnostics.locale, 'started', { version: VERSION, ms: debounceMs }));
  });

  // TextDocuments fires onDidChangeContent on open too (after onDidOpen): the open handler scans that version.
  const openedAt = new Map<string, number>();
  documents.onDidOpen((e) => {
    openedAt.set(e.document.uri, e.document.version);
    diagnostics?.onOpen(e.document);
  });
  documents.onDidChangeContent((e) => {
    if (diagnostics && e.document.version !== openedAt.get(e.document.uri)) diagnostics.onChange(e.document);
  });
  documents.onDidSave((e) => diagnostics?.onSave(e.document));
  documents.onDidClose((e) => {
    openedAt.delete(e.document.uri);
    diagnostics?.onClose(e.document);
  });

  connection.onCodeAction(async (params) => (actions ? actions.provide(params) : []));
  connection.onHover((params) => (hover ? hover.provide(params) : null));
  connection.onShutdown(() => diagnostics?.dispose());

  const exited = new Promise<void>((resolve) => connection.onExit(() => resolve()));
  documents.listen(connection);
  connection.listen();
  return exited;
}

/** `luban lsp`: the server on this process's stdin/stdout. */
export function startStdioServer(): Promise<void> {
  return serve(createConnection(ProposedFeatures.all, process.stdin, process.stdout));
}
