/** The one "is this path inside that folder" check (core/base/io/paths.ts) every front end and core use. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { isInside } from '../../../src/core/base/io/paths.ts';

const root = path.resolve('/work/skills/a');

test('a path below the folder is inside it; the folder itself is inside unless strict', () => {
  assert.equal(isInside(path.join(root, 'SKILL.md'), root), true);
  assert.equal(isInside(path.join(root, 'references', 'x.md'), root), true);
  assert.equal(isInside(root, root), true);
  assert.equal(isInside(root, root, { strict: true }), false);
  assert.equal(isInside(path.join(root, 'SKILL.md'), root, { strict: true }), true);
});

test('siblings, parents and look-alike prefixes are outside; `..` only leads out as a whole segment', () => {
  assert.equal(isInside(path.resolve('/work/skills/ab/SKILL.md'), root), false);
  assert.equal(isInside(path.resolve('/work/skills'), root), false);
  assert.equal(isInside(path.resolve('/elsewhere/a'), root), false);
  assert.equal(isInside(path.join(root, '..notes', 'x.md'), root), true);
  assert.equal(isInside(path.join(root, '..', 'b'), root), false);
});

test('relative paths are resolved against the working folder before comparing', () => {
  assert.equal(isInside('src/core', '.'), true);
  assert.equal(isInside('.', 'src'), false);
});
