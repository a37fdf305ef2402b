/** skillops/description-too-long (src/core/modules/skillops/description-too-long.ts): its cases through the shared RuleTester, and its tests moved here from test/unit/modules/skillops/frontmatter.test.ts. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ruleTester } from '../../../support/rule-tester.ts';
import { rule as descTooLong, rule } from '../../../../src/core/modules/skillops/description-too-long.ts';
import { run, skill, skillMd } from '../../modules/skillops/helpers.ts';

test('skillops/description-too-long: the examples of docs/rules/skillops/description-too-long.md (bad → invalid, good → valid)', () => {
  ruleTester.run(rule, {
    valid: [
      {
        folder: 'demo-skill',
        files: {
          'SKILL.md': [
            '---',
            'name: demo-skill',
            'description: Resizes, crops and converts PNG, JPEG and WebP images. Use when the user asks to resize, shrink, crop or convert an image or screenshot.',
            '---',
            '',
            '# Demo skill',
            '',
            'Run `resize.sh` with the image path. Formats, options and edge cases are listed below.',
            '',
          ].join('\n'),
        },
      },
    ],
    invalid: [
      {
        folder: 'demo-skill',
        files: {
          'SKILL.md': [
            '---',
            'name: demo-skill',
            'description: Resizes, crops, rotates, flips, converts, compresses and optimises images in PNG, JPEG, WebP, AVIF, GIF, TIFF, BMP and HEIC, one at a time or in batches, keeping or stripping EXIF metadata, colour profiles and transparency, with exact pixel sizes, percentages, maximum widths or heights, aspect-ratio locks, padding, background colours, smart cropping around faces or the main subject, and quality settings per format, writing the results next to the originals or into a folder of their own. Use when the user asks to resize, shrink, scale, crop, rotate, flip, convert, compress, optimise, thumbnail, watermark or batch-process images or screenshots for the web, for e-mail, for slides, for app stores, for social media posts, banners, avatars, favicons or print, when an image is too large to upload, when a page loads slowly because of its images, or when a folder of photos needs one size. Trigger words: resize, shrink, scale, crop, rotate, flip, convert, compress, optimise, thumbnail, watermark, batch, image, photo, picture, screenshot, PNG, JPEG, WebP, AVIF, HEIC, EXIF.',
            '---',
            '',
            '# Demo skill',
            '',
            'Run `resize.sh` with the image path.',
            '',
          ].join('\n'),
        },
        errors: [{ line: 3, column: 14, messageId: 'tooLong' }],
      },
    ],
  });
});

test('description-too-long: 1024 passes, 1025 fails; counts characters, not bytes', () => {
  const at1024 = 'a'.repeat(1024);
  assert.deepEqual(run(descTooLong, skill({ 'SKILL.md': skillMd(['name: demo-skill', `description: ${at1024}`]) })), []);
  const [f] = run(descTooLong, skill({ 'SKILL.md': skillMd(['name: demo-skill', `description: ${at1024}b`]) }));
  assert.match(f.message, /1025 characters; the limit is 1024/);
  assert.equal(f.data?.length, 1025);
  // 1000 Chinese characters are 3000 UTF-8 bytes but only 1000 characters.
  assert.deepEqual(run(descTooLong, skill({ 'SKILL.md': skillMd(['name: demo-skill', `description: ${'中'.repeat(1000)}`]) })), []);
});
