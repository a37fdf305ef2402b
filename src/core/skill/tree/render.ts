/**
 * The Skill Tree for people and for Graphviz (`luban tree --format text|dot`): layers as
 * bands, L3 at the top; each skill with its dependencies; broken (missing) and illegal
 * edges marked. Pure over the graph.
 */
import { localTable, type Locale } from '../../base/l10n/index.ts';
import type { GraphNode, SkillGraph } from './graph.ts';
import { brokenEdges } from './graph.ts';

const say = localTable({
  title: { en: 'Skill Tree · {workspace}', zh: 'Skill Tree · {workspace}' },
  index: { en: 'index: {file}', zh: '索引：{file}' },
  band3: { en: 'L3 scenario skills', zh: 'L3 场景技能' },
  band2: { en: 'L2 composite skills', zh: 'L2 复合技能' },
  band1: { en: 'L1 atomic skills', zh: 'L1 原子技能' },
  band0: { en: 'No valid layer', zh: '无有效层级' },
  catalogue: { en: 'prebuilt', zh: '预建' },
  score: { en: 'score {score}', zh: '得分 {score}' },
  missing: { en: '✗ missing: no such skill', zh: '✗ 缺失：没有这个技能' },
  illegal: { en: '✗ illegal: {rule}', zh: '✗ 违规：{rule}' },
  rule1: { en: 'L1 has no skill dependencies', zh: 'L1 不依赖其他技能' },
  rule2: { en: 'L2 depends only on L1', zh: 'L2 只能依赖 L1' },
  rule3: { en: 'L3 depends on L2 and L1', zh: 'L3 只能依赖 L2 和 L1' },
  rule0: { en: 'the dependency has no layer', zh: '依赖没有层级' },
  none: {
    en: 'No Skill Tree skills here (a `layer:` key or an l1-/l2-/l3- name opts a skill in).',
    zh: '这里没有 Skill Tree 技能（`layer:` 键或 l1-/l2-/l3- 名称会让技能加入）。',
  },
  summaryOk: { en: '✓ {nodes} skills, {edges} dependencies, all legal', zh: '✓ {nodes} 个技能，{edges} 个依赖，全部合规' },
  summaryBad: {
    en: '✖ {broken} of {edges} dependencies broken: {missing} missing, {illegal} illegal',
    zh: '✖ {edges} 个依赖中 {broken} 个有问题：缺失 {missing} 个，违规 {illegal} 个',
  },
});

export function treeText(graph: SkillGraph, opts: { workspace: string; indexFile: string; locale: Locale }): string {
  const { locale } = opts;
  const lines = [say(locale, 'title', { workspace: opts.workspace }), say(locale, 'index', { file: opts.indexFile }), ''];
  if (!graph.nodes.length && !graph.edges.length) return [...lines, say(locale, 'none'), ''].join('\n');
  const layerOf = new Map(graph.nodes.map((n) => [n.name, n.layer]));
  for (const band of [3, 2, 1, 0] as const) {
    const members = graph.nodes.filter((n) => (n.layer ?? 0) === band);
    if (!members.length) continue;
    lines.push(say(locale, `band${band}`));
    for (const n of members) {
      lines.push(`  ${nodeLine(n, locale)}`);
      for (const e of graph.edges.filter((x) => x.from === n.name)) {
        const mark =
          e.status === 'ok'
            ? ''
            : e.status === 'missing'
              ? `  ${say(locale, 'missing')}`
              : `  ${say(locale, 'illegal', { rule: say(locale, `rule${n.layer ?? 0}` as 'rule0') })}`;
        const to = layerOf.get(e.to);
        lines.push(`    → ${e.to}${to ? ` (L${to})` : ''}${mark}`);
      }
    }
    lines.push('');
  }
  const broken = brokenEdges(graph);
  const total = broken.missing + broken.illegal;
  lines.push(
    total
      ? say(locale, 'summaryBad', { broken: total, edges: graph.edges.length, missing: broken.missing, illegal: broken.illegal })
      : say(locale, 'summaryOk', { nodes: graph.nodes.length, edges: graph.edges.length }),
  );
  return lines.join('\n') + '\n';
}

function nodeLine(n: GraphNode, locale: Locale): string {
  const bits = [n.name];
  if (n.version) bits.push(`v${n.version}`);
  if (n.score !== null) bits.push(say(locale, 'score', { score: n.score }));
  if (n.source === 'catalogue') bits.push(`(${say(locale, 'catalogue')})`);
  else if (n.path) bits.push(`[${n.path}]`);
  return bits.join(' · ').replace(' · [', '  [').replace(' · (', '  (');
}

const q = (s: string) => `"${s.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

/** Graphviz DOT: one cluster per layer, broken and illegal edges red. */
export function treeDot(graph: SkillGraph): string {
  const out = ['digraph skilltree {', '  rankdir=TB;', '  node [shape=box, style=rounded];'];
  for (const band of [3, 2, 1, 0] as const) {
    const members = graph.nodes.filter((n) => (n.layer ?? 0) === band);
    if (!members.length) continue;
    out.push(`  subgraph cluster_L${band} {`, `    label=${q(band ? `L${band}` : 'no layer')};`, '    rank=same;');
    for (const n of members) out.push(`    ${q(n.name)}${n.source === 'catalogue' ? ' [style="rounded,dashed"]' : ''};`);
    out.push('  }');
  }
  const known = new Set(graph.nodes.map((n) => n.name));
  for (const e of graph.edges) {
    if (e.status === 'missing' && !known.has(e.to)) {
      out.push(`  ${q(e.to)} [shape=ellipse, style=dashed, color=red, fontcolor=red];`);
      known.add(e.to);
    }
  }
  for (const e of graph.edges) {
    const attrs = e.status === 'ok' ? '' : ` [color=red, fontcolor=red, label=${q(e.status)}${e.status === 'missing' ? ', style=dashed' : ''}]`;
    out.push(`  ${q(e.from)} -> ${q(e.to)}${attrs};`);
  }
  out.push('}');
  return out.join('\n') + '\n';
}
