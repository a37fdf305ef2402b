/** The dashboard's Skill Tree graph built on the host (pure), and the protocol that carries it. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { skillFromTexts } from '../../../src/core/skill/document.ts';
import { skillTreeView } from '../../../src/extension/dashboard/skill-tree-view.ts';
import { parseHostMessage, PROTOCOL_VERSION, type DashboardSnapshot } from '../../../src/shared/protocol.ts';
import { table, treeMd } from '../modules/skilltree/helpers.ts';

const doc = (name: string, text: string) => ({ id: path.resolve(name), doc: skillFromTexts(name, { 'SKILL.md': text }) });

test('the graph: workspace nodes carry their skill id, edges their status; no tree skills → null', () => {
  const tree = skillTreeView([
    doc('l3-weekly', treeMd({ name: 'l3-weekly', layer: 3, deps: ['l2-digest', 'l3-other'], body: table([['l2-digest', 'x']]) })),
    doc('l2-alert', treeMd({ name: 'l2-alert', layer: 2, deps: ['l2-digest', 'l1-ghost'] })),
    doc('plain', treeMd({ name: 'plain' })),
  ]);
  assert.ok(tree);
  assert.deepEqual(
    tree.nodes.map((n) => [n.name, n.layer, n.source, n.skill]),
    [
      ['l3-weekly', 3, 'workspace', path.resolve('l3-weekly')],
      ['l2-alert', 2, 'workspace', path.resolve('l2-alert')],
      ['l2-digest', 2, 'catalogue', null],
    ],
  );
  assert.deepEqual(tree.edges, [
    { from: 'l3-weekly', to: 'l2-digest', status: 'ok' },
    { from: 'l3-weekly', to: 'l3-other', status: 'missing' },
    { from: 'l2-alert', to: 'l2-digest', status: 'illegal' },
    { from: 'l2-alert', to: 'l1-ghost', status: 'missing' },
  ]);
  assert.equal(skillTreeView([doc('plain', treeMd({ name: 'plain' }))]), null);
});

test('the snapshot carries the graph (validated), and a snapshot without one is still valid', () => {
  const base: DashboardSnapshot = {
    seq: 1,
    generatedAt: '2026-01-01T00:00:00Z',
    locale: 'en',
    workspace: 'w',
    trusted: true,
    skills: [],
    job: null,
    checkpoint: null,
    health: null,
    notices: [],
    wizard: null,
  };
  assert.ok(parseHostMessage({ type: 'snapshot', protocol: PROTOCOL_VERSION, snapshot: base }).ok);
  const tree = skillTreeView([doc('l2-alert', treeMd({ name: 'l2-alert', layer: 2, deps: ['l1-kv-store'] }))]);
  const parsed = parseHostMessage({ type: 'snapshot', protocol: PROTOCOL_VERSION, snapshot: { ...base, skillTree: tree } });
  assert.ok(parsed.ok && parsed.value.type === 'snapshot');
  assert.deepEqual(parsed.value.snapshot.skillTree, tree);
  const bad = parseHostMessage({
    type: 'snapshot',
    protocol: PROTOCOL_VERSION,
    snapshot: { ...base, skillTree: { nodes: [], edges: [{ from: 'a', to: 'b', status: 'broken' }] } },
  });
  assert.equal(bad.ok, false);
  assert.match(bad.ok ? '' : bad.error, /skillTree\.edges\[0\]\.status/);
});
