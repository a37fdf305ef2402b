import { test } from 'node:test';
import assert from 'node:assert/strict';
import { describedSkill } from '../../../src/core/modules/collisions/collisions.ts';
import { compatibility } from '../../../src/core/modules/compat/compatibility.ts';
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
    // What the report needs stays, in the summary: the name, the description collisions
    // compare, the runtime verdicts; and the SKILL.md entry.
    assert.equal(r.summary?.name, f.doc.frontmatter?.data?.name);
    assert.deepEqual(r.summary?.described, describedSkill(f.doc));
    assert.deepEqual(r.summary?.compatibility, compatibility(f.doc, 'en'));
    assert.equal(r.doc.skillFile?.path, f.doc.skillFile?.path);
    assert.equal(r.doc.skillFile?.size, f.doc.skillFile?.size);
    // What only the rules read is gone: texts, the frontmatter's YAML tree, the Markdown.
    assert.equal(r.doc.frontmatter, undefined);
    assert.ok(
      f.doc.files.some((x) => x.text),
      'the full document has texts',
    );
    assert.equal(
      r.doc.files.some((x) => x.text),
      false,
      'no file keeps its text',
    );
    assert.equal(r.doc.skillFile?.text, undefined);
    assert.equal(r.doc.markdown, undefined);
  }
});
