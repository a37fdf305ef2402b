/**
 * A scripted model for the evolving loop, behind the real local model server: the
 * execute context (no `luban-task:` marker) answers with a task output naming the version
 * it ran; the judge (`evolve.judge`) answers the next scripted score table (or a raw
 * reply: garbage, truncated JSON, an error); the rewriter (`evolve.rewrite`) answers the
 * next scripted edits, analysed against the weak dimensions the request lists.
 */
import type { RecordedRequest, Reply } from '../../support/model-server.ts';
import { taskOf } from '../judge/scripted-judge.ts';

export interface ScriptedEdit {
  old_str: string;
  new_str: string;
  dimension?: string;
}

export interface ScriptedRewrite {
  edits: ScriptedEdit[];
  bump?: 'patch' | 'minor';
  strategy?: string;
}

export interface EvolveScript {
  /** One entry per judge request: scores by dimension name, or a raw reply. */
  judge: Array<Record<string, number> | Reply>;
  /** One entry per rewrite request. */
  rewrites?: Array<ScriptedRewrite | Reply>;
  /** The execute context's reply (default: names the version it saw). */
  result?: (req: RecordedRequest, n: number) => Reply;
}

export const text = (t: string): Reply => ({ kind: 'text', text: t });

function isReply(v: unknown): v is Reply {
  return typeof v === 'object' && v !== null && 'kind' in v && typeof (v as { kind: unknown }).kind === 'string';
}

/** The weak dimensions a rewrite request lists (`- name (weight w): score — reason`). */
export function weakOf(req: RecordedRequest): string[] {
  const block = /<weak_dimensions>\n([\s\S]*?)\n<\/weak_dimensions>/.exec(req.messages.map((m) => m.content).join('\n'))?.[1] ?? '';
  return block
    .split('\n')
    .map((l) => /^- (.+?) \(weight [^)]*\):/.exec(l)?.[1])
    .filter((x): x is string => Boolean(x));
}

export function evolveModel(script: EvolveScript): { handler: (req: RecordedRequest) => Reply; counts: Record<string, number> } {
  const counts: Record<string, number> = { execute: 0, judge: 0, rewrite: 0 };
  const handler = (req: RecordedRequest): Reply => {
    const task = taskOf(req);
    if (task === 'evolve.judge') {
      const entry = script.judge[counts.judge++];
      if (entry === undefined) return { kind: 'status', status: 500, body: '{"error":{"message":"no more scripted judge replies"}}' };
      if (isReply(entry)) return entry;
      const dimensions = Object.entries(entry).map(([name, score]) => ({
        name,
        score,
        evidence: `「${name}」的依据`,
        reason: score < 70 ? `${name} 不达标` : `${name} 基本满足`,
      }));
      return text(JSON.stringify({ dimensions, summary: 'scripted judge' }));
    }
    if (task === 'evolve.rewrite') {
      const entry = script.rewrites?.[counts.rewrite++];
      if (entry === undefined) return { kind: 'status', status: 500, body: '{"error":{"message":"no more scripted rewrites"}}' };
      if (isReply(entry)) return entry;
      const weak = weakOf(req);
      const reply = {
        weakDimensions: weak.map((dimension, i) => ({
          dimension,
          rootCause: `「${dimension}」的要求在 SKILL.md 里写得含糊`,
          quote: (entry.edits[i] ?? entry.edits[0]).old_str.split('\n')[0],
          improvement: `把与「${dimension}」相关的步骤写成明确的规则`,
        })),
        overallStrategy: entry.strategy ?? `strategy ${counts.rewrite}: ${entry.edits.map((e) => e.new_str.slice(0, 20)).join(' / ')}`,
        edits: entry.edits.map((e) => ({ dimension: e.dimension ?? weak[0], old_str: e.old_str, new_str: e.new_str })),
        versionBump: entry.bump ?? 'patch',
        changeDescription: `改写了 ${entry.edits.length} 处`,
        reasoning: '弱项来自含糊的措辞，改成明确规则后评委能找到依据',
      };
      return text('```json\n' + JSON.stringify(reply) + '\n```');
    }
    counts.execute++;
    if (script.result) return script.result(req, counts.execute);
    const version = /^version: (.+)$/m.exec(req.system)?.[1] ?? /^\s+version: (.+)$/m.exec(req.system)?.[1] ?? '?';
    return text(`# 周报（11 月 24 日—28 日）\n\n由版本 ${version} 生成。\n\n## 本周完成\n- luban-cli #412 修复换行问题\n\n## 下周计划\n- 发布 0.2.0 预览版\n`);
  };
  return { handler, counts };
}
