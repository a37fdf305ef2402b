import { test } from 'node:test';
import assert from 'node:assert/strict';
import { workingFileOf, WORKING_FILES } from '../../../src/core/skill/working-files.ts';
import { LUBAN_ARTEFACTS, LUBAN_DIRS, isLubanScratch } from '../../../src/core/skill/artefacts.ts';
import { RESULTS_FILE } from '../../../src/core/formats/results.ts';
import { DIAGNOSTICS_FILE } from '../../../src/core/formats/diagnostics.ts';
import { REJECTED_EDITS_FILE } from '../../../src/core/formats/rejected-edits.ts';
import { FAILURES_FILE } from '../../../src/core/formats/failures.ts';
import { TEST_PROMPTS_FILE } from '../../../src/core/formats/test-prompts/parse.ts';
import { TESTS_YAML_FILE } from '../../../src/core/formats/tests-yaml.ts';
import { EVOLVE_DIR } from '../../../src/core/formats/evolve.ts';
import { SCAN_CACHE_FILE } from '../../../src/core/formats/scan-cache.ts';
import { ARCHIVE_DIR } from '../../../src/core/formats/backups.ts';
import { REGRESS_HISTORY_FILE } from '../../../src/core/formats/regress-history.ts';
import { MUSE_SNAPSHOT_FILE } from '../../../src/core/formats/muse-snapshot.ts';
import { TRIGGER_QUERIES_FILE } from '../../../src/core/formats/trigger-queries.ts';
import { SLIM_BACKUP_DIR } from '../../../src/core/edits/slim.ts';
import { JOURNAL_FILE } from '../../../src/core/edits/ratchet.ts';
import { BASELINE_SKILL_PATH } from '../../../src/core/scoring/judge/prompts/baseline.ts';
import { CONFIG_FILE_NAMES } from '../../../src/core/base/config/load.ts';

const posix = (p: string) => p.replace(/\\/g, '/');

test('every file a Luban store writes into a skill folder is on the working-files list', () => {
  const written = [
    RESULTS_FILE,
    DIAGNOSTICS_FILE,
    REJECTED_EDITS_FILE,
    FAILURES_FILE,
    TEST_PROMPTS_FILE,
    TESTS_YAML_FILE,
    `${EVOLVE_DIR}/v3/skill.md`,
    SCAN_CACHE_FILE,
    `${ARCHIVE_DIR}/demo/SKILL.md.bak.20261201-1030`,
    REGRESS_HISTORY_FILE,
    MUSE_SNAPSHOT_FILE,
    posix(TRIGGER_QUERIES_FILE),
    `${posix(SLIM_BACKUP_DIR)}/20261201-1030/big.md`,
    JOURNAL_FILE,
    BASELINE_SKILL_PATH,
    ...CONFIG_FILE_NAMES,
    ...LUBAN_DIRS.map((d) => `${d}/x`),
    'SKILL.md.bak',
    'references/a.md.bak.20261201-1030-2',
    '.SKILL.md.luban-4242-kz3.tmp',
  ];
  for (const p of written) assert.ok(workingFileOf(p), p);
  // Everything artefacts.ts calls Luban's is on the list too.
  for (const p of written) if (LUBAN_ARTEFACTS.test(p) || isLubanScratch(p)) assert.ok(workingFileOf(p), p);
});

test("a skill's own files are not working files; tests.yaml is kept on request", () => {
  for (const p of ['SKILL.md', 'references/notes.md', 'scripts/evolve/run.py', 'references/results.tsv', 'assets/backup.png', 'evolve.md'])
    assert.equal(workingFileOf(p), undefined, p);
  assert.equal(workingFileOf('tests.yaml')?.id, 'tests');
  assert.equal(workingFileOf('tests.yaml', { includeTests: true }), undefined);
  assert.equal(new Set(WORKING_FILES.map((w) => w.id)).size, WORKING_FILES.length, 'ids are unique');
});
