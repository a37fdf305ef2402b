import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readVersion, writeVersion } from '../../../src/core/workflows/evolve/frontmatter-version.ts';
import { bumpVersion, normaliseVersion } from '../../../src/core/workflows/evolve/semver.ts';

describe('evolve versions', () => {
  it("the seed's rule: patch +0.0.1, minor +0.1.0", () => {
    assert.equal(bumpVersion('1.0.0', 'patch'), '1.0.1');
    assert.equal(bumpVersion('1.0.3', 'minor'), '1.1.0');
    assert.equal(bumpVersion('2.9.9', 'minor'), '2.10.0');
    assert.equal(bumpVersion('1.2', 'patch'), '1.2.1');
    assert.equal(normaliseVersion('v2'), '2.0.0');
    assert.equal(normaliseVersion(undefined), undefined);
  });

  it('writes metadata.version (agentskills) under an existing metadata map, keeping every other byte', () => {
    const text = '---\nname: a\ndescription: >\n  folded text\n  over lines\nmetadata:\n  author: x # who\nlicense: MIT\n---\n# Body\n';
    const out = writeVersion(text, 'metadata.version', '1.1.0')!;
    assert.equal(out, '---\nname: a\ndescription: >\n  folded text\n  over lines\nmetadata:\n  author: x # who\n  version: 1.1.0\nlicense: MIT\n---\n# Body\n');
    assert.equal(readVersion(out, 'metadata.version'), '1.1.0');
  });

  it('replaces an existing value in place, keeping its quotes and comment', () => {
    assert.equal(writeVersion("---\nname: a\nversion: '1.0.0' # semver\n---\nx\n", 'version', '1.0.1'), "---\nname: a\nversion: '1.0.1' # semver\n---\nx\n");
    assert.equal(
      writeVersion('---\nname: a\nmetadata:\n    version: 1.0.0\n---\nx\n', 'metadata.version', '1.1.0'),
      '---\nname: a\nmetadata:\n    version: 1.1.0\n---\nx\n',
    );
  });

  it('adds the field when there is none', () => {
    assert.equal(writeVersion('---\nname: a\n---\nx\n', 'version', '1.0.1'), '---\nname: a\nversion: 1.0.1\n---\nx\n');
    assert.equal(writeVersion('---\nname: a\n---\nx\n', 'metadata.version', '1.0.1'), '---\nname: a\nmetadata:\n  version: 1.0.1\n---\nx\n');
  });

  it('no readable frontmatter: nothing is written', () => {
    assert.equal(writeVersion('# no frontmatter\n', 'version', '1.0.1'), undefined);
    assert.equal(writeVersion('---\nname: [a\n---\nx\n', 'version', '1.0.1'), undefined);
  });
});
