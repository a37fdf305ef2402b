/**
 * The editor's view of the engine (no VS Code needed): unsaved buffer text replaces
 * the file on disk, the disk is read once per skill until invalidated, a broken config
 * is reported and the scan falls back to defaults, `ignore` is honoured as the CLI
 * honours it, and files are attributed to the nearest skill.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SkillScanner, isIgnoredByConfig, withOverrides } from '../../../src/frontend/editor/scanner.ts';
import { inNestedSkill, nestedSkillRoots, relativeInside, skillDirFor } from '../../../src/frontend/editor/skill-locator.ts';
import { loadSkill } from '../../../src/core/skill/load.ts';

const SKILL = '---\nname: demo\ndescription: Checks demo files. Use when the user asks to check a demo file.\n---\n\n# Demo\n\nCheck the file.\n';

function tempWorkspace(): { root: string; skill: string; done: () => void } {
  const root = mkdtempSync(path.join(os.tmpdir(), 'luban-ext-scanner-'));
  const skill = path.join(root, 'skills', 'demo');
  mkdirSync(path.join(skill, 'references'), { recursive: true });
  writeFileSync(path.join(skill, 'SKILL.md'), SKILL);
  writeFileSync(path.join(skill, 'references', 'guide.md'), '# Guide\n');
  return { root, skill, done: () => rmSync(root, { recursive: true, force: true }) };
}

const softLines = (scan: Awaited<ReturnType<SkillScanner['scan']>>) =>
  scan.result!.findings.filter((f) => f.ruleId === 'hasp/soft-word').map((f) => `${f.file}:${f.range.start.line}`);

test('unsaved text replaces the file on disk; without it the disk text counts', async () => {
  const ws = tempWorkspace();
  try {
    const scanner = new SkillScanner();
    assert.deepEqual(softLines(await scanner.scan(ws.skill)), []);
    const typed = SKILL.replace('Check the file.', 'You should check the file.');
    const scan = await scanner.scan(ws.skill, new Map([['SKILL.md', typed]]));
    assert.deepEqual(softLines(scan), ['SKILL.md:8']);
    assert.equal(scan.result!.doc.files.find((f) => f.path === 'references/guide.md')?.text?.text, '# Guide\n', 'other files from disk');
    assert.ok(scan.ms >= 0);
    assert.deepEqual(softLines(await scanner.scan(ws.skill)), [], 'the override does not stick');
  } finally {
    ws.done();
  }
});

test('the disk is read once per skill until invalidated', async () => {
  const ws = tempWorkspace();
  try {
    const scanner = new SkillScanner();
    await scanner.scan(ws.skill);
    writeFileSync(path.join(ws.skill, 'SKILL.md'), SKILL.replace('Check the file.', 'Maybe check the file.'));
    assert.deepEqual(softLines(await scanner.scan(ws.skill)), [], 'cached: the watcher has not said anything yet');
    scanner.invalidate(ws.skill);
    assert.deepEqual(softLines(await scanner.scan(ws.skill)), ['SKILL.md:8']);
  } finally {
    ws.done();
  }
});

test('refreshPath re-reads one saved file, drops deleted ones and re-reads the whole skill for a new folder', async () => {
  const ws = tempWorkspace();
  try {
    const scanner = new SkillScanner();
    await scanner.scan(ws.skill);
    writeFileSync(path.join(ws.skill, 'SKILL.md'), SKILL.replace('Check the file.', 'Maybe check the file.'));
    writeFileSync(path.join(ws.skill, 'references', 'guide.md'), '# Guide, changed but not reported\n');
    scanner.refreshPath(ws.skill, 'SKILL.md', 'change');
    const s1 = await scanner.scan(ws.skill);
    assert.deepEqual(softLines(s1), ['SKILL.md:8'], 'the saved file was re-read');
    assert.equal(s1.result!.doc.files.find((f) => f.path === 'references/guide.md')?.text?.text, '# Guide\n', 'only that file');
    rmSync(path.join(ws.skill, 'references'), { recursive: true });
    scanner.refreshPath(ws.skill, 'references', 'delete');
    assert.deepEqual(
      (await scanner.scan(ws.skill)).result!.doc.files.map((f) => f.path),
      ['SKILL.md'],
    );
    mkdirSync(path.join(ws.skill, 'scripts'));
    writeFileSync(path.join(ws.skill, 'scripts', 'run.sh'), 'echo hi\n');
    scanner.refreshPath(ws.skill, 'scripts', 'create');
    assert.deepEqual(
      (await scanner.scan(ws.skill)).result!.doc.files.map((f) => f.path),
      ['SKILL.md', 'scripts/run.sh'],
      'a folder: full re-read',
    );
  } finally {
    ws.done();
  }
});

test('the shared config: severities apply, a broken file is reported and defaults are used', async () => {
  const ws = tempWorkspace();
  try {
    const typed = new Map([['SKILL.md', SKILL.replace('Check the file.', 'You should check the file.')]]);
    writeFileSync(path.join(ws.root, '.luban.json'), JSON.stringify({ rules: { 'hasp/soft-word': 'error' } }));
    const scanner = new SkillScanner();
    const s1 = await scanner.scan(ws.skill, typed);
    assert.equal(s1.config.file, path.join(ws.root, '.luban.json'));
    assert.equal(s1.result!.findings.find((f) => f.ruleId === 'hasp/soft-word')?.severity, 'error');
    writeFileSync(path.join(ws.root, '.luban.json'), '{ "rules": ');
    assert.equal((await scanner.scan(ws.skill, typed)).configError, undefined, 'config cached until invalidated');
    scanner.invalidateConfigs();
    const s2 = await scanner.scan(ws.skill, typed);
    assert.ok(s2.configError, 'the broken config is reported');
    assert.equal(s2.configError.file, path.join(ws.root, '.luban.json'));
    assert.equal(s2.result!.findings.find((f) => f.ruleId === 'hasp/soft-word')?.severity, 'warning', 'defaults meanwhile');
  } finally {
    ws.done();
  }
});

test('a skill listed in the config ignore list is not scanned', async () => {
  const ws = tempWorkspace();
  try {
    writeFileSync(path.join(ws.root, '.luban.json'), JSON.stringify({ ignore: ['skills/demo/'] }));
    const scan = await new SkillScanner().scan(ws.skill);
    assert.equal(scan.result, undefined);
    assert.equal(isIgnoredByConfig('/w/skills/demo', '/w/.luban.json', ['skills/**']), true);
    assert.equal(isIgnoredByConfig('/w/skills/demo', '/w/.luban.json', ['skills/dem']), false);
  } finally {
    ws.done();
  }
});

test('the locale follows the editor: Chinese messages when the display language is Chinese', async () => {
  const ws = tempWorkspace();
  try {
    const scanner = new SkillScanner({ locale: 'zh-CN' });
    const scan = await scanner.scan(ws.skill, new Map([['SKILL.md', SKILL.replace('Check the file.', 'You should check the file.')]]));
    assert.match(scan.result!.findings.find((f) => f.ruleId === 'hasp/soft-word')!.message, /[\u4e00-\u9fff]/);
  } finally {
    ws.done();
  }
});

test('withOverrides decodes buffers as loadSkill does and adds buffers for files not on disk', async () => {
  const ws = tempWorkspace();
  try {
    const files = (await loadSkill(ws.skill)).files;
    const out = withOverrides(
      files,
      new Map([
        ['references/new.md', 'new\r\n'],
        ['SKILL.md', '\ufeffx'],
      ]),
    );
    assert.equal(out.find((f) => f.path === 'references/new.md')?.text?.text, 'new\n');
    assert.equal(out.find((f) => f.path === 'SKILL.md')?.text?.text, 'x');
    assert.equal(withOverrides(files, new Map()), files);
    const bin = withOverrides(files, new Map([['SKILL.md', 'a\u0000b']]));
    assert.equal(bin.find((f) => f.path === 'SKILL.md')?.unreadable, 'binary');
  } finally {
    ws.done();
  }
});

test('skillDirFor: the nearest folder with SKILL.md, bounded by the workspace, never inside node_modules', () => {
  const skills = new Set(['/w/skills/a', '/w/skills/a/references/inner', '/w']);
  const has = (d: string) => skills.has(d);
  assert.equal(skillDirFor('/w/skills/a/SKILL.md', has), '/w/skills/a');
  assert.equal(skillDirFor('/w/skills/a/scripts/run.sh', has), '/w/skills/a');
  assert.equal(skillDirFor('/w/skills/a/references/inner/SKILL.md', has), '/w/skills/a/references/inner');
  assert.equal(skillDirFor('/w/skills/b/SKILL.md', has, '/w/skills'), undefined, 'bounded by the workspace folder');
  assert.equal(skillDirFor('/w/skills/b/SKILL.md', has), '/w', 'unbounded: walks up');
  assert.equal(
    skillDirFor('/w/node_modules/x/SKILL.md', () => true),
    undefined,
  );
  assert.equal(
    skillDirFor('/w/skills/a/evolve/v2/skill.md', () => true),
    '/w/skills/a',
    'an evolve snapshot belongs to its skill',
  );
  assert.equal(
    skillDirFor('/w/skills/a/evolve/archive/20261201-1030/v1/skill.md', () => true),
    '/w/skills/a',
  );
  assert.equal(relativeInside('/w/skills/a', '/w/skills/a/references/x.md'), 'references/x.md');
  assert.equal(relativeInside('/w/skills/a', '/w/skills/ab/x.md'), undefined);
  const roots = nestedSkillRoots(['SKILL.md', 'references/inner/SKILL.md', 'references/x.md', 'deep/a/b/skill.md']);
  assert.deepEqual(roots, ['references/inner', 'deep/a/b']);
  assert.equal(inNestedSkill('references/inner/notes.md', roots), true);
  assert.equal(inNestedSkill('references/x.md', roots), false);
});

test("a bundle's sub-skill: the editor resolves its bundle paths as luban scan does; the bundle is walked once", async () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'luban-ext-bundle-'));
  try {
    const bundle = path.join(root, 'bundle');
    mkdirSync(path.join(bundle, 'scripts'), { recursive: true });
    writeFileSync(path.join(bundle, 'SKILL.md'), SKILL.replace('name: demo', 'name: bundle'));
    writeFileSync(path.join(bundle, 'scripts', 'render.py'), 'print(1)\n');
    const subs = ['one', 'two'].map((n) => path.join(bundle, 'references', n));
    for (const sub of subs) {
      mkdirSync(sub, { recursive: true });
      writeFileSync(
        path.join(sub, 'SKILL.md'),
        SKILL.replace('name: demo', `name: ${path.basename(sub)}`) + '\nRun `scripts/render.py`, then `scripts/missing.py`.\n',
      );
    }
    const scanner = new SkillScanner();
    for (const sub of subs) {
      const scan = await scanner.scan(sub);
      const broken = scan.result!.findings.filter((f) => f.ruleId === 'skillops/broken-reference').map((f) => f.data?.target);
      assert.deepEqual(broken, ['scripts/missing.py'], `${path.basename(sub)}: the bundle's script is found, the missing one is not`);
      const cli = (await loadSkill(sub)).enclosingSkill;
      assert.equal(cli?.relDir, '../..');
    }
    // Both sub-skills share the bundle's one walk.
    const cache = (scanner as unknown as { enclosing: Map<string, Set<string>> }).enclosing;
    assert.deepEqual([...cache.keys()], [bundle]);
    assert.ok(cache.get(bundle)!.has('scripts/render.py'));
    // The bundle gains the missing script and loses the other: the sub-skills' next scans follow.
    writeFileSync(path.join(bundle, 'scripts', 'missing.py'), 'print(2)\n');
    scanner.refreshPath(bundle, 'scripts/missing.py', 'create');
    rmSync(path.join(bundle, 'scripts', 'render.py'));
    scanner.refreshPath(bundle, 'scripts/render.py', 'delete');
    const again = await scanner.scan(subs[0]);
    assert.deepEqual(
      again.result!.findings.filter((f) => f.ruleId === 'skillops/broken-reference').map((f) => f.data?.target),
      ['scripts/render.py'],
    );
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
