/**
 * Issue 32 item 1: no order implies a "better skill" from the form checks (the static view).
 * docs/validity.md: the static fraction does not predict task uplift (ρ −0.07, n = 48). The
 * Luban view's skills and the dashboard's skills table are ordered by name, then path.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { skillFromTexts } from '../../../src/core/skill/document.ts';
import { scanDocument } from '../../../src/core/engine/scan.ts';
import { staticScore } from '../../../src/core/engine/rubric/static-score.ts';
import { skillNodes } from '../../../src/extension/view/skill-tree.ts';
import { sortSkills } from '../../../webview-ui/src/order.ts';
import type { SkillView } from '../../../src/shared/protocol.ts';

const t = (m: string, ...a: Array<string | number>) => m.replace(/\{(\d+)\}/g, (_, i: string) => String(a[Number(i)]));

test('the Luban view lists skills by name, not by their form checks', () => {
  const bare = '---\nname: {n}\ndescription: Checks demo files.\n---\n\nCheck it.\n';
  const rich =
    '---\nname: {n}\ndescription: Checks demo files. Use when the user asks to check a demo file.\n---\n\n# Demo\n\n## Steps\n\n1. Run `demo check`.\n2. STOP before writing.\n\n## Examples\n\nDo not skip the check.\n';
  const inputs = [
    { dir: '/ws/b', name: 'beta', text: rich },
    { dir: '/ws/a', name: 'alpha', text: bare },
    { dir: '/ws/c', name: 'gamma', text: rich },
  ].map((s) => ({ dir: s.dir, result: scanDocument(skillFromTexts(s.dir, { 'SKILL.md': s.text.replace('{n}', s.name) })), reports: [], running: false }));
  const fraction = (i: (typeof inputs)[number]) => {
    const s = staticScore(i.result.dims, i.result.subscores);
    return s.total / s.outOf;
  };
  assert.notEqual(fraction(inputs[0]), fraction(inputs[1]), 'the fixtures differ in their form checks');
  assert.deepEqual(
    skillNodes(inputs, t).map((n) => n.label),
    ['alpha', 'beta', 'gamma'],
  );
});

const view = (name: string, path: string, total: number, gap: number, errors = 0): SkillView =>
  ({
    id: path,
    name,
    path,
    static: { total, outOf: 29 },
    gap,
    findings: { error: errors, warning: 0, info: 0 },
  }) as unknown as SkillView;

test('the dashboard orders the skills table by name, then path — not by form checks or the gap derived from them', () => {
  const skills = [
    view('zeta', 'skills/zeta', 28, 1),
    view('alpha', 'skills/b/alpha', 5, 24),
    view('mid', 'skills/mid', 15, 14, 3),
    view('alpha', 'skills/a/alpha', 29, 0),
  ];
  assert.deepEqual(
    sortSkills(skills).map((s) => s.path),
    ['skills/a/alpha', 'skills/b/alpha', 'skills/mid', 'skills/zeta'],
  );
  // The same order whichever way the form checks run.
  const flipped = skills.map((s) => ({ ...s, static: { total: 29 - s.static!.total, outOf: 29 }, gap: 29 - s.gap }));
  assert.deepEqual(
    sortSkills(flipped).map((s) => s.path),
    sortSkills(skills).map((s) => s.path),
  );
});
