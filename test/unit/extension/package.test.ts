/**
 * The extension manifest and the .vsix contents (docs/features.md H8): activation events, the
 * bundle as `main`, Restricted Mode support, every contributed command registered in
 * code, the config schema in step with the CLI's, and `vsce ls` shipping no source,
 * test or map files.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { configJsonSchema } from '../../../src/core/base/config/schema.ts';
import { COMMAND, CONTEXT_KEY } from '../../../src/extension/command-ids.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const extensionSource = readdirSync(path.join(root, 'src/extension'), { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.ts'))
  .map((f) => readFileSync(path.join(root, 'src/extension', f), 'utf8'))
  .join('\n');

test('manifest: bundle entry, activation, Restricted Mode, l10n, icon', () => {
  assert.equal(pkg.main, './dist/extension.cjs');
  assert.ok(pkg.activationEvents.includes('workspaceContains:**/SKILL.md'));
  assert.ok(pkg.activationEvents.includes('onLanguage:markdown'));
  assert.ok(!pkg.activationEvents.includes('*'), 'no eager activation');
  assert.equal(pkg.capabilities.untrustedWorkspaces.supported, 'limited');
  assert.equal(pkg.l10n, './l10n');
  assert.ok(existsSync(path.join(root, pkg.icon)), pkg.icon);
  assert.match(pkg.engines.vscode, /^\^1\.100\./, 'tested against VS Code 1.100 (code-server 4.100.3)');
});

/** A command named in code: a `'luban.…'` literal, or `COMMAND.key` resolved through src/extension/command-ids.ts. */
const commandIds: Record<string, string> = COMMAND;
const named = (m: RegExpMatchArray): string => m[1] ?? commandIds[m[2]] ?? `COMMAND.${m[2]} (not in command-ids.ts)`;

test('every contributed command is registered by the extension, and every luban.* command is contributed', () => {
  const contributed: string[] = pkg.contributes.commands.map((c: { command: string }) => c.command);
  const registered = [...extensionSource.matchAll(/registerCommand\(\s*(?:'(luban\.[\w.]+)'|COMMAND\.(\w+))/g)].map(named);
  const extra = [...extensionSource.matchAll(/command: (?:'(luban\.[\w.]+)'|COMMAND\.(\w+))/g)].map(named);
  assert.ok(registered.length >= 7, `found ${registered.length} registrations (the extraction broke?)`);
  for (const c of contributed) assert.ok(registered.includes(c) || extra.includes(c), `${c} is contributed but never registered`);
  for (const c of registered) assert.ok(contributed.includes(c), `${c} is registered but not in contributes.commands`);
  for (const c of pkg.contributes.commands) assert.match(c.title, /^%command\.\w+\.title%$/, `${c.command} title is localised`);
});

test('command IDs: command-ids.ts holds exactly the contributed commands and the when-clause context keys; no other file spells one', () => {
  const contributed: string[] = pkg.contributes.commands.map((c: { command: string }) => c.command);
  assert.deepEqual(Object.values(COMMAND).sort(), [...contributed].sort());
  const whenClauses = JSON.stringify(pkg.contributes.menus);
  for (const key of Object.values(CONTEXT_KEY)) assert.ok(whenClauses.includes(key), `${key} is read by a when clause`);
  const ids = [...contributed, ...Object.values(CONTEXT_KEY)];
  const spelled = readdirSync(path.join(root, 'src/extension'), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts') && f !== 'command-ids.ts')
    .flatMap((f) => ids.filter((id) => readFileSync(path.join(root, 'src/extension', f), 'utf8').includes(`'${id}'`)).map((id) => `${f}: '${id}'`));
  assert.deepEqual(spelled, []);
});

test('every setting the extension reads is contributed', () => {
  const props = Object.keys(pkg.contributes.configuration.properties);
  const read = [...readFileSync(path.join(root, 'src/extension/settings.ts'), 'utf8').matchAll(/c\.get<[^>]+>\('([\w.]+)'/g)].map((m) => `luban.${m[1]}`);
  assert.ok(read.length >= 5);
  assert.deepEqual(read.sort(), props.sort());
});

test('media/luban.schema.json (JSON validation of .luban.json) matches the config schema the CLI uses', () => {
  const shipped = JSON.parse(readFileSync(path.join(root, 'media/luban.schema.json'), 'utf8'));
  const { $schema, title, ...rest } = shipped;
  assert.equal(typeof $schema, 'string');
  assert.equal(typeof title, 'string');
  assert.deepEqual(rest, JSON.parse(JSON.stringify(configJsonSchema)));
  assert.deepEqual(pkg.contributes.jsonValidation[0].fileMatch.sort(), ['.luban.json', 'luban.config.json']);
});

test('vsce ls: the .vsix holds the bundle and its assets, and no source, test or map files', () => {
  assert.ok(existsSync(path.join(root, 'dist/extension.cjs')), 'dist/extension.cjs missing: run npm run build first');
  const out = execFileSync(process.execPath, [path.join(root, 'scripts/package-vsix.mjs'), '--ls'], { cwd: root, encoding: 'utf8' });
  const files = out
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  for (const must of [
    'package.json',
    'dist/extension.cjs',
    'dist/scan-worker.cjs',
    'dist/sql-wasm.wasm',
    'package.nls.json',
    'package.nls.zh-cn.json',
    'l10n/bundle.l10n.zh-cn.json',
    'media/icon.png',
  ]) {
    assert.ok(files.includes(must), `${must} ships (got ${files.join(', ')})`);
  }
  const bad = files.filter(
    (f) => /(^|\/)(src|test|node_modules|scripts|examples|bench|out|webview-ui)\//.test(f) || /\.(map|ts|tsx|mjs|vsix)$/.test(f) || f === 'dist/cli.cjs',
  );
  assert.deepEqual(bad, []);
  // Beside the bundle and its assets: the rule pages and the walkthrough media, Markdown only.
  const pages = files.filter((f) => f.startsWith('docs/rules/') || f.startsWith('media/walkthrough/'));
  assert.deepEqual(
    pages.filter((f) => !f.endsWith('.md')),
    [],
  );
  assert.ok(files.length - pages.length <= 16, `${files.length - pages.length} files besides the pages`);
  // docs/features.md H9: every rule page the repository has ships, for "Open Rule Documentation" offline.
  const docs = existsSync(path.join(root, 'docs/rules'))
    ? readdirSync(path.join(root, 'docs/rules'), { recursive: true, encoding: 'utf8' })
        .filter((f) => f.endsWith('.md'))
        .map((f) => `docs/rules/${f.split(path.sep).join('/')}`)
    : [];
  for (const d of docs) assert.ok(files.includes(d), `${d} ships`);
  for (const m of ['media/luban-view.svg', ...walkthroughMedia()]) assert.ok(files.includes(m), `${m} ships`);
});

/** The walkthrough steps' media files named in package.json. */
function walkthroughMedia(): string[] {
  return pkg.contributes.walkthroughs.flatMap((w: { steps: Array<{ media: { markdown?: string } }> }) =>
    w.steps.map((s) => s.media.markdown).filter((m): m is string => !!m),
  );
}

test('the Luban view, its menus and the walkthrough (docs/features.md H9): contributed, localised, their files present', () => {
  const container = pkg.contributes.viewsContainers.activitybar.find((c: { id: string }) => c.id === 'luban');
  assert.ok(container, 'an activity-bar container');
  assert.ok(existsSync(path.join(root, container.icon)), container.icon);
  assert.deepEqual(
    pkg.contributes.views.luban.map((v: { id: string }) => v.id),
    ['luban.skills'],
  );
  assert.match(extensionSource, /VIEW_ID = 'luban\.skills'/, 'the code registers the view the manifest declares');
  const items = pkg.contributes.menus['view/item/context'] as Array<{ command: string; when: string }>;
  for (const c of [
    COMMAND.showReport,
    COMMAND.optimizeSkill,
    COMMAND.showDashboard,
    COMMAND.scanWorkspace,
    COMMAND.scoreSkill,
    COMMAND.evaluateTriggers,
    COMMAND.showScoreHistory,
  ]) {
    assert.ok(
      items.some((i) => i.command === c && i.when.includes('view == luban.skills')),
      `${c} in the skill's context menu`,
    );
  }
  assert.ok(
    items.filter((i) => i.command === COMMAND.optimizeSkill).every((i) => i.when.includes('isWorkspaceTrusted')),
    'Optimize only where trusted',
  );
  // Issue 33 item 10: the CLI's score, triggers and history in the editor — offered in Restricted Mode too (offline there, nothing written).
  for (const c of [COMMAND.scoreSkill, COMMAND.evaluateTriggers, COMMAND.showScoreHistory])
    assert.ok(
      items.filter((i) => i.command === c).every((i) => !i.when.includes('isWorkspaceTrusted')),
      `${c} in Restricted Mode too`,
    );
  const [walk] = pkg.contributes.walkthroughs;
  assert.match(extensionSource, new RegExp(`WALKTHROUGH_ID = '${walk.id}'`));
  assert.ok(walk.steps.length >= 3 && walk.steps.length <= 5, `${walk.steps.length} steps`);
  for (const m of walkthroughMedia()) assert.ok(existsSync(path.join(root, m)), m);
});

test('the .vsix README is the one for people who install the extension: no npm or CLI developer steps', () => {
  const readme = readFileSync(path.join(root, 'README.marketplace.md'), 'utf8');
  assert.doesNotMatch(readme, /\bnpm (ci|install|run|test)\b|npx |node scripts\//);
  assert.match(readme, /## Getting started/);
  assert.match(readme, /简体中文/);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'luban-vsix-readme-'));
  try {
    const out = path.join(dir, 'luban.vsix');
    execFileSync(process.execPath, [path.join(root, 'scripts/package-vsix.mjs'), '--out', out], { cwd: root, stdio: 'pipe' });
    // The zip stores README.md deflated; its size in the central directory tells which file it is.
    const listing = execFileSync('unzip', ['-l', out], { encoding: 'utf8' });
    const size = Number(/^\s*(\d+)\s+\S+\s+\S+\s+extension\/readme\.md$/im.exec(listing)?.[1]);
    assert.equal(size, Buffer.byteLength(readme), listing);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('vsce package succeeds and the .vsix holds the manifest and the bundle', () => {
  assert.ok(existsSync(path.join(root, 'dist/extension.cjs')), 'dist/extension.cjs missing: run npm run build first');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'luban-vsix-test-'));
  try {
    const out = path.join(dir, 'luban.vsix');
    execFileSync(process.execPath, [path.join(root, 'scripts/package-vsix.mjs'), '--out', out], { cwd: root, stdio: 'pipe' });
    const zip = readFileSync(out);
    assert.equal(zip.subarray(0, 2).toString('latin1'), 'PK', 'a zip file');
    // Entry names are stored uncompressed in the zip directory.
    for (const name of ['extension/package.json', 'extension/dist/extension.cjs', 'extension/l10n/bundle.l10n.zh-cn.json', 'extension.vsixmanifest']) {
      assert.ok(zip.includes(Buffer.from(name)), `${name} in the .vsix`);
    }
    assert.ok(!zip.includes(Buffer.from('extension/src/')), 'no sources');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
