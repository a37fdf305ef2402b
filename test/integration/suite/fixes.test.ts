/**
 * Quick fixes and fix-all in the real workbench (docs/features.md H3): the soft-word rewrite,
 * the broken-reference fix that picks the nearest existing file (offered once, not
 * once as the fix and again as the suggestion), "Create file" for a missing script (the stub opens and keeps a finding),
 * "suppress on this line", "Harden all soft words in this file" (explicit: saving
 * does not harden), and `source.fixAll.luban` run by `editor.codeActionsOnSave`.
 */
import * as assert from 'node:assert/strict';
import path from 'node:path';
import * as vscode from 'vscode';
import { allRules } from '../../../src/core/engine/registry.ts';
import { api, apply, closeAll, codeActions, codeActionsWhen, find, lineOf, ruleOf, waitFor, wsUri } from './util.ts';

const SKILL = ['skills', 'demo', 'SKILL.md'];

async function openSkill(): Promise<{ uri: vscode.Uri; doc: vscode.TextDocument }> {
  const uri = wsUri(...SKILL);
  const doc = await vscode.workspace.openTextDocument(uri);
  await vscode.window.showTextDocument(doc);
  return { uri, doc };
}

/** What an action's edit does, comparable between actions (text edits and file creations). */
function editSignature(a: vscode.CodeAction): string | undefined {
  if (!a.edit) return undefined;
  return JSON.stringify(
    a.edit
      .entries()
      .map(([uri, edits]) => [
        uri.toString(),
        edits.map((e) => [e.range.start.line, e.range.start.character, e.range.end.line, e.range.end.character, e.newText]),
      ]),
  );
}

/** A new skill in the fixture workspace, opened and scanned; removed by the caller. */
async function newSkill(name: string, body: string[]): Promise<{ uri: vscode.Uri; doc: vscode.TextDocument; editor: vscode.TextEditor }> {
  const uri = wsUri('skills', name, 'SKILL.md');
  const text = [
    '---',
    `name: ${name}`,
    `description: Checks ${name} files. Use when the user asks to check a ${name} file.`,
    '---',
    '',
    `# ${name}`,
    '',
    ...body,
    '',
  ].join('\n');
  await vscode.workspace.fs.writeFile(uri, Buffer.from(text));
  const doc = await vscode.workspace.openTextDocument(uri);
  const editor = await vscode.window.showTextDocument(doc);
  const { controller } = await api();
  await waitFor(() => controller.stateOf(path.dirname(uri.fsPath)), `the new skill ${name} to be scanned`);
  return { uri, doc, editor };
}

async function exists(uri: vscode.Uri): Promise<boolean> {
  try {
    await vscode.workspace.fs.stat(uri);
    return true;
  } catch {
    return false;
  }
}

suite('quick fixes', () => {
  suiteSetup(async () => {
    await api();
  });
  teardown(closeAll);

  test('a soft-word fix rewrites the word and the diagnostic goes', async () => {
    const { uri, doc } = await openSkill();
    const line = lineOf(doc, 'You should validate');
    const d = await waitFor(() => find(uri, 'hasp/soft-word', line)[0], 'the soft-word diagnostic');
    const actions = await codeActionsWhen(
      uri,
      d.range,
      vscode.CodeActionKind.QuickFix,
      (as) => as.some((a) => a.edit && !/suppress|fix all/i.test(a.title)),
      'a soft-word rewrite',
    );
    const fix = actions.find((a) => a.edit && !/suppress|fix all/i.test(a.title));
    assert.ok(fix, `a rewrite is offered; got ${actions.map((a) => a.title).join(' | ')}`);
    assert.ok(
      actions.some((a) => a.title === 'Show documentation for hasp/soft-word' && !a.edit),
      'a documentation action is offered',
    );
    await apply(fix);
    const text = doc.lineAt(line).text;
    assert.doesNotMatch(text, /\bshould\b/, `the line was rewritten: ${text}`);
    assert.match(text, /\bmust\b/, `should → must: ${text}`);
    await waitFor(() => find(uri, 'hasp/soft-word', line).length === 0, 'the soft-word diagnostic to go');
  });

  test('a broken reference is repaired with the nearest existing file', async () => {
    const { uri, doc } = await openSkill();
    const line = lineOf(doc, 'references/guid.md');
    const d = await waitFor(() => find(uri, 'skillops/broken-reference', line)[0], 'the broken-reference diagnostic');
    const actions = await codeActionsWhen(
      uri,
      d.range,
      vscode.CodeActionKind.QuickFix,
      (as) => as.some((a) => a.edit && !/suppress|fix all/i.test(a.title)),
      'a broken-reference repair',
    );
    const edits = actions.filter((a) => a.edit && !/suppress|fix all/i.test(a.title));
    assert.ok(edits.length > 0, `a repair is offered; got ${actions.map((a) => a.title).join(' | ')}`);
    const preferred = edits.find((a) => a.isPreferred) ?? edits[0];
    assert.match(preferred.title, /references\/guide\.md/, `the nearest file is proposed first: ${preferred.title}`);
    await apply(preferred);
    assert.ok(doc.lineAt(line).text.includes('(references/guide.md)'), doc.lineAt(line).text);
    await waitFor(() => find(uri, 'skillops/broken-reference', line).length === 0, 'the broken-reference diagnostic to go');
  });

  test('each distinct edit is offered once (the nearest file is the fix and the first suggestion)', async () => {
    const { uri, doc } = await openSkill();
    const line = lineOf(doc, 'references/guid.md');
    const d = await waitFor(() => find(uri, 'skillops/broken-reference', line)[0], 'the broken-reference diagnostic');
    const actions = await codeActionsWhen(
      uri,
      d.range,
      vscode.CodeActionKind.QuickFix,
      (as) => as.some((a) => /references\/guide\.md/.test(a.title)),
      'the repair',
    );
    const titles = actions.map((a) => a.title);
    assert.equal(titles.filter((t) => /^Change to `references\/guide\.md`$/.test(t)).length, 1, `"Change to" once: ${titles.join(' | ')}`);
    const signatures = actions.map(editSignature).filter((x): x is string => x !== undefined);
    assert.equal(new Set(signatures).size, signatures.length, `no two actions make the same edit: ${titles.join(' | ')}`);
    assert.equal(new Set(titles).size, titles.length, `no title twice: ${titles.join(' | ')}`);
    const preferred = actions.filter((a) => a.isPreferred);
    assert.equal(preferred.length, 1, 'one preferred fix');
  });

  test('"Create file" creates a missing script: a stub that fails until it is written', async () => {
    const folder = wsUri('skills', 'createfix');
    try {
      const { uri, doc, editor } = await newSkill('createfix', ['1. Run `scripts/setup.sh` before anything else.']);
      const line = lineOf(doc, 'scripts/setup.sh');
      const d = await waitFor(() => find(uri, 'skillops/broken-reference', line)[0], 'the missing script');
      const actions = await codeActionsWhen(
        uri,
        d.range,
        vscode.CodeActionKind.QuickFix,
        (as) => as.some((a) => /^Create file /.test(a.title)),
        'the Create file action',
      );
      const create = actions.find((a) => a.title === 'Create file scripts/setup.sh');
      assert.ok(create?.edit, `Create file offered with an edit; got ${actions.map((a) => a.title).join(' | ')}`);
      assert.deepEqual(
        actions.filter((a) => a.isPreferred).map((a) => a.title),
        ['Create file scripts/setup.sh'],
        'the preferred fix when there is no path to correct',
      );
      const script = wsUri('skills', 'createfix', 'scripts', 'setup.sh');
      assert.equal(await exists(script), false);
      // Applied as the lightbulb applies it (the workbench takes the provider's own edit;
      // an edit with file contents cannot round-trip through executeCodeActionProvider).
      editor.selection = new vscode.Selection(d.range.start, d.range.start);
      await vscode.commands.executeCommand('editor.action.codeAction', { kind: vscode.CodeActionKind.QuickFix.value, preferred: true, apply: 'first' });
      await waitFor(() => find(uri, 'skillops/broken-reference', line).length === 0, 'the broken-reference diagnostic to go');
      const written = Buffer.from(await vscode.workspace.fs.readFile(script)).toString('utf8');
      assert.match(written, /^#!\/usr\/bin\/env bash\n# TODO: scripts\/setup\.sh is referenced by the skill but not written yet\.\n/);
      assert.match(written, /\nexit 1\n$/);
      assert.equal(doc.isDirty, false, 'SKILL.md itself is not touched');
      // The stub opens for writing, and keeps a finding until its TODO line is gone (issue 33 item 5).
      await waitFor(() => vscode.window.activeTextEditor?.document.uri.fsPath === script.fsPath, 'the stub to open in the editor');
      const stub = await waitFor(() => find(script, 'skillops/stub-file')[0], 'the stub-file finding on the new script');
      assert.equal(stub.severity, vscode.DiagnosticSeverity.Error);
      assert.equal(stub.range.start.line, 1, 'on the TODO line');
    } finally {
      await closeAll();
      await vscode.workspace.fs.delete(folder, { recursive: true });
    }
  });

  test('"Harden all soft words in this file" hardens every rewritable soft word; saving (fix-all) does not', async () => {
    const folder = wsUri('skills', 'hardenall');
    try {
      const { uri, doc } = await newSkill('hardenall', [
        'You should consider using a cache.',
        'Maybe run the tests.',
        'Try to keep it short.',
        'It might fail.',
      ]);
      const line = lineOf(doc, 'Maybe run');
      await waitFor(() => find(uri, 'hasp/soft-word').length >= 5 && find(uri, 'hasp/soft-word', line)[0], 'the soft-word diagnostics');
      // Saving runs source.fixAll.luban (codeActionsOnSave "always"): safe fixes only.
      assert.ok(await doc.save(), 'saved');
      assert.equal(doc.lineAt(lineOf(doc, 'consider')).text, 'You should consider using a cache.', 'saving hardens nothing');
      assert.equal(doc.lineAt(line).text, 'Maybe run the tests.');
      const d = await waitFor(() => find(uri, 'hasp/soft-word', line)[0], 'the maybe diagnostic');
      const actions = await codeActionsWhen(uri, d.range, vscode.CodeActionKind.QuickFix, (as) => as.some((a) => /^Harden all /.test(a.title)), 'Harden all');
      const all = actions.find((a) => /^Harden all /.test(a.title));
      assert.equal(all?.title, 'Harden all 4 soft words in this file (changes what the skill demands)');
      assert.ok(!actions.some((a) => /^Fix all /.test(a.title)), `no Fix all that would repeat Harden all: ${actions.map((a) => a.title).join(' | ')}`);
      assert.ok(
        actions.some((a) => a.title === 'Harden: remove "Maybe"'),
        'the single fix is offered too',
      );
      const fixAll = await codeActions(uri, d.range, vscode.CodeActionKind.SourceFixAll.append('luban'));
      assert.ok(
        fixAll.every((a) => !/harden/i.test(a.title)),
        `source.fixAll.luban does not harden: ${fixAll.map((a) => a.title).join(' | ')}`,
      );
      await apply(all!);
      const body = doc.getText().split('\n').slice(7, 11).join('\n');
      assert.equal(body, 'You must use a cache.\nRun the tests.\nKeep it short.\nIt might fail.');
      await waitFor(() => find(uri, 'hasp/soft-word').length === 1, 'only "might" (no mechanical rewrite) to be left');
    } finally {
      await closeAll();
      await vscode.workspace.fs.delete(folder, { recursive: true });
    }
  });

  test('the QuickFix "Fix all" includes the hardenings and says how many of each', async () => {
    const folder = wsUri('skills', 'fixallharden');
    try {
      const { uri, doc, editor } = await newSkill('fixallharden', ['You should run the linter.', 'Consider adding a test.']);
      const desc = lineOf(doc, 'description:');
      // A safe fix too: an unquoted ": " in the description (quoted by the fix).
      await editor.edit((b) => b.replace(doc.lineAt(desc).range, 'description: Checks files: names and sizes. Use when the user asks to check a file.'));
      const line = lineOf(doc, 'Consider adding');
      const d = await waitFor(() => find(uri, 'hasp/soft-word', line)[0], 'the consider diagnostic');
      const actions = await codeActionsWhen(uri, d.range, vscode.CodeActionKind.QuickFix, (as) => as.some((a) => /^Fix all /.test(a.title)), 'Fix all');
      const all = actions.find((a) => /^Fix all /.test(a.title))!;
      assert.equal(all.title, 'Fix all 3 Luban problems in this file (1 safe, 2 soft words hardened)');
      assert.ok(actions.some((a) => a.title === 'Harden all 2 soft words in this file (changes what the skill demands)'));
      await apply(all);
      assert.match(doc.lineAt(desc).text, /^description: (["']).*\1$/, `the description was quoted: ${doc.lineAt(desc).text}`);
      assert.equal(doc.lineAt(lineOf(doc, 'the linter')).text, 'You must run the linter.');
      assert.equal(doc.lineAt(line).text, 'Add a test.');
      await waitFor(() => find(uri, 'hasp/soft-word').length === 0, 'the soft-word diagnostics to go');
    } finally {
      await closeAll();
      await vscode.workspace.fs.delete(folder, { recursive: true });
    }
  });

  test('"suppress on this line" inserts a luban-disable-next-line comment that works', async () => {
    const { uri, doc } = await openSkill();
    const line = lineOf(doc, 'You should validate');
    const d = await waitFor(() => find(uri, 'hasp/soft-word', line)[0], 'the soft-word diagnostic');
    const actions = await codeActionsWhen(uri, d.range, vscode.CodeActionKind.QuickFix, (as) => as.some((a) => /suppress/i.test(a.title)), 'a suppress action');
    const suppress = actions.find((a) => /hasp\/soft-word/.test(a.title) && /suppress/i.test(a.title));
    assert.ok(suppress, `suppress offered; got ${actions.map((a) => a.title).join(' | ')}`);
    await apply(suppress);
    assert.equal(doc.lineAt(line).text.trim(), '<!-- luban-disable-next-line hasp/soft-word -->');
    assert.match(doc.lineAt(line + 1).text, /You should validate/);
    await waitFor(
      () => find(uri, 'hasp/soft-word', line + 1).length === 0 && find(uri, 'hasp/soft-word', line).length === 0,
      'the suppressed diagnostic to go',
    );
    // The other findings are untouched.
    assert.ok(find(uri, 'skillops/broken-reference').length > 0);
  });

  test('fix-all runs on save (editor.codeActionsOnSave: source.fixAll.luban)', async function () {
    // An unquoted `: ` inside a value: strict YAML parsers reject it; the engine reports it
    // (skillops/yaml-error when this parser rejects it too, skillops/yaml-portability when
    // only stricter ones do) with a safe fix that quotes the scalar.
    const YAML_RULES = ['skillops/yaml-error', 'skillops/yaml-portability'];
    if (!allRules.some((r) => YAML_RULES.includes(r.meta.id))) this.skip();
    const yamlFinding = (line: number) =>
      vscode.languages.getDiagnostics(uri).find((x) => x.source === 'Luban' && YAML_RULES.includes(ruleOf(x)) && x.range.start.line === line);
    const uri = wsUri('skills', 'yamlfix', 'SKILL.md');
    const original = [
      '---',
      'name: yamlfix',
      'description: Fixes YAML. Use when the user asks to fix YAML.',
      '---',
      '',
      '# Yamlfix',
      '',
      'Fix the YAML and STOP when done.',
      '',
    ].join('\n');
    await vscode.workspace.fs.writeFile(uri, Buffer.from(original));
    try {
      const doc = await vscode.workspace.openTextDocument(uri);
      const editor = await vscode.window.showTextDocument(doc);
      const { controller } = await api();
      await waitFor(() => controller.stateOf(path.dirname(uri.fsPath)), 'the new skill to be scanned');
      // A value that YAML parsers read differently (a colon followed by a space inside a plain scalar).
      const line = lineOf(doc, 'description:');
      await editor.edit((b) => b.replace(doc.lineAt(line).range, 'description: Fixes YAML: keys and values. Use when the user asks to fix YAML.'));
      const d = await waitFor(() => yamlFinding(line), 'the YAML diagnostic on the description');
      const fixAll = await codeActionsWhen(uri, d.range, vscode.CodeActionKind.SourceFixAll.append('luban'), (as) => as.length > 0, 'the fix-all action');
      assert.ok(
        fixAll.some((a) => a.kind?.value === 'source.fixAll.luban' && a.edit),
        'source.fixAll.luban offered',
      );
      const saved = await doc.save();
      assert.ok(saved, 'saved');
      const after = doc.lineAt(line).text;
      assert.match(after, /^description: (["']).*\1$/, `the scalar was quoted on save: ${after}`);
      const disk = Buffer.from(await vscode.workspace.fs.readFile(uri)).toString('utf8');
      assert.ok(disk.includes(after), 'the quoted text is what was written to disk');
      await waitFor(() => !yamlFinding(line), 'the YAML diagnostic to go');
    } finally {
      await closeAll();
      await vscode.workspace.fs.delete(wsUri('skills', 'yamlfix'), { recursive: true });
    }
  });
});
