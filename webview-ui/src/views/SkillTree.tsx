/**
 * The Skill Tree (docs/features.md F5): the workspace's layered skills as an SVG graph — L3 scenario
 * skills in the top band, then L2 composites, then L1 atoms — with every dependency as an
 * arrow; missing and illegal edges (and a missing dependency's placeholder) in red. A
 * workspace skill opens its SKILL.md when clicked (or on Enter); prebuilt catalogue
 * skills are drawn dashed. Plain SVG, no graph library.
 */
import type { SkillTreeView, TreeEdgeView, TreeNodeView } from '../../../src/shared/protocol.ts';
import { useView } from '../ctx.ts';
import type { MessageKey } from '../i18n.ts';

const NODE_W = 168;
const NODE_H = 34;
const BAND_H = 96;
const GAP = 24;
const LABEL_W = 110;

interface Placed {
  name: string;
  x: number;
  y: number;
  node: TreeNodeView | null;
}

type Band = 3 | 2 | 1 | 0;

const prefixLayer = (name: string): Band => {
  const m = /^l([123])-/.exec(name);
  return m ? (Number(m[1]) as Band) : 0;
};

/** Bands top-down, each with its members (missing dependencies sit in their prefix's band). */
export function layout(tree: SkillTreeView): { bands: Array<{ band: Band; y: number }>; placed: Map<string, Placed>; width: number; height: number } {
  const members = new Map<Band, Array<{ name: string; node: TreeNodeView | null }>>();
  const add = (band: Band, name: string, node: TreeNodeView | null) => members.set(band, [...(members.get(band) ?? []), { name, node }]);
  for (const n of tree.nodes) add((n.layer ?? 0) as Band, n.name, n);
  const known = new Set(tree.nodes.map((n) => n.name));
  for (const e of tree.edges) {
    if (known.has(e.to)) continue;
    known.add(e.to);
    add(prefixLayer(e.to), e.to, null);
  }
  const order: Band[] = [3, 2, 1, 0];
  const used = order.filter((b) => members.get(b)?.length);
  const widest = Math.max(1, ...used.map((b) => members.get(b)!.length));
  const width = LABEL_W + widest * (NODE_W + GAP) + GAP;
  const placed = new Map<string, Placed>();
  const bands = used.map((band, i) => {
    const y = i * BAND_H;
    const row = members.get(band)!;
    const span = (width - LABEL_W) / row.length;
    row.forEach((m, j) => placed.set(m.name, { name: m.name, node: m.node, x: LABEL_W + span * j + (span - NODE_W) / 2, y: y + (BAND_H - NODE_H) / 2 }));
    return { band, y };
  });
  return { bands, placed, width, height: used.length * BAND_H };
}

function edgePath(a: Placed, b: Placed): string {
  const x1 = a.x + NODE_W / 2;
  const x2 = b.x + NODE_W / 2;
  if (b.y > a.y) return `M${x1},${a.y + NODE_H} L${x2},${b.y}`;
  if (b.y < a.y) return `M${x1},${a.y} L${x2},${b.y + NODE_H}`;
  // Same band (an illegal edge): an arc above the row.
  const mid = (x1 + x2) / 2;
  return `M${x1},${a.y} Q${mid},${a.y - 40} ${x2},${b.y}`;
}

export function SkillTree({ tree }: { tree: SkillTreeView | null | undefined }) {
  const { t, store } = useView();
  if (!tree || tree.nodes.length === 0) return <p className="empty">{t('tree.empty')}</p>;
  const { bands, placed, width, height } = layout(tree);
  const broken = tree.edges.filter((e) => e.status !== 'ok');
  const open = (n: TreeNodeView | null) => {
    if (n?.skill) store.openFile(n.skill, n.file ?? 'SKILL.md');
  };
  const edgeTitle = (e: TreeEdgeView) => `${e.from} → ${e.to}${e.status === 'ok' ? '' : ` · ${t(`tree.${e.status}` as MessageKey)}`}`;
  return (
    <section data-testid="skill-tree">
      <p className="caption">
        {t('tree.summary', tree.nodes.length, tree.edges.length, broken.length)} {t('tree.legend')}
      </p>
      <div className="tree-graph">
        <svg viewBox={`0 -20 ${width} ${height + 20}`} width={width} height={height + 20} role="img" aria-label={t('tab.tree')}>
          <defs>
            <marker id="arrow-ok" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
              <path d="M0,0 L10,5 L0,10 z" className="arrow ok" />
            </marker>
            <marker id="arrow-bad" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
              <path d="M0,0 L10,5 L0,10 z" className="arrow bad" />
            </marker>
          </defs>
          {bands.map((b, i) => (
            <g key={b.band} className={`band band-${b.band}${i % 2 ? ' alt' : ''}`} data-band={b.band}>
              <rect x={0} y={b.y} width={width} height={BAND_H} />
              <text x={8} y={b.y + BAND_H / 2 + 4}>
                {t(`tree.band${b.band}` as MessageKey)}
              </text>
            </g>
          ))}
          {tree.edges.map((e, i) => {
            const a = placed.get(e.from);
            const b = placed.get(e.to);
            if (!a || !b) return null;
            const bad = e.status !== 'ok';
            return (
              <path
                key={i}
                d={edgePath(a, b)}
                className={`edge ${bad ? 'bad' : 'ok'}`}
                data-edge={`${e.from}->${e.to}`}
                data-status={e.status}
                markerEnd={`url(#arrow-${bad ? 'bad' : 'ok'})`}
              >
                <title>{edgeTitle(e)}</title>
              </path>
            );
          })}
          {[...placed.values()].map((p) => {
            const n = p.node;
            const cls = !n ? 'node missing' : n.source === 'catalogue' ? 'node catalogue' : 'node workspace';
            const clickable = !!n?.skill;
            return (
              <g
                key={p.name}
                className={cls}
                data-node={p.name}
                transform={`translate(${p.x},${p.y})`}
                role={clickable ? 'button' : undefined}
                tabIndex={clickable ? 0 : undefined}
                onClick={clickable ? () => open(n) : undefined}
                onKeyDown={clickable ? (ev) => (ev.key === 'Enter' || ev.key === ' ') && open(n) : undefined}
              >
                <title>{!n ? t('tree.missing') : n.source === 'catalogue' ? t('tree.catalogue') : t('tree.open')}</title>
                <rect width={NODE_W} height={NODE_H} rx={6} />
                <text x={NODE_W / 2} y={NODE_H / 2 + 4} textAnchor="middle">
                  {p.name.length > 24 ? `${p.name.slice(0, 23)}…` : p.name}
                  {n?.score !== null && n?.score !== undefined ? ` · ${n.score}` : ''}
                </text>
              </g>
            );
          })}
        </svg>
      </div>
      {broken.length > 0 && (
        <ul className="alerts" data-testid="tree-broken">
          {broken.map((e, i) => (
            <li key={i}>{edgeTitle(e)}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
