import { test } from 'node:test';
import assert from 'node:assert/strict';
import { CORPUS_FIXTURES as CORPUS } from '../../../support/fixtures.ts';
import { loadSkill } from '../../../../src/core/skill/load.ts';
import { rule as broken } from '../../../../src/core/modules/skillops/broken-reference.ts';
import { rule as outside } from '../../../../src/core/modules/skillops/reference-outside-skill.ts';
import { rule as absolute } from '../../../../src/core/modules/skillops/absolute-path.ts';
import { rule as metisAbsolute } from '../../../../src/core/modules/metis/absolute-path.ts';
import { collectReferences } from '../../../../src/core/modules/skillops/references.ts';
import { at, ids, run, skill, skillMd } from './helpers.ts';

const FM = ['name: demo-skill', 'description: Does X. Use when the user asks for "x".'];

/** SKILL.md with the body lines given; line 6 is the first body line. */
const md = (...body: string[]) => skillMd(FM, body.join('\n') + '\n');

const targets = (found: ReturnType<typeof run>) => found.map((f) => f.data?.target);

test('must not fire: URLs, anchors, code blocks, comments, placeholders, bare names, user-project paths, folders', () => {
  const doc = skill({
    'SKILL.md': md(
      'Docs at https://github.com/org/repo/blob/main/references/a.md and [web](https://x.dev/scripts/b.py).',
      'Jump to [setup](#setup); mail [me](mailto:a@b.c).',
      '```bash',
      'python scripts/missing.py',
      'cat references/missing.md',
      '```',
      '<!-- see references/commented.md -->',
      'Use references/<topic>.md, {skill}/SKILL.md, ${SKILL_DIR}/scripts/x.py, SKILL_DIR/references/y.md.',
      'Glob scripts/*.py, references/xxx.md, path/to/file.md and references/... here.',
      'See FORMS.md and `README.md`; edit `src/app/page.tsx`; the references/ folder.',
      'Inline example: `![x](./a.png)`.',
    ),
  });
  assert.deepEqual(ids(run([broken, outside, absolute], doc)), []);
});

test('reference-outside-skill: `../` links and paths are warnings, never broken references', () => {
  const doc = skill({
    'SKILL.md': md('Read [shared](../lark-shared/SKILL.md) first.', 'Then `../other-skill/references/x.md`.'),
    'references/deep.md': 'See [up](../../README.md) and [skill](../SKILL.md).',
  });
  const found = run(outside, doc);
  assert.deepEqual(found.map(at), ['SKILL.md:6:15-6:38', 'SKILL.md:7:7-7:37', 'references/deep.md:1:10-1:25']);
  assert.ok(found.every((f) => f.severity === 'warning'));
  assert.match(found[0].message, /breaks when the skill is installed on its own/);
  assert.deepEqual(run(broken, doc), []);
});

test('absolute-path: absolute links and home-folder paths are info; under metis, metis/absolute-path (iron rule #4) reports them instead', () => {
  const doc = skill({ 'SKILL.md': md('See [doc](/docs/guide.md) and `/Users/alice/notes/plan.md`.', 'Install to /usr/local/bin and read /etc/hosts.') });
  const found = run(absolute, doc);
  assert.deepEqual(
    found.map((f) => f.data?.target),
    ['/docs/guide.md', '/Users/alice/notes/plan.md'],
  );
  assert.ok(found.every((f) => f.severity === 'info'));
  assert.deepEqual(run(absolute, doc, 'metis'), []);
  const metis = run(metisAbsolute, doc, 'metis');
  assert.deepEqual(
    metis.map((f) => f.data?.target),
    ['/docs/guide.md', '/Users/alice/notes/plan.md', '/usr/local/bin', '/etc/hosts'],
  );
  assert.ok(metis.every((f) => f.severity === 'warning'));
  assert.match(metis[0].message, /Iron rule #4.*@\[skfile:path\]/);
});

test('corpus: true positives from NOTES §5a/§5b', async () => {
  const vercel = await loadSkill(`${CORPUS}/vercel-labs__agent-skills/react-best-practices`);
  const agents = run(broken, vercel).filter((f) => f.file === 'AGENTS.md');
  assert.deepEqual(
    agents.map((f) => f.data?.target),
    ['async-defer-await.md', 'async-cheap-condition-before-await.md', 'server-hoist-static-io.md'],
  );
  assert.deepEqual(
    agents.map((f) => f.fix?.edits[0].newText),
    ['./rules/async-defer-await.md', './rules/async-cheap-condition-before-await.md', './rules/server-hoist-static-io.md'],
  );
  assert.equal(agents[0].range.start.line, 116);

  const base = await loadSkill(`${CORPUS}/larksuite__cli/lark-base`);
  const wf = run(broken, base).filter((f) => f.file === 'references/lark-base-workflow-list.md');
  assert.deepEqual(
    wf.map((f) => f.data?.target),
    ['references/lark-base-workflow-enable-disable.md'],
  );
  // Two plausible files (enable / disable): suggestions only, no main fix.
  assert.equal(wf[0].fix, undefined);
  assert.ok(wf[0].suggestions?.some((s) => s.edits[0].newText === 'lark-base-workflow-disable.md'));
  assert.ok(wf[0].suggestions?.some((s) => s.edits[0].newText === 'lark-base-workflow-enable.md'));

  const calendar = await loadSkill(`${CORPUS}/larksuite__cli/lark-calendar`);
  const out = run(outside, calendar)
    .filter((f) => f.file === 'SKILL.md')
    .map((f) => f.data?.target);
  assert.ok(out.includes('../lark-vc/SKILL.md'));
  assert.ok(out.includes('../lark-shared/SKILL.md'));
  assert.ok(!targets(run(broken, calendar)).some((t) => String(t).includes('lark-vc')));

  const huashu = await loadSkill(`${CORPUS}/alchaincyf__huashu-design/huashu-design`);
  assert.ok(run(absolute, huashu).some((f) => String(f.data?.target).startsWith('/Users/alchain/')));
  assert.ok(targets(run(broken, huashu)).includes('demos/hero-animation-v9.mp4'));
});

test("corpus: a bundle's sub-skills name the bundle's scripts from its root (spark-video): found, not missing", async () => {
  const director = await loadSkill(`${CORPUS}/modelstudioai__skills/spark-video/references/spark-video-director`);
  assert.equal(director.enclosingSkill?.relDir, '../..');
  assert.ok(director.enclosingSkill?.paths.has('scripts/render_shot.py'));
  assert.deepEqual(targets(run(broken, director)), []);
  const mentions = collectReferences(director).filter((m) => m.written === 'scripts/render_shot.py');
  assert.ok(mentions.length > 0 && mentions.every((m) => m.resolution === 'bundle' && m.exists && m.target === '../../scripts/render_shot.py'));
  // …and they are not "outside the skill" warnings either.
  assert.ok(!run(outside, director).some((f) => String(f.data?.target).includes('render_shot')));
  // The bundle itself sits in no skill; and a path found nowhere is still missing.
  const bundle = await loadSkill(`${CORPUS}/modelstudioai__skills/spark-video`);
  assert.equal(bundle.enclosingSkill, undefined);
  const doc = skill({ 'SKILL.md': md('Run `scripts/render_shot.py`, then `scripts/nowhere.py`.') });
  doc.enclosingSkill = director.enclosingSkill;
  assert.deepEqual(targets(run(broken, doc)), ['scripts/nowhere.py']);
});
