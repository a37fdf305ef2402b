import { test } from 'node:test';
import assert from 'node:assert/strict';
import v8 from 'node:v8';
import vm from 'node:vm';
import { scanPaths } from '../../../src/core/engine/scan-paths.ts';
import { tempDir } from '../../support/tmp.ts';

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

const settle = (): number => {
  for (let k = 0; k < 3; k++) gc();
  return process.memoryUsage().heapUsed;
};

/**
 * A report-only result must not pin its SKILL.md (issue 16): V8 keeps a sliced string's
 * whole parent alive, and the skill name, the description and quoted snippets are slices
 * of the file's text. 20 skills of 1 MB each would hold 20 MB after the scan.
 */
test('keepDocuments false: what a result keeps does not hold the file texts in memory', async () => {
  const files: Record<string, string> = {};
  for (let k = 0; k < 20; k++) {
    // Distinct texts, so no two files share one string; long lines that rules quote from.
    const body = Array.from(
      { length: 4000 },
      (_, i) => `Step ${k}-${i} of the report: gather the figures of part ${i}, check them against the source, and write them down.`,
    ).join('\n');
    files[`s${k}/SKILL.md`] =
      `---\nname: skill-number-${k}-with-a-long-name\ndescription: Use when the person asks for variant ${k} of the long report; it writes the report and checks it.\n---\n\n# Skill ${k}\n\n${body}\n`;
  }
  const dir = tempDir(files);
  // The engine and its rules load on the first scan: load them before measuring.
  await scanPaths([tempDir({ 'w/SKILL.md': '---\nname: w\ndescription: Use when warming up.\n---\n\n# W\n' })], {
    keepDocuments: false,
    locale: 'en',
    skillIndex: 'never',
  });
  const textBytes = Object.values(files).reduce((n, t) => n + t.length, 0);
  const before = settle();
  const held = await scanPaths([dir], { keepDocuments: false, locale: 'en', skillIndex: 'never' });
  const after = settle();
  assert.equal(held.skills.length, 20);
  assert.ok(
    held.skills.every((s) => s.summary?.name?.startsWith('skill-number-')),
    'the names are kept',
  );
  assert.ok(
    held.skills.some((s) => s.findings.length > 0),
    'the findings are kept',
  );
  const grown = after - before;
  assert.ok(
    grown < textBytes / 4,
    `the results hold ${(grown / 1e6).toFixed(1)} MB after the scan, against ${(textBytes / 1e6).toFixed(1)} MB of SKILL.md text`,
  );
});
