/**
 * Quick fixes and fix-all in the real workbench (SPEC H3): the soft-word rewrite,
 * the broken-reference fix that picks the nearest existing file, "suppress on this
 * line", and `source.fixAll.luban` run by `editor.codeActionsOnSave` when saving.
 */
import * as assert from 'node:assert/strict';
import path from 'node:path';
import * as vscode from 'vscode';
import { allRules } from '../../../src/core/rules/registry.ts';
import { api, apply, closeAll, codeActionsWhen, find, lineOf, ruleOf, waitFor, wsUri } from './util.ts';

const SKILL = ['skills', 'demo', 'SKILL.md'];

async function openSkill(): Promise<{ uri: vscode.Uri; doc: vscode.TextDocument }> {
  const uri = wsUri(...SKILL);
  const doc = await vscode.workspace.openTextDocument(uri);
  await vscode.window.showTextDocument(doc);
  return { uri, doc };
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
    const actions = await codeActionsWhen(uri, d.range, vscode.CodeActionKind.QuickFix, (as) => as.some((a) => a.edit && !/suppress|fix all/i.test(a.title)), 'a soft-word rewrite');
    const fix = actions.find((a) => a.edit && !/suppress|fix all/i.test(a.title));
    assert.ok(fix, `a rewrite is offered; got ${actions.map((a) => a.title).join(' | ')}`);
    assert.ok(actions.some((a) => a.title === 'Show documentation for hasp/soft-word' && !a.edit), 'a documentation action is offered');
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
    const actions = await codeActionsWhen(uri, d.range, vscode.CodeActionKind.QuickFix, (as) => as.some((a) => a.edit && !/suppress|fix all/i.test(a.title)), 'a broken-reference repair');
    const edits = actions.filter((a) => a.edit && !/suppress|fix all/i.test(a.title));
    assert.ok(edits.length > 0, `a repair is offered; got ${actions.map((a) => a.title).join(' | ')}`);
    const preferred = edits.find((a) => a.isPreferred) ?? edits[0];
    assert.match(preferred.title, /references\/guide\.md/, `the nearest file is proposed first: ${preferred.title}`);
    await apply(preferred);
    assert.ok(doc.lineAt(line).text.includes('(references/guide.md)'), doc.lineAt(line).text);
    await waitFor(() => find(uri, 'skillops/broken-reference', line).length === 0, 'the broken-reference diagnostic to go');
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
    await waitFor(() => find(uri, 'hasp/soft-word', line + 1).length === 0 && find(uri, 'hasp/soft-word', line).length === 0, 'the suppressed diagnostic to go');
    // The other findings are untouched.
    assert.ok(find(uri, 'skillops/broken-reference').length > 0);
  });

  test('fix-all runs on save (editor.codeActionsOnSave: source.fixAll.luban)', async function () {
    // An unquoted `: ` inside a value: strict YAML parsers reject it; the engine reports it
    // (skillops/yaml-error when this parser rejects it too, skillops/yaml-portability when
    // only stricter ones do) with a safe fix that quotes the scalar.
    const YAML_RULES = ['skillops/yaml-error', 'skillops/yaml-portability'];
    if (!allRules.some((r) => YAML_RULES.includes(r.meta.id))) this.skip();
    const yamlFinding = (line: number) => vscode.languages.getDiagnostics(uri).find((x) => x.source === 'Luban' && YAML_RULES.includes(ruleOf(x)) && x.range.start.line === line);
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
      assert.ok(fixAll.some((a) => a.kind?.value === 'source.fixAll.luban' && a.edit), 'source.fixAll.luban offered');
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
