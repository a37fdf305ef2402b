/**
 * Native skill folders (issue 29 item 5, docs/runtime-folders.md): skills under each runtime's
 * own folder are found (and .git / node_modules are not), each verdict says which runtime
 * loads the skill from where, the listing budget is reported once per folder on the skill
 * that crosses it, and the home's folders are read only with `--user-skills`.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { discoverSkills } from '../../../src/core/skill/discover.ts';
import { compatibility } from '../../../src/core/modules/compat/compatibility.ts';
import { addListingBudgetFindings } from '../../../src/core/modules/compat/listing-budget.ts';
import { locationOf } from '../../../src/core/modules/compat/folders.ts';
import { scanDocument } from '../../../src/core/engine/scan.ts';
import { skillFromTexts } from '../../../src/core/skill/document.ts';
import { skillDirFor } from '../../../src/frontend/editor/skill-locator.ts';
import { cli } from '../../support/cli.ts';
import { tempDir } from '../../support/tmp.ts';

const md = (name: string, description = `Does ${name} things. Use when the user asks for ${name}.`) =>
  ['---', `name: ${name}`, `description: "${description}"`, '---', '', `# ${name}`, '', 'Do it.', ''].join('\n');

const RUNTIME_FOLDERS = ['.github/skills', '.claude/skills', '.agents/skills', '.cursor/skills', '.codex/skills', '.gemini/skills'];

test('discovery finds a skill in every runtime folder, and none under .git or node_modules', async () => {
  const files: Record<string, string> = {};
  RUNTIME_FOLDERS.forEach((f, i) => (files[`${f}/s${i}/SKILL.md`] = md(`s${i}`)));
  files['.git/hooks/x/SKILL.md'] = md('in-git');
  files['node_modules/pkg/SKILL.md'] = md('in-node-modules');
  files['.luban/y/SKILL.md'] = md('in-luban');
  const dir = tempDir(files);
  const found = (await discoverSkills(dir)).map((d) => path.relative(dir, d).split(path.sep).join('/')).sort();
  assert.deepEqual(found, RUNTIME_FOLDERS.map((f, i) => `${f}/s${i}`).sort());
});

test('each verdict says whether its runtime loads the skill from the folder it sits in', () => {
  const at = (dir: string) =>
    Object.fromEntries(compatibility(skillFromTexts(dir, { 'SKILL.md': md('x') }), 'en', '/home/me').map((v) => [v.runtime, v.loadedFrom]));
  assert.deepEqual(at('/repo/.claude/skills/x'), {
    'claude-code': ['.claude/skills'],
    codex: [],
    cursor: ['.claude/skills'],
    'gemini-cli': [],
    'gh-skill': ['.claude/skills'],
    openclaw: [],
  });
  assert.deepEqual(at('/repo/.github/skills/x')['gh-skill'], ['.github/skills']);
  assert.deepEqual(at('/repo/.github/skills/x')['claude-code'], []);
  assert.deepEqual(at('/repo/.agents/skills/x').codex, ['.agents/skills']);
  assert.deepEqual(at('/repo/.gemini/skills/x')['gemini-cli'], ['.gemini/skills']);
  assert.deepEqual(at('/home/me/.codex/skills/x').codex, ['~/.codex/skills']);
  assert.deepEqual(at('/home/me/.openclaw/skills/x').openclaw, ['~/.openclaw/skills']);
  // Outside a native folder nothing is claimed (the JSON stays as it was).
  assert.deepEqual(at('/repo/skills/x')['claude-code'], undefined);
  assert.equal(locationOf('/repo/.claude/skills/x/references', '/home/me'), undefined, 'only a skill directly in the folder');
});

test('luban scan: loaded-by in the text Runtimes line and `loadedFrom` in the JSON', async () => {
  const dir = tempDir({ '.claude/skills/pdf/SKILL.md': md('pdf'), 'plain/SKILL.md': md('plain') });
  const text = await cli(['scan', '.'], { cwd: dir });
  assert.match(text.stdout, /Runtimes:.* — loaded by Claude Code, Cursor, GitHub Copilot \/ gh skill \(from \.claude\/skills\)/);
  assert.equal(text.stdout.match(/loaded by/g)?.length, 1, 'the plain folder claims nothing');
  const zh = await cli(['scan', '.'], { cwd: dir, locale: 'zh-CN' });
  assert.match(zh.stdout, /由 Claude Code, Cursor, GitHub Copilot \/ gh skill 加载（来自 \.claude\/skills）/);
  const json = JSON.parse((await cli(['scan', '.', '--format', 'json'], { cwd: dir })).stdout);
  const pdf = json.skills.find((s: { dir: string }) => s.dir === '.claude/skills/pdf');
  assert.deepEqual(
    pdf.compatibility.map((c: { runtime: string; loadedFrom?: string[] }) => [c.runtime, c.loadedFrom]),
    [
      ['claude-code', ['.claude/skills']],
      ['codex', []],
      ['cursor', ['.claude/skills']],
      ['gemini-cli', []],
      ['gh-skill', ['.claude/skills']],
      ['openclaw', []],
    ],
  );
  const plain = json.skills.find((s: { dir: string }) => s.dir === 'plain');
  assert.ok(plain.compatibility.every((c: object) => !('loadedFrom' in c)));
});

/** `count` skills in `folder`, each with a description of `chars` characters. */
function budgetResults(folder: string, count: number, chars: number) {
  return Array.from({ length: count }, (_, i) => {
    const name = `s${String(i).padStart(2, '0')}`;
    const description = `${name} ${'x'.repeat(chars - name.length - 1)}`;
    return scanDocument(skillFromTexts(`/repo/${folder}/${name}`, { 'SKILL.md': md(name, description) }));
  });
}

test('Codex listing budget: past 8,000 characters of descriptions in one folder, one warning on the skill that crosses it', () => {
  const over = budgetResults('.agents/skills', 9, 1000);
  const added = addListingBudgetFindings(over, 'en', '/home/me');
  assert.equal(added.length, 1, added.map((f) => f.message).join('\n'));
  const [f] = added;
  assert.equal(f.ruleId, 'compat/listing-budget');
  assert.equal(f.severity, 'warning');
  assert.equal(
    f.message,
    "Codex: 9 skills' descriptions in .agents/skills total 9,000 characters — over the ~8,000-character listing budget; the last 1 would be shortened or left out of the list",
  );
  assert.deepEqual(
    over.map((r) => r.findings.filter((x) => x.ruleId === 'compat/listing-budget').length),
    [0, 0, 0, 0, 0, 0, 0, 0, 1],
    'anchored on the ninth skill only',
  );
  assert.equal(f.file, 'SKILL.md');
  assert.equal(f.range.start.line, 3);
});

test('Codex listing budget: exactly 8,000 characters, or the same skills outside a native folder, draw nothing', () => {
  assert.deepEqual(addListingBudgetFindings(budgetResults('.agents/skills', 8, 1000), 'en', '/home/me'), []);
  assert.deepEqual(addListingBudgetFindings(budgetResults('skills', 9, 1000), 'en', '/home/me'), []);
});

test('Claude Code listing budget in .claude/skills, in 简体中文', () => {
  const added = addListingBudgetFindings(budgetResults('.claude/skills', 12, 700), 'zh-CN', '/home/me');
  assert.equal(added.length, 1);
  assert.match(added[0].message, /^Claude Code：\.claude\/skills 中 12 个技能的描述共 8,400 个字符，超过约 8,000 个字符的技能列表预算；最后 1 个/);
});

test('luban scan reads the home skill folders only with --user-skills', async () => {
  const home = tempDir({ '.claude/skills/mine/SKILL.md': md('mine'), '.agents/skills/shared/SKILL.md': md('shared') });
  const project = tempDir({ 'skills/proj/SKILL.md': md('proj') });
  const saved = process.env.HOME;
  process.env.HOME = home;
  try {
    const plain = JSON.parse((await cli(['scan', '--format', 'json'], { cwd: project })).stdout);
    assert.deepEqual(
      plain.skills.map((s: { name: string }) => s.name),
      ['proj'],
    );
    const asked = JSON.parse((await cli(['scan', '--user-skills', '--format', 'json'], { cwd: project })).stdout);
    assert.deepEqual(asked.skills.map((s: { name: string }) => s.name).sort(), ['mine', 'proj', 'shared']);
    const mine = asked.skills.find((s: { name: string }) => s.name === 'mine');
    assert.deepEqual(mine.compatibility.find((c: { runtime: string }) => c.runtime === 'claude-code').loadedFrom, ['~/.claude/skills']);
  } finally {
    if (saved === undefined) delete process.env.HOME;
    else process.env.HOME = saved;
  }
});

test('editor: a file under .claude/skills or .github/skills belongs to its skill, and nothing under node_modules does', () => {
  const dir = tempDir({ '.claude/skills/a/SKILL.md': md('a'), '.github/skills/b/SKILL.md': md('b'), 'node_modules/c/SKILL.md': md('c') });
  assert.equal(skillDirFor(path.join(dir, '.claude/skills/a/references/x.md'), undefined, dir), path.join(dir, '.claude/skills/a'));
  assert.equal(skillDirFor(path.join(dir, '.github/skills/b/SKILL.md'), undefined, dir), path.join(dir, '.github/skills/b'));
  assert.equal(skillDirFor(path.join(dir, 'node_modules/c/SKILL.md'), undefined, dir), undefined);
  // The document selector (`**/SKILL.md`) and workspace search are VS Code globs, whose `**` takes dot-folders: the workbench suite checks them.
});
