/**
 * `luban lsp` driven by a real LSP client over stdio: vscode-jsonrpc's message connection on the
 * spawned server's stdin/stdout, with the protocol's own request and notification types
 * (vscode-languageserver-protocol, what VS Code's client uses). Open a skill, receive its
 * diagnostics in LSP shapes, apply a code action's edit and see the finding go; two quick changes
 * publish only the last version; hover shows the rule page; close clears; shutdown/exit end it.
 */
import assert from 'node:assert/strict';
import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { pathToFileURL } from 'node:url';
import { createMessageConnection, type MessageConnection, StreamMessageReader, StreamMessageWriter } from 'vscode-jsonrpc/node';
import {
  type ClientCapabilities,
  type CodeAction,
  CodeActionRequest,
  type Diagnostic,
  DidChangeTextDocumentNotification,
  DidCloseTextDocumentNotification,
  DidOpenTextDocumentNotification,
  ExitNotification,
  HoverRequest,
  InitializedNotification,
  InitializeRequest,
  type MarkupContent,
  PublishDiagnosticsNotification,
  type PublishDiagnosticsParams,
  ShutdownRequest,
  type TextDocumentEdit,
  type TextEdit,
} from 'vscode-languageserver-protocol';
import { TextDocument } from 'vscode-languageserver-textdocument';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const SKILL = path.join(ROOT, 'test/fixtures/lsp/soft-skill');
const SKILL_MD = pathToFileURL(path.join(SKILL, 'SKILL.md')).href;
const GUIDE_MD = pathToFileURL(path.join(SKILL, 'references/guide.md')).href;
const TEXT = readFileSync(path.join(SKILL, 'SKILL.md'), 'utf8');

interface Client {
  conn: MessageConnection;
  proc: ChildProcessWithoutNullStreams;
  published: PublishDiagnosticsParams[];
  /** Resolves with the first publish (already received or to come) that `pick` accepts. */
  waitFor(pick: (p: PublishDiagnosticsParams) => boolean, what: string): Promise<PublishDiagnosticsParams>;
  exitCode: Promise<number | null>;
}

const clients: Client[] = [];

async function start(capabilities: ClientCapabilities, initializationOptions?: object): Promise<Client> {
  const proc = spawn(process.execPath, ['--import', import.meta.resolve('tsx'), path.join(ROOT, 'src/cli/bin.ts'), 'lsp', '--stdio'], {
    cwd: ROOT,
    env: { ...process.env, LUBAN_LOCALE: 'en' },
  });
  const exitCode = new Promise<number | null>((resolve) => proc.on('exit', (code) => resolve(code)));
  // Anything on stdout that is not a protocol message makes the reader fail: the test fails with it.
  const conn = createMessageConnection(new StreamMessageReader(proc.stdout), new StreamMessageWriter(proc.stdin));
  const errors: unknown[] = [];
  conn.onError((e) => errors.push(e));
  const published: PublishDiagnosticsParams[] = [];
  const waiters: Array<{ pick: (p: PublishDiagnosticsParams) => boolean; resolve: (p: PublishDiagnosticsParams) => void }> = [];
  conn.onNotification(PublishDiagnosticsNotification.type, (p) => {
    published.push(p);
    for (const w of [...waiters]) {
      if (w.pick(p)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(p);
      }
    }
  });
  conn.listen();
  const waitFor = (pick: (p: PublishDiagnosticsParams) => boolean, what: string) => {
    const seen = published.find(pick);
    if (seen) return Promise.resolve(seen);
    return new Promise<PublishDiagnosticsParams>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no publishDiagnostics ${what}; got ${JSON.stringify(published.map((p) => [p.uri, p.version]))}`)),
        15000,
      );
      waiters.push({
        pick,
        resolve: (p) => {
          clearTimeout(timer);
          resolve(p);
        },
      });
    });
  };
  const init = await conn.sendRequest(InitializeRequest.type, {
    processId: process.pid,
    rootUri: pathToFileURL(ROOT).href,
    workspaceFolders: [{ uri: pathToFileURL(ROOT).href, name: 'luban' }],
    capabilities,
    initializationOptions,
  });
  assert.deepEqual(errors, []);
  assert.deepEqual(init.capabilities.textDocumentSync, { openClose: true, change: 2, save: { includeText: false } });
  assert.deepEqual(init.capabilities.codeActionProvider, { codeActionKinds: ['quickfix', 'source.fixAll.luban'], resolveProvider: false });
  assert.equal(init.capabilities.hoverProvider, true);
  await conn.sendNotification(InitializedNotification.type, {});
  const client = { conn, proc, published, waitFor, exitCode };
  clients.push(client);
  return client;
}

async function stop(c: Client): Promise<void> {
  await c.conn.sendRequest(ShutdownRequest.type);
  await c.conn.sendNotification(ExitNotification.type);
  assert.equal(await c.exitCode, 0);
  c.conn.dispose();
}

after(() => {
  for (const c of clients) if (c.proc.exitCode === null) c.proc.kill();
});

const open = (c: Client, uri: string, text: string, languageId = 'markdown') =>
  c.conn.sendNotification(DidOpenTextDocumentNotification.type, { textDocument: { uri, languageId, version: 1, text } });

const softWord = (p: PublishDiagnosticsParams) => p.diagnostics.find((d) => d.code === 'hasp/soft-word');

/** Apply LSP text edits to a text (what a client does with a WorkspaceEdit). */
function applied(text: string, edits: TextEdit[]): string {
  return TextDocument.applyEdits(TextDocument.create(SKILL_MD, 'markdown', 1, text), edits);
}

describe('luban lsp over stdio', () => {
  it('publishes LSP diagnostics, offers a fix whose edit removes the finding, and clears on close', async () => {
    const c = await start({ workspace: { workspaceEdit: { documentChanges: true, resourceOperations: ['create'] } } });
    await open(c, SKILL_MD, TEXT);
    const first = await c.waitFor((p) => p.uri === SKILL_MD && p.version === 1, 'for SKILL.md v1');
    const d = softWord(first);
    assert.ok(d, JSON.stringify(first.diagnostics));
    // "🙂 You should …" on line 8: 0-based line 7; the emoji is two UTF-16 code units, so "should" starts at character 7.
    assert.deepEqual(d.range, { start: { line: 7, character: 7 }, end: { line: 7, character: 13 } });
    assert.equal(d.severity, 2);
    assert.equal(d.source, 'luban');
    assert.equal(d.codeDescription?.href, 'https://github.com/luban-skills/luban/blob/main/docs/rules/hasp/soft-word.md');
    // The skill's other files are linted too: the broken link in references/guide.md (line 5, column 24).
    const guide = await c.waitFor((p) => p.uri === GUIDE_MD && p.diagnostics.length > 0, 'for references/guide.md');
    const broken = guide.diagnostics.find((x) => x.code === 'skillops/broken-reference');
    assert.deepEqual(broken?.range, { start: { line: 4, character: 23 }, end: { line: 4, character: 33 } });
    assert.equal(broken?.severity, 1);

    const actions = (await c.conn.sendRequest(CodeActionRequest.type, {
      textDocument: { uri: SKILL_MD },
      range: d.range,
      context: { diagnostics: [d] },
    })) as CodeAction[];
    assert.ok(actions.length >= 2, JSON.stringify(actions));
    for (const a of actions) {
      assert.equal(a.kind, 'quickfix');
      assert.deepEqual(a.diagnostics, [d]);
    }
    const fix = actions.find((a) => a.isPreferred);
    assert.ok(fix?.edit?.documentChanges, JSON.stringify(actions));
    const docEdit = fix.edit.documentChanges[0] as TextDocumentEdit;
    assert.deepEqual(docEdit.textDocument, { uri: SKILL_MD, version: 1 });
    const suppress = actions.find((a) => /^Suppress hasp\/soft-word/.test(a.title));
    assert.ok(suppress, 'a suppression is offered too');

    // The client applies the edit to its buffer and sends the change (incremental, last edit first).
    const edits = docEdit.edits as TextEdit[];
    const fixed = applied(TEXT, edits);
    assert.doesNotMatch(fixed.split('\n')[7], /should/);
    const changes = [...edits].sort((a, b) => b.range.start.line - a.range.start.line || b.range.start.character - a.range.start.character);
    await c.conn.sendNotification(DidChangeTextDocumentNotification.type, {
      textDocument: { uri: SKILL_MD, version: 2 },
      contentChanges: changes.map((e) => ({ range: e.range, text: e.newText })),
    });
    const second = await c.waitFor((p) => p.uri === SKILL_MD && p.version === 2, 'for SKILL.md v2');
    assert.equal(softWord(second), undefined, JSON.stringify(second.diagnostics));
    assert.ok(second.diagnostics.length > 0, 'the other findings stay');

    const before = c.published.length;
    await c.conn.sendNotification(DidCloseTextDocumentNotification.type, { textDocument: { uri: SKILL_MD } });
    await c.waitFor((p) => p.uri === SKILL_MD && p.diagnostics.length === 0 && c.published.indexOf(p) >= before, 'clearing SKILL.md');
    await c.waitFor((p) => p.uri === GUIDE_MD && p.diagnostics.length === 0 && c.published.indexOf(p) >= before, 'clearing guide.md');
    await stop(c);
  });

  it('publishes only the last version after two quick changes (stale guard)', async () => {
    const c = await start({}, { debounceMs: 0 });
    await open(c, SKILL_MD, TEXT);
    await c.waitFor((p) => p.uri === SKILL_MD && p.version === 1, 'for v1');
    const from = c.published.length;
    const line = { start: { line: 7, character: 0 }, end: { line: 7, character: 0 } };
    // Sent back to back, as a client does for two keystrokes: no debounce, yet version 2's findings never appear.
    await Promise.all([
      c.conn.sendNotification(DidChangeTextDocumentNotification.type, {
        textDocument: { uri: SKILL_MD, version: 2 },
        contentChanges: [{ range: line, text: 'Maybe try to be brief.\n' }],
      }),
      c.conn.sendNotification(DidChangeTextDocumentNotification.type, {
        textDocument: { uri: SKILL_MD, version: 3 },
        contentChanges: [{ range: line, text: 'Perhaps ' }],
      }),
    ]);
    const last = await c.waitFor((p) => p.uri === SKILL_MD && p.version === 3, 'for v3');
    await new Promise((r) => setTimeout(r, 400));
    const mine = c.published.slice(from).filter((p) => p.uri === SKILL_MD);
    assert.deepEqual(
      mine.map((p) => p.version),
      [3],
    );
    // Version 3's text: "Perhaps Maybe try to be brief." on line 8 (0-based 7), "should" now on line 9.
    const softLines = last.diagnostics.filter((x) => x.code === 'hasp/soft-word').map((x: Diagnostic) => x.range.start.line);
    assert.ok(softLines.includes(8), JSON.stringify(last.diagnostics));
    await stop(c);
  });

  it('hovers with the rule page, and answers `changes` to a client without documentChanges', async () => {
    const c = await start({});
    await open(c, SKILL_MD, TEXT);
    const first = await c.waitFor((p) => p.uri === SKILL_MD && p.version === 1, 'for v1');
    const d = softWord(first)!;
    const hover = await c.conn.sendRequest(HoverRequest.type, { textDocument: { uri: SKILL_MD }, position: { line: 7, character: 9 } });
    const md = hover?.contents as MarkupContent;
    assert.equal(md.kind, 'markdown');
    assert.match(md.value, /^# hasp\/soft-word/);
    assert.match(md.value, /## What it checks/);
    assert.doesNotMatch(md.value, /简体中文/);
    assert.match(md.value, /\]\(https:\/\/github\.com\/luban-skills\/luban\/blob\/main\/docs\/rules\.md#haspsoft-word\)/);
    assert.deepEqual(hover?.range, d.range);
    // A rule id written in any open text.
    await open(c, 'untitled:notes', 'We turned off skillops/broken-reference here.', 'plaintext');
    const byId = await c.conn.sendRequest(HoverRequest.type, { textDocument: { uri: 'untitled:notes' }, position: { line: 0, character: 20 } });
    assert.ok(byId);
    assert.match((byId.contents as MarkupContent).value, /^# skillops\/broken-reference/);
    assert.deepEqual(byId.range, { start: { line: 0, character: 14 }, end: { line: 0, character: 39 } });
    // Nothing to say elsewhere.
    assert.equal(await c.conn.sendRequest(HoverRequest.type, { textDocument: { uri: SKILL_MD }, position: { line: 0, character: 0 } }), null);

    const actions = (await c.conn.sendRequest(CodeActionRequest.type, {
      textDocument: { uri: SKILL_MD },
      range: d.range,
      context: { diagnostics: [d] },
    })) as CodeAction[];
    const fix = actions.find((a) => a.isPreferred);
    assert.ok(fix?.edit?.changes?.[SKILL_MD]?.length, JSON.stringify(actions));
    assert.equal(fix.edit.documentChanges, undefined);
    assert.doesNotMatch(applied(TEXT, fix.edit.changes[SKILL_MD]).split('\n')[7], /should/);
    await stop(c);
  });
});
