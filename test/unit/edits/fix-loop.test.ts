/** The safe-fix loop `luban fix` and the MCP `fix` tool share (core/edits/fix-loop.ts). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { runFixLoop } from '../../../src/core/edits/fix-loop.ts';
import { scanPaths } from '../../../src/core/engine/scan-paths.ts';
import { tempDir } from '../../support/tmp.ts';

const UNQUOTED = ['---', 'name: demo', 'description: Summarise PDFs. Use when: the user asks for a summary.', '---', '', '# Demo', ''].join('\n');

function skill(): string {
  return path.join(tempDir({ 'demo/SKILL.md': UNQUOTED }), 'demo');
}

const scanOf = (dir: string) => async () => (await scanPaths([dir], { skillIndex: 'never' })).skills;

test('a preview is one pass that writes nothing and reports the fix and its diff texts', async () => {
  const dir = skill();
  const fixed: string[] = [];
  const r = await runFixLoop({ scan: scanOf(dir), write: false, shownDir: () => 'demo', onFixed: (f) => fixed.push(`${f.shown} ${f.applied}`) });
  assert.equal(r.settled, true);
  assert.equal(r.fixes, 1);
  assert.deepEqual(fixed, ['demo/SKILL.md 1']);
  assert.equal(r.files[0].before, UNQUOTED);
  assert.match(r.files[0].after, /description: "Summarise PDFs/);
  assert.equal(readFileSync(path.join(dir, 'SKILL.md'), 'utf8'), UNQUOTED);
  assert.deepEqual(r.backups, []);
});

test('writing: fixes until a pass changes nothing; one .bak of the original (git cannot restore it); no temp files', async () => {
  const dir = skill();
  let scans = 0;
  const scan = scanOf(dir);
  const r = await runFixLoop({
    scan: () => {
      scans++;
      return scan();
    },
    write: true,
    shownDir: () => 'demo',
  });
  assert.equal(r.settled, true);
  assert.equal(scans, 2, 'the second pass found nothing left to fix');
  assert.deepEqual(
    r.files.map((f) => [f.shown, f.fixes]),
    [['demo/SKILL.md', 1]],
  );
  assert.match(readFileSync(path.join(dir, 'SKILL.md'), 'utf8'), /description: "Summarise PDFs/);
  const baks = readdirSync(dir).filter((f) => f.startsWith('SKILL.md.bak.'));
  assert.equal(baks.length, 1);
  assert.deepEqual(r.backups, [`demo/${baks[0]}`]);
  assert.equal(readFileSync(path.join(dir, baks[0]), 'utf8'), UNQUOTED);
  assert.deepEqual(
    readdirSync(dir).filter((f) => f.endsWith('.tmp')),
    [],
  );
});

test('a file changed on disk since the scan is left alone; without backup no .bak', async () => {
  const dir = skill();
  const scan = scanOf(dir);
  const skipped: string[] = [];
  const r = await runFixLoop({
    scan: async () => {
      const results = await scan();
      writeFileSync(path.join(dir, 'SKILL.md'), UNQUOTED + 'typed meanwhile\n');
      return results;
    },
    write: true,
    maxPasses: 2,
    backup: false,
    shownDir: () => 'demo',
    onSkipped: (s) => skipped.push(s),
  });
  assert.deepEqual(r.skipped, ['demo/SKILL.md']);
  assert.deepEqual(skipped, ['demo/SKILL.md']);
  assert.equal(r.fixes, 0);
  assert.equal(r.settled, true);
  assert.deepEqual(
    readdirSync(dir).filter((f) => f.includes('.bak.')),
    [],
  );
});

test('maxPasses bounds the loop: passes that each still fix something end unsettled', async () => {
  const dir = skill();
  const scan = scanOf(dir);
  const r = await runFixLoop({
    scan: () => {
      // Someone keeps putting the unquoted text back: every pass has a fix to make.
      writeFileSync(path.join(dir, 'SKILL.md'), UNQUOTED);
      return scan();
    },
    write: true,
    maxPasses: 2,
    backup: false,
    shownDir: () => 'demo',
  });
  assert.equal(r.settled, false);
  assert.equal(r.fixes, 2);
  assert.deepEqual(
    r.files.map((f) => f.fixes),
    [2],
  );
});
