// bench/validity-signals.ts: the baselines and candidate properties on a synthetic skill (no ../shared data).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { baselines, candidates, fences, referenceFiles } from '../../../bench/validity-signals.ts';

const skillMd = [
  '---',
  'name: demo',
  'description: Does a thing.',
  '---',
  '# Demo',
  '## Steps',
  '1. Run the tool',
  '2) Check the output',
  '```bash',
  '# a comment',
  'demo --run',
  'demo --check',
  '```',
  '## Example',
  'See references/guide.md.',
  '```json',
  '{"a": 1}',
  '```',
].join('\n');
const files = ['SKILL.md', 'references/guide.md', 'references/unused.md', 'LICENSE.txt', 'scripts/run.py'];

describe('validity signals', () => {
  it('counts the baselines', () => {
    assert.deepEqual(baselines({ skillMd, files }), {
      'SKILL.md length (characters)': skillMd.length,
      'number of files': 5,
      'number of reference files': 2,
    });
    assert.deepEqual(referenceFiles(files), ['references/guide.md', 'references/unused.md']);
  });

  it('measures the candidates', () => {
    const c = candidates({ skillMd, files });
    assert.equal(c['concision: SKILL.md characters per H2 section'], skillMd.length / 2);
    assert.equal(c['fenced code blocks'], 2);
    assert.equal(c['concrete commands: lines in shell-tagged fences'], 2);
    assert.equal(c['numbered steps (lines "1." / "1)")'], 2);
    assert.equal(c['reference files referenced from SKILL.md (fraction; 1 when none)'], 0.5);
    assert.equal(c['examples present (an "example" heading or label)'], 1);
    assert.equal(c['scripts shipped (files under scripts/ or .py/.sh/.js/.ts)'], 1);
    assert.equal(c['description length (frontmatter characters)'], 'Does a thing.'.length);
  });

  it('reads fences with their language, an unclosed one to the end', () => {
    assert.deepEqual(fences('```sh\nls\n```\n~~~\nx'), [
      { lang: 'sh', lines: ['ls'] },
      { lang: '', lines: ['x'] },
    ]);
  });
});
