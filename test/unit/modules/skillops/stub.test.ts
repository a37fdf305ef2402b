/**
 * "Create file …" stubs for a missing script or reference (issue 12 item 4): which
 * broken references get one (under scripts/ or references/, no near match, a known
 * extension, plain path characters), what they hold (a heading for Markdown, the
 * language's shebang and a TODO for scripts), and — run for real with bash, python3
 * and node — that an unfinished script fails loudly instead of passing for done.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { rule as brokenReference } from '../../../../src/core/modules/skillops/broken-reference.ts';
import { stubFor, stubForFinding } from '../../../../src/core/modules/skillops/stub.ts';
import { run, skill, skillMd } from './helpers.ts';

const FM = ['name: demo-skill', 'description: "Checks demo files. Use when the user asks to check a demo file."'];

function findings(body: string, extra: Record<string, string> = {}, locale: 'en' | 'zh-CN' = 'en') {
  return run(brokenReference, skill({ 'SKILL.md': skillMd(FM, body), ...extra }), 'agentskills', locale);
}

test('a missing script or reference with no near match gets a stub; a near match or another folder does not', () => {
  const [script] = findings('# Demo\n\nRun `scripts/setup.sh` first.\n');
  assert.equal(script.data?.target, 'scripts/setup.sh');
  assert.equal(stubForFinding(script)?.file, 'scripts/setup.sh');

  const [ref] = findings('# Demo\n\nSee [the field list](references/field-list.md).\n');
  const stub = stubForFinding(ref);
  assert.deepEqual(stub, {
    file: 'references/field-list.md',
    content: '# Field list\n\nTODO: references/field-list.md is referenced by the skill but not written yet.\n',
  });

  // A near match is a path to correct, not a file to create.
  const [typo] = findings('# Demo\n\nSee [the guide](references/guid.md).\n', { 'references/guide.md': '# Guide\n' });
  assert.ok((typo.suggestions?.length ?? 0) > 0, 'the typo has a did-you-mean');
  assert.equal(stubForFinding(typo), undefined);

  // Outside scripts/ and references/: no stub.
  const [asset] = findings('# Demo\n\nSee [the logo](assets/logo.md).\n');
  assert.equal(asset.data?.target, 'assets/logo.md');
  assert.equal(stubForFinding(asset), undefined);
});

test('stubs by extension: shebang + TODO for scripts, a heading for Markdown, nothing for unknown kinds or odd names', () => {
  assert.match(stubFor('scripts/a.sh')!.content, /^#!\/usr\/bin\/env bash\n# TODO: scripts\/a\.sh /);
  assert.match(stubFor('scripts/a.py')!.content, /^#!\/usr\/bin\/env python3\n/);
  assert.match(stubFor('scripts/a.mjs')!.content, /^#!\/usr\/bin\/env node\n/);
  assert.match(stubFor('scripts/a.rb')!.content, /^#!\/usr\/bin\/env ruby\n/);
  assert.doesNotMatch(stubFor('scripts/a.ts')!.content, /^#!/, 'no shebang guessed for TypeScript');
  assert.match(stubFor('references/API_guide.md')!.content, /^# API guide\n\nTODO/);
  assert.equal(stubFor('scripts/a.exe'), undefined);
  assert.equal(stubFor('scripts/data.bin'), undefined);
  assert.equal(stubFor('scripts/$(rm -rf).sh'), undefined, 'a name that would need quoting in the stub');
  assert.equal(stubFor('scripts/../SKILL.md'), undefined);
  assert.equal(stubFor('scripts'), undefined);
  assert.equal(stubFor('README.md'), undefined);
  assert.match(stubFor('references/x.md', 'zh-CN')!.content, /TODO：技能引用了 references\/x\.md，但它尚未编写。/);
});

test('an unfinished script stub fails when run, with the TODO on stderr (bash, python3, node)', (t) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'luban-stub-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  mkdirSync(path.join(dir, 'scripts'));
  for (const [file, cmd] of [
    ['scripts/setup.sh', 'bash'],
    ['scripts/check.py', 'python3'],
    ['scripts/run.mjs', process.execPath],
  ] as const) {
    const stub = stubFor(file)!;
    const abs = path.join(dir, file);
    writeFileSync(abs, stub.content);
    chmodSync(abs, 0o755);
    const r = spawnSync(cmd, [abs], { encoding: 'utf8' });
    assert.equal(r.error, undefined, `${cmd} ran`);
    assert.equal(r.status, 1, `${file} exits 1: ${r.stderr}`);
    assert.match(r.stderr, new RegExp(`TODO: ${file.replace('.', '\\.')} is referenced by the skill but not written yet\\.`), file);
  }
  // The shebang is honoured when the script is run directly.
  const direct = spawnSync(path.join(dir, 'scripts/setup.sh'), { encoding: 'utf8' });
  assert.equal(direct.status, 1);
});
