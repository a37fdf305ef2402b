/**
 * Slim Skill looks at every bundled file (issue 12 item 4): the inventory (sizes, tokens,
 * kinds, mentions, identical files), the plan items it adds outside references/, and
 * applying items one at a time with recoverable deletions and atomic edits.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, renameSync } from 'node:fs';
import path from 'node:path';
import { scanDocument } from '../../../../src/core/engine/scan.ts';
import { applyChange, backupFolder, changeFor } from '../../../../src/core/edits/slim.ts';
import { bundleInventory } from '../../../../src/core/modules/distill/bundle.ts';
import { distillPlan } from '../../../../src/core/modules/distill/plan.ts';
import { renderDistillPlan } from '../../../../src/core/modules/distill/plan-render.ts';
import { loadSkill } from '../../../../src/core/skill/load.ts';
import { tempDir } from '../../../support/tmp.ts';

const NOW = new Date(2026, 5, 1, 9, 30);
const FM = '---\nname: media-kit\ndescription: Builds a media kit page. Use when the user asks for "a media kit".\n---\n';

/** Deterministic pseudo-random bytes (not compressible, not text). */
function noise(n: number, seed: number): Buffer {
  const b = Buffer.alloc(n);
  let x = seed;
  for (let i = 0; i < n; i++) {
    x = (x * 1103515245 + 12345) >>> 0;
    b[i] = x >>> 24;
  }
  b[0] = 0; // a NUL: binary for sure
  return b;
}

function mediaKit(extra: Record<string, string | Buffer> = {}): string {
  const logo = noise(4096, 7);
  return tempDir({
    'media-kit/SKILL.md':
      FM +
      '\n# Media kit\n\n## Workflow\n\n1. Read [the tone guide](references/tone.md).\n2. Run `scripts/build.py` with `assets/logo.png` and `data/press.json`.\n',
    'media-kit/references/tone.md': '# Tone\n\nPlain words.\n',
    'media-kit/scripts/build.py': 'print("build")\n',
    'media-kit/scripts/old_build.py': 'print("old")\n'.repeat(40),
    'media-kit/assets/logo.png': logo,
    'media-kit/assets/logo-copy.png': logo,
    'media-kit/assets/promo-video.bin': noise(1_000_000, 3),
    'media-kit/data/press.json': JSON.stringify({ items: Array.from({ length: 9000 }, (_, i) => ({ id: i, title: `press item ${i}` })) }),
    'media-kit/LICENSE': 'MIT\n',
    'media-kit/node_modules/left-pad/index.js': 'module.exports = 1;\n'.repeat(1000),
    'media-kit/.luban/reports/slim-20260101-0000.md': '# old report\n',
    ...extra,
  });
}

async function planFor(dir: string) {
  const doc = await loadSkill(dir);
  const { findings } = scanDocument(doc);
  return { doc, plan: distillPlan(doc, findings, { now: NOW }) };
}

test('the inventory covers every bundled file (not node_modules or .luban) with sizes, tokens, kinds, mentions and identical files', async () => {
  const dir = path.join(mediaKit(), 'media-kit');
  const doc = await loadSkill(dir);
  const inv = bundleInventory(doc);
  const paths = inv.files.map((f) => f.path).sort();
  assert.deepEqual(paths, [
    'LICENSE',
    'SKILL.md',
    'assets/logo-copy.png',
    'assets/logo.png',
    'assets/promo-video.bin',
    'data/press.json',
    'references/tone.md',
    'scripts/build.py',
    'scripts/old_build.py',
  ]);
  const by = new Map(inv.files.map((f) => [f.path, f]));
  assert.equal(by.get('assets/promo-video.bin')!.kind, 'binary');
  assert.equal(by.get('assets/promo-video.bin')!.tokens, null);
  assert.equal(by.get('assets/promo-video.bin')!.bytes, 1_000_000);
  assert.equal(by.get('assets/promo-video.bin')!.referenced, false);
  assert.equal(by.get('assets/logo.png')!.referenced, true);
  assert.ok(by.get('data/press.json')!.tokens! > 50_000);
  assert.equal(by.get('scripts/old_build.py')!.referenced, false);
  assert.deepEqual(inv.duplicates, [['assets/logo-copy.png', 'assets/logo.png']]);
  assert.ok(inv.totalBytes > 1_000_000);
  assert.equal(inv.binaryBytes, 1_000_000 + 2 * 4096);
});

test('the plan for ~1 MB outside references/ is not "nothing to slim": unreferenced files, the identical copy, the large data file', async () => {
  const dir = path.join(mediaKit(), 'media-kit');
  const { plan } = await planFor(dir);
  const items = plan.items.map((i) => `${i.priority} ${i.action} ${i.reason} ${i.files.join('+')}`);
  assert.deepEqual(items, [
    'P0 delete unreferenced assets/promo-video.bin',
    'P0 delete unreferenced scripts/old_build.py',
    'P2 dedupe duplicate-file assets/logo-copy.png+assets/logo.png',
    'P3 review large-file data/press.json',
  ]);
  const dedupe = plan.items.find((i) => i.action === 'dedupe')!;
  assert.equal(dedupe.keep, 'assets/logo.png');
  assert.deepEqual(dedupe.remove, ['assets/logo-copy.png']);
  assert.equal(plan.bundleBytesDelta, -(1_000_000 + 520 + 4096));
  const en = renderDistillPlan(plan, 'en');
  assert.doesNotMatch(en, /Nothing to slim/);
  assert.match(en, /Bundled: 9 file\(s\), 1\.\d MB, ~\d+\.\dk tokens of text \(984\.6 KB without text: binary or unreadable\) · estimated change: -981\.1 KB/);
  assert.ok(en.includes('| `assets/promo-video.bin` | 976.6 KB | — | binary | **no** |'), en);
  assert.match(en, /\| P0 \| delete \| `assets\/promo-video\.bin` \| nothing the skill reads mentions it \(binary, no text\) \| -976\.6 KB \|/);
  assert.match(en, /large text file \(~\d+\.\dk tokens\): check it is all needed/);
  const zh = renderDistillPlan(plan, 'zh-CN');
  assert.match(zh, /打包内容：9 个文件/);
  assert.match(zh, /技能读取的内容中没有任何地方提到它（二进制，无文本）/);
});

test('a clean skill with nothing extra is still "nothing to slim"; the licence and top-level dotfiles are never proposed', async () => {
  const dir = path.join(
    tempDir({ 's/SKILL.md': FM + '\nRead references/a.md.\n', 's/references/a.md': '# A\n', 's/LICENSE': 'MIT\n', 's/.gitignore': '*.tmp\n' }),
    's',
  );
  const { plan } = await planFor(dir);
  assert.deepEqual(plan.items, []);
  assert.match(renderDistillPlan(plan, 'en'), /Nothing to slim: every bundled file is used/);
});

test('applying a delete moves the file into .luban/slim-backups/STAMP/ (recoverable); a stale item is left alone', async () => {
  const dir = path.join(mediaKit(), 'media-kit');
  const { doc, plan } = await planFor(dir);
  const folder = backupFolder(NOW);
  assert.equal(folder, '.luban/slim-backups/20260601-0930');
  const video = plan.items.find((i) => i.files[0] === 'assets/promo-video.bin')!;
  const c = changeFor(doc, video, folder);
  assert.ok(c.ok);
  assert.match(c.change.description.en, /Move `assets\/promo-video\.bin` \(976\.6 KB\) to `\.luban\/slim-backups\/20260601-0930\/assets\/promo-video\.bin`/);
  const before = readFileSync(path.join(dir, 'assets/promo-video.bin'));
  const r = await applyChange(dir, doc, c.change);
  assert.deepEqual(r, { applied: true, written: ['.luban/slim-backups/20260601-0930/assets/promo-video.bin'] });
  assert.equal(existsSync(path.join(dir, 'assets/promo-video.bin')), false);
  const backup = path.join(dir, folder, 'assets/promo-video.bin');
  assert.deepEqual(readFileSync(backup), before);
  assert.equal(readFileSync(path.join(dir, '.luban/.gitignore'), 'utf8').includes('*'), true);
  // The skill no longer bundles it; moving it back restores it.
  assert.ok(!(await planFor(dir)).plan.bundle.files.some((f) => f.path === 'assets/promo-video.bin'));
  renameSync(backup, path.join(dir, 'assets/promo-video.bin'));
  assert.deepEqual(readFileSync(path.join(dir, 'assets/promo-video.bin')), before);
  // The dedupe removes only the unmentioned copy.
  const dedupe = changeFor(doc, plan.items.find((i) => i.action === 'dedupe')!, folder);
  assert.ok(dedupe.ok);
  await applyChange(dir, doc, dedupe.change);
  assert.equal(existsSync(path.join(dir, 'assets/logo-copy.png')), false);
  assert.equal(existsSync(path.join(dir, 'assets/logo.png')), true);
  // Stale: the planned file is gone already.
  const old = changeFor(doc, plan.items.find((i) => i.files[0] === 'scripts/old_build.py')!, folder);
  assert.ok(old.ok);
  renameSync(path.join(dir, 'scripts/old_build.py'), path.join(dir, 'old_build.py.moved'));
  assert.deepEqual(await applyChange(dir, doc, old.change), { applied: false, reason: 'stale', file: 'scripts/old_build.py' });
  // Review items need a person.
  const review = changeFor(doc, plan.items.find((i) => i.action === 'review')!, folder);
  assert.equal(review.ok, false);
});

test('applying a P3 archive cuts the dated section (CRLF kept), appends it to archive/<file>, and copies the file as it was into the backup', async () => {
  const body =
    FM +
    '\n# Media kit\n\n## Workflow\n\n1. Read references/tone.md.\n\n## [2023-01-05] 更新\n\nOld notes about the 2022 layout.\n\n## Anti-patterns\n\n- Never resize the logo.\n';
  const root = tempDir({ 'k/SKILL.md': body.replace(/\n/g, '\r\n'), 'k/references/tone.md': '# Tone\n' });
  const dir = path.join(root, 'k');
  const { doc, plan } = await planFor(dir);
  const item = plan.items.find((i) => i.action === 'archive')!;
  assert.equal(item.reason, 'dated');
  const c = changeFor(doc, item, backupFolder(NOW));
  assert.ok(c.ok);
  assert.match(c.change.diff!, /^-## \[2023-01-05\] 更新$/m);
  assert.match(c.change.diff!, /^-Old notes about the 2022 layout\.$/m);
  const original = readFileSync(path.join(dir, 'SKILL.md'), 'utf8');
  const r = await applyChange(dir, doc, c.change);
  assert.ok(r.applied);
  const now = readFileSync(path.join(dir, 'SKILL.md'), 'utf8');
  assert.doesNotMatch(now, /2023-01-05/);
  assert.match(now, /## Workflow\r\n\r\n1\. Read references\/tone\.md\.\r\n\r\n## Anti-patterns\r\n/);
  assert.match(
    readFileSync(path.join(dir, 'archive/SKILL.md'), 'utf8'),
    /<!-- archived from SKILL\.md by Luban -->\n\n## \[2023-01-05\] 更新\n\nOld notes about the 2022 layout\.\n/,
  );
  assert.equal(readFileSync(path.join(dir, '.luban/slim-backups/20260601-0930/SKILL.md'), 'utf8'), original);
  // A second apply of the same (now stale) change is refused.
  assert.deepEqual(await applyChange(dir, doc, c.change), { applied: false, reason: 'stale', file: 'SKILL.md' });
});

test('modules named without a file name count as mentioned: python -m scripts.x, from scripts.utils import, import utils; __init__.py is kept', async () => {
  const dir = path.join(
    tempDir({
      's/SKILL.md': FM + '\nRun `python -m scripts.aggregate` on the results.\n',
      's/scripts/__init__.py': '',
      's/scripts/aggregate.py': 'from scripts.helpers import mean\nimport fmt\n',
      's/scripts/helpers.py': 'def mean(x): return sum(x) / len(x)\n',
      's/scripts/fmt.py': 'def show(x): print(x)\n',
      's/scripts/orphan.py': 'print("never used")\n',
    }),
    's',
  );
  const inv = bundleInventory(await loadSkill(dir));
  const unreferenced = inv.files.filter((f) => !f.referenced).map((f) => f.path);
  assert.deepEqual(unreferenced, ['scripts/orphan.py']);
});

test("a folder listed by its entries' names (`advanced-use-latest`) beside a mentioned file counts as mentioned; a plain word does not", async () => {
  const dir = path.join(
    tempDir({
      's/SKILL.md':
        FM +
        '\n- `async-parallel` - run in parallel\n- `use-latest` - stable callbacks\n\nRead rules/async-parallel.md for the format.\n\nThe word notes is plain.\n',
      's/rules/async-parallel.md': '# a\n',
      's/rules/use-latest.md': '# b\n',
      's/rules/never-listed.md': '# c\n',
      's/other/use-later.md': '# d\n',
      's/rules/notes.md': '# e\n',
    }),
    's',
  );
  const inv = bundleInventory(await loadSkill(dir));
  assert.deepEqual(
    inv.files
      .filter((f) => !f.referenced)
      .map((f) => f.path)
      .sort(),
    ['other/use-later.md', 'rules/never-listed.md', 'rules/notes.md'],
  );
});
