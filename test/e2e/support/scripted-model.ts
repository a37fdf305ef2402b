/**
 * The scripted model of the dashboard's recordings and end-to-end test, served over
 * real HTTP by test/support/model-server.ts: the judge tests' scripted judge scores
 * (rising slowly with each call, with one dip so that a round is reverted), and a small
 * scripted editor answers the optimiser's proposal requests with one tiny edit for the
 * target dimension — or with prose, as a weak model would, when it has none. The
 * paired judges (docs/features.md D9) prefer the version with more of what the scripted edits add
 * and less of what they remove, whichever order the two are shown in.
 */
import { PROPOSE_TASK } from '../../../src/core/workflows/loop/model-edit.ts';
import { PAIRED_VERSION } from '../../../src/core/scoring/judge/prompts/paired.ts';
import { approxTokens, ModelServer, type RecordedRequest, type Reply } from '../../support/model-server.ts';
import { json, scriptedJudge, taskOf } from '../../unit/judge/scripted-judge.ts';
import { everyRoundEditor, everyRoundJudge, everyRoundPairedJudge } from './every-round-model.ts';

/** Small edits by target dimension: the first whose `old` occurs exactly once in SKILL.md. */
const EDITS: Record<string, Array<[string, string]>> = {
  dim6: [
    ['在 Claude Code 里', '在你所用的智能体运行环境里'],
    ['in Claude Code', 'in your agent runtime'],
  ],
  dim5: [
    ['建议先列出', '先列出'],
    ['可以考虑按', '按'],
    ['尽量控制', '控制'],
    ['You should split', 'Split'],
    ['Try to keep', 'Keep'],
    ['maybe ', ''],
  ],
  dim4: [
    ['\n3. ', '\n   🛑 STOP：先确认。\n3. '],
    ['\n4. ', '\n   🛑 STOP: confirm first.\n4. '],
  ],
  dim3: [
    ['## 注意', '## 注意\n失败 → 告知用户。'],
    ['## Notes', '## Notes\nIf it fails: tell the user.'],
  ],
};

export function scriptedEditor(req: RecordedRequest): Reply {
  const dim = /dimension: (dim\w+)/.exec(req.lastUser)?.[1] ?? 'dim5';
  const skill = /<skill>\n([\s\S]*?)\n<\/skill>/.exec(req.lastUser)?.[1] ?? '';
  const once = (x: string) => skill.indexOf(x) >= 0 && skill.indexOf(x) === skill.lastIndexOf(x);
  const edit = (EDITS[dim] ?? []).find(([old]) => once(old));
  if (!edit) return { kind: 'text', text: 'I would rewrite the whole section.' };
  return json({ dimension: dim, what: `tighten ${dim}`, why: `rubric ${dim}`, rubric_item: dim, expected_gain: 1.5, edits: [{ old: edit[0], new: edit[1] }] });
}

/** What the scripted edits add (+1 when present) and remove (−1 when present): saying a thing twice is no better. */
const ADDED = ['🛑', '失败 →', 'If it fails', 'agent runtime', '智能体运行环境'];
const REMOVED = [
  ...new Set(
    Object.values(EDITS)
      .flatMap((pairs) => pairs.map(([old]) => old.trim()))
      .filter((old) => !old.startsWith('\n') && !old.startsWith('#')),
  ),
];

function merit(text: string): number {
  const has = (x: string) => (text.includes(x) ? 1 : 0);
  return ADDED.reduce((m, x) => m + has(x), 0) - REMOVED.reduce((m, x) => m + has(x), 0);
}

export function scriptedPairedJudge(req: RecordedRequest): Reply {
  const version = (v: 'A' | 'B') => new RegExp(`<version_${v}>\\n([\\s\\S]*?)\\n</version_${v}>`).exec(req.lastUser)?.[1] ?? '';
  const d = merit(version('B')) - merit(version('A'));
  return json({
    better: d > 0 ? 'B' : d < 0 ? 'A' : 'tie',
    reason: d === 0 ? 'no difference on this dimension' : 'firmer and more complete on this dimension',
  });
}

export interface ScriptedModel {
  server: ModelServer;
  /** Usage as the server reports it to the client (approxTokens on both sides). */
  usage: { calls: number; inputTokens: number; outputTokens: number };
}

export interface ScriptedModelOptions {
  /**
   * The cost bench's model (./every-round-model.ts): an editor that makes a real
   * one-dimension edit in every round and judges that see it. Default: the recordings'
   * model above (scores rising with each call, an editor with a fixed list of edits).
   */
  editEveryRound?: boolean;
  /** With `editEveryRound`: about how many tokens an agent run answers with (every-round-model.ts). */
  runTokens?: number;
  /** Told of every request and its reply's text (the bench's cost breakdown). */
  onAnswer?: (req: RecordedRequest, replyText: string) => void;
}

export async function startScriptedModel(opts: ScriptedModelOptions = {}): Promise<ScriptedModel> {
  const judge = opts.editEveryRound
    ? everyRoundJudge({ runTokens: opts.runTokens })
    : scriptedJudge({
        scores: {
          dim2: [6, 6, 7, 7, 7, 8, 8, 8, 8, 8, 8, 8],
          dim3: [5, 5, 6, 6, 4, 7, 7, 7, 7, 7, 7, 7],
          dim5: [6, 6, 7, 7, 8, 8, 8, 8, 8, 8, 8, 8],
          dim6: 8,
          dim9: 5,
        },
      });
  const editor = opts.editEveryRound ? everyRoundEditor : scriptedEditor;
  const paired = opts.editEveryRound ? everyRoundPairedJudge : scriptedPairedJudge;
  const usage = { calls: 0, inputTokens: 0, outputTokens: 0 };
  const server = await ModelServer.start(async (req) => {
    const task = taskOf(req);
    const reply = await (task === PROPOSE_TASK ? editor(req) : task === PAIRED_VERSION ? paired(req) : judge(req));
    usage.calls++;
    usage.inputTokens += approxTokens(req.messages.map((m) => m.content).join('\n'));
    if (reply.kind === 'text') usage.outputTokens += approxTokens(reply.text);
    opts.onAnswer?.(req, reply.kind === 'text' ? reply.text : '');
    return reply;
  });
  return { server, usage };
}
