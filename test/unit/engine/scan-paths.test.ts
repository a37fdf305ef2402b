import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { scanPaths } from '../../../src/core/engine/scan-paths.ts';

const EXAMPLES = path.resolve(import.meta.dirname, '../../../examples/skills');
const NOW = new Date('2026-11-30T00:00:00Z');

test('keepDocuments false: the same findings and scores, but outlines without texts or parse trees', async () => {
  const full = await scanPaths([EXAMPLES], { now: NOW });
  const outline = await scanPaths([EXAMPLES], { now: NOW, keepDocuments: false });
  assert.equal(outline.skills.length, full.skills.length);
  assert.ok(full.skills.length >= 4, 'the bundled examples are scanned');
  for (const [i, r] of outline.skills.entries()) {
    const f = full.skills[i];
    assert.equal(r.doc.dir, f.doc.dir);
    assert.deepEqual(r.findings, f.findings, `${f.doc.folderName}: same findings`);
    assert.deepEqual(r.subscores, f.subscores);
    assert.deepEqual(r.dims, f.dims);
    assert.equal(r.runtimeGate, f.runtimeGate);
    // What the report needs stays: the name, the SKILL.md entry, the file list.
    assert.equal(r.doc.frontmatter?.data?.name, f.doc.frontmatter?.data?.name);
    assert.equal(r.doc.skillFile?.path, f.doc.skillFile?.path);
    assert.deepEqual(
      r.doc.files.map((x) => [x.path, x.size, x.unreadable]),
      f.doc.files.map((x) => [x.path, x.size, x.unreadable]),
    );
    // What only the rules read is gone.
    assert.ok(f.doc.files.some((x) => x.text), 'the full document has texts');
    assert.equal(r.doc.files.some((x) => x.text), false, 'no file keeps its text');
    assert.equal(r.doc.skillFile?.text, undefined);
    assert.equal(r.doc.markdown, undefined);
  }
});
