/**
 * `luban mcp` driven through the MCP TypeScript SDK's own Client over stdio: the real
 * server process (the CLI from source), a temporary workspace holding a copy of
 * test/fixtures/mcp/demo-skill (an unquoted `: ` in its description, two soft words).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { ListRootsRequestSchema, type CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { copyToTemp, tempDir } from '../../support/tmp.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const BIN = path.join(ROOT, 'src/cli/bin.ts');
// tsx by absolute URL: the server runs with the workspace as its working folder, where no node_modules is.
const TSX = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
const FIXTURE = path.join(ROOT, 'test/fixtures/mcp/demo-skill');

interface Session {
  client: Client;
  errors: Error[];
  call: (name: string, args: Record<string, unknown>) => Promise<CallToolResult>;
}

/** Start `luban mcp` in `cwd` and connect; `roots` makes the client declare the roots capability and answer roots/list. */
async function connect(cwd: string, opts: { allowWrite?: boolean; roots?: () => string[] } = {}): Promise<Session> {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: ['--import', TSX, BIN, 'mcp', ...(opts.allowWrite ? ['--allow-write'] : []), '--locale', 'en'],
    cwd,
    stderr: 'pipe',
    env: { ...process.env, NO_COLOR: '1' } as Record<string, string>,
  });
  const client = new Client({ name: 'luban-test', version: '1.0.0' }, { capabilities: opts.roots ? { roots: { listChanged: true } } : {} });
  if (opts.roots) {
    const list = opts.roots;
    client.setRequestHandler(ListRootsRequestSchema, () => ({ roots: list().map((d) => ({ uri: pathToFileURL(d).href, name: path.basename(d) })) }));
  }
  const errors: Error[] = [];
  // A line on stdout that is not a JSON-RPC message surfaces here.
  client.onerror = (e) => errors.push(e);
  await client.connect(transport);
  const call = async (name: string, args: Record<string, unknown>) => (await client.callTool({ name, arguments: args })) as CallToolResult;
  return { client, errors, call };
}

const textOf = (r: CallToolResult) => r.content.map((c) => (c.type === 'text' ? c.text : '')).join('\n');

test('listTools: the five tools, each with an input schema; scan finds the YAML error at its line; explain_rule returns the rule page', async () => {
  const skill = copyToTemp(FIXTURE);
  const s = await connect(path.dirname(skill));
  try {
    const { tools } = await s.client.listTools();
    assert.deepEqual(tools.map((t) => t.name).sort(), ['explain_rule', 'fix', 'scan', 'security_verdict', 'static_score']);
    for (const t of tools) {
      assert.equal(t.inputSchema.type, 'object');
      assert.ok(t.outputSchema, `${t.name} declares an output schema`);
    }
    const byName = new Map(tools.map((t) => [t.name, t]));
    assert.deepEqual(byName.get('scan')?.inputSchema.required, ['path']);
    assert.deepEqual(byName.get('explain_rule')?.inputSchema.required, ['rule']);
    assert.ok(byName.get('fix')?.inputSchema.properties?.write);

    const scan = await s.call('scan', { path: 'demo-skill' });
    assert.notEqual(scan.isError, true, textOf(scan));
    const sc = scan.structuredContent as { skills: Array<{ findings: Array<Record<string, unknown>> }>; counts: { errors: number } };
    const yaml = sc.skills[0].findings.find((f) => f.ruleId === 'skillops/yaml-error');
    assert.deepEqual(
      { file: yaml?.file, line: yaml?.line, column: yaml?.column, severity: yaml?.severity, fixable: yaml?.fixable },
      { file: path.join(skill, 'SKILL.md'), line: 3, column: 14, severity: 'error', fixable: 'safe' },
    );
    const soft = sc.skills[0].findings.filter((f) => f.ruleId === 'hasp/soft-word').map((f) => [f.line, f.column]);
    assert.deepEqual(soft, [
      [8, 5],
      [8, 12],
    ]);
    assert.equal(sc.counts.errors, 1);
    assert.match(textOf(scan), /SKILL\.md:3:14 {2}error {2}skillops\/yaml-error/);

    const rule = await s.call('explain_rule', { rule: 'hasp/soft-word' });
    assert.notEqual(rule.isError, true, textOf(rule));
    const page = readFileSync(path.join(ROOT, 'docs/rules/hasp/soft-word.md'), 'utf8');
    assert.equal((rule.structuredContent as { page: string }).page, page);
    assert.equal((rule.structuredContent as { module: string }).module, 'HASP');
    assert.ok(textOf(rule).includes('## What it checks'));
    const unknown = await s.call('explain_rule', { rule: 'nope/nothing' });
    assert.equal(unknown.isError, true);
    assert.match(textOf(unknown), /no rule "nope\/nothing"/);

    const verdict = await s.call('security_verdict', { path: 'demo-skill' });
    assert.equal((verdict.structuredContent as { skills: Array<{ security: { verdict: string } }> }).skills[0].security.verdict, 'clear');
    assert.deepEqual(s.errors, []);
  } finally {
    await s.client.close();
  }
});

test('fix: a diff without write (file byte-identical); write refused on a read-only server; written with --allow-write', async () => {
  const skill = copyToTemp(FIXTURE);
  const file = path.join(skill, 'SKILL.md');
  const before = readFileSync(file);
  const ro = await connect(path.dirname(skill));
  try {
    const dry = await ro.call('fix', { path: 'demo-skill' });
    assert.notEqual(dry.isError, true, textOf(dry));
    const d = dry.structuredContent as { written: boolean; fixes: number; diff: string };
    assert.equal(d.written, false);
    assert.equal(d.fixes, 1);
    assert.match(d.diff, /^-description: Use when: formatting tables in reports$/m);
    assert.match(d.diff, /^\+description: "Use when: formatting tables in reports"$/m);
    assert.ok(readFileSync(file).equals(before), 'nothing written');

    const refused = await ro.call('fix', { path: 'demo-skill', write: true });
    assert.equal(refused.isError, true);
    assert.match(textOf(refused), /read-only.*--allow-write/s);
    assert.ok(readFileSync(file).equals(before), 'nothing written');
    assert.deepEqual(readdirSync(skill), ['SKILL.md']);
  } finally {
    await ro.client.close();
  }
  const rw = await connect(path.dirname(skill), { allowWrite: true });
  try {
    const wrote = await rw.call('fix', { path: 'demo-skill', write: true });
    assert.notEqual(wrote.isError, true, textOf(wrote));
    assert.equal((wrote.structuredContent as { written: boolean }).written, true);
    assert.match(readFileSync(file, 'utf8'), /^description: "Use when: formatting tables in reports"$/m);
    // Not in git: a .bak copy of the old text first, as `luban fix` keeps.
    const bak = readdirSync(skill).find((f) => f.startsWith('SKILL.md.bak.'));
    assert.ok(bak && readFileSync(path.join(skill, bak)).equals(before));
  } finally {
    await rw.client.close();
  }
});

test('roots: paths outside the granted roots are refused, through a symlink too; list_changed widens them', async () => {
  const ws = tempDir();
  const inside = path.join(ws, 'granted');
  const outside = path.join(ws, 'other');
  mkdirSync(inside);
  mkdirSync(outside);
  const outSkill = copyToTemp(FIXTURE);
  symlinkSync(outSkill, path.join(inside, 'link-out'), 'dir');
  const granted = [inside];
  // The server's own folder (ws) would hold everything: the client's roots must win.
  const s = await connect(ws, { roots: () => granted });
  try {
    const out = await s.call('scan', { path: outSkill });
    assert.equal(out.isError, true);
    assert.match(textOf(out), new RegExp(`${outSkill.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} is outside the workspace roots`));
    const viaLink = await s.call('scan', { path: 'link-out' });
    assert.equal(viaLink.isError, true, 'realpath: the symlink leads outside');
    const fixOut = await s.call('fix', { path: outSkill });
    assert.equal(fixOut.isError, true);
    const missing = await s.call('scan', { path: 'no-such-skill' });
    assert.equal(missing.isError, true);
    assert.match(textOf(missing), /no-such-skill does not exist/);

    granted.push(path.dirname(outSkill));
    await s.client.sendRootsListChanged();
    // The server asks roots/list again; a call after that sees the new root.
    let ok: CallToolResult | undefined;
    for (let i = 0; i < 50 && !(ok && ok.isError !== true); i++) {
      ok = await s.call('scan', { path: outSkill });
      if (ok.isError) await new Promise((r) => setTimeout(r, 50));
    }
    assert.notEqual(ok?.isError, true, ok && textOf(ok));
  } finally {
    await s.client.close();
  }
});

test('static_score is what `luban score --format json` prints for the same skill, labelled as form checks', async () => {
  const skill = copyToTemp(FIXTURE);
  const cwd = path.dirname(skill);
  const cli = spawnSync(process.execPath, ['--import', TSX, BIN, 'score', 'demo-skill', '--format', 'json', '--locale', 'en'], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
  });
  assert.equal(cli.status, 0, cli.stderr);
  const s = await connect(cwd);
  try {
    const r = await s.call('static_score', { path: 'demo-skill' });
    assert.notEqual(r.isError, true, textOf(r));
    const sc = r.structuredContent as { view: string; scorecard: unknown };
    assert.equal(sc.view, 'form-checks');
    assert.deepEqual(sc.scorecard, JSON.parse(cli.stdout));
    assert.match(textOf(r), /^Form checks only/);
  } finally {
    await s.client.close();
  }
});

test('stdout carries only JSON-RPC messages, and a client that closes stdin early still gets every answer', () => {
  const skill = copyToTemp(FIXTURE);
  const lines = [
    { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'pipe', version: '1' } } },
    { jsonrpc: '2.0', method: 'notifications/initialized' },
    { jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'scan', arguments: { path: 'demo-skill' } } },
    { jsonrpc: '2.0', id: 3, method: 'tools/call', params: { name: 'fix', arguments: { path: 'demo-skill', write: true } } },
  ];
  const r = spawnSync(process.execPath, ['--import', TSX, BIN, 'mcp'], {
    cwd: path.dirname(skill),
    input: lines.map((l) => JSON.stringify(l)).join('\n') + '\n',
    encoding: 'utf8',
    timeout: 60_000,
  });
  assert.equal(r.status, 0, r.stderr);
  const out = r.stdout
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as { id: number; result: CallToolResult });
  assert.deepEqual(out.map((m) => m.id).sort(), [1, 2, 3]);
  assert.equal(out.find((m) => m.id === 3)?.result.isError, true);
  assert.match(r.stderr, /luban mcp: serving on stdio \(read-only\)/);
});
