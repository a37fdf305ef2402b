/**
 * The editor's large-workspace scan without VS Code (src/extension/workspace-scan.ts):
 * report-only results on a scan worker that match the editor's own scan of each skill,
 * a cache file in the storage folder that the next scan answers from, and a broken
 * config file that scans with the defaults and says so (as the editor's scanner does).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SkillScanner, type SkillScan } from '../../../src/frontend/editor/scanner.ts';
import { editorThreads, scanReportOnly } from '../../../src/extension/workspace-scan.ts';
import { isReportOnly } from '../../../src/core/engine/result-facts.ts';
import { discoverSkills } from '../../../src/core/skill/discover.ts';
import { tempDir } from '../../support/tmp.ts';

const EXAMPLES = path.resolve(import.meta.dirname, '../../../examples/skills');
const NOW = new Date('2026-11-30T00:00:00Z');

test('editorThreads: one worker at least, a quarter of the cores, at most four', () => {
  assert.equal(editorThreads(1000, 2), 1);
  assert.equal(editorThreads(1000, 8), 2);
  assert.equal(editorThreads(1000, 64), 4);
  assert.equal(editorThreads(30, 1), 1);
});

test("scanReportOnly: report-only results equal to the editor scanner's, a cache the next scan answers from, a broken config scanned with the defaults", async () => {
  const ws = tempDir();
  cpSync(EXAMPLES, path.join(ws, 'skills'), { recursive: true });
  // A broken config above one folder of skills.
  cpSync(path.join(EXAMPLES, 'weekly-report'), path.join(ws, 'broken', 'weekly-report'), { recursive: true });
  writeFileSync(path.join(ws, 'broken', '.luban.json'), '{ "rules": { ');
  const dirs = await discoverSkills(ws);
  assert.ok(dirs.length >= 5);
  const cacheFile = path.join(tempDir(), 'storage', 'scan-cache.lubancache');
  const scanner = new SkillScanner({ now: () => NOW });
  const got = new Map<string, SkillScan>();
  const warnings: string[] = [];
  const first = await scanReportOnly({ dirs, scanner, cacheFile, roots: [ws], onSkill: (dir, scan) => got.set(dir, scan), warn: (m) => warnings.push(m) });
  assert.equal(warnings.length, 0, warnings.join('\n'));
  assert.equal(first.threads, 1);
  assert.equal(first.scanned.size, dirs.length);
  assert.ok(existsSync(cacheFile), 'the cache is written in the storage folder');
  for (const dir of dirs) {
    const mine = got.get(path.resolve(dir))!;
    assert.ok(mine.result && isReportOnly(mine.result), `${dir}: report-only`);
    const whole = await new SkillScanner({ now: () => NOW }).scan(dir);
    assert.deepEqual(mine.result.findings, whole.result!.findings, `${dir}: the same findings as a whole scan`);
    assert.deepEqual(mine.result.dims, whole.result!.dims);
    assert.equal(mine.configError?.file, whole.configError?.file);
  }
  const broken = got.get(path.resolve(ws, 'broken', 'weekly-report'))!;
  assert.ok(broken.configError, 'the broken config is reported with the scan');
  const again = await scanReportOnly({
    dirs,
    scanner: new SkillScanner({ now: () => NOW }),
    cacheFile,
    roots: [ws],
    onSkill: () => {},
    warn: (m) => warnings.push(m),
  });
  assert.equal(again.cacheHits, dirs.length, 'every skill from the cache');
  assert.equal(again.threads, 0, 'no worker was started');
});
