/** A temp workspace with the example skill and its evolve inputs, and the CLI run in-process. */
import { cpSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { runCli } from '../../../src/cli/main.ts';
import type { CliIO } from '../../../src/cli/io.ts';
import type { Locale } from '../../../src/core/base/l10n/index.ts';
import type { ModelServer } from '../../support/model-server.ts';
import { tempDir } from '../../support/tmp.ts';
import type { ScriptedRewrite } from './scripted-evolve.ts';

export const DIM = { structure: '结构完整', facts: '事实准确', grouping: '按项目分组', tone: '篇幅与语气' } as const;

/** Judge scores in benchmark order: structure, facts, grouping, tone (weights 30/30/20/20). */
export function scores(structure: number, facts: number, grouping: number, tone: number): Record<string, number> {
  return { [DIM.structure]: structure, [DIM.facts]: facts, [DIM.grouping]: grouping, [DIM.tone]: tone };
}

/** Three minimal rewrites of the example skill (each a verbatim line of weekly-report/SKILL.md). */
export const REWRITES: ScriptedRewrite[] = [
  {
    edits: [{ old_str: '2. 建议先列出本周完成的事项，可以考虑按项目分组。', new_str: '2. 先列出「本周完成」：必须按项目分组，每组以项目名作小标题。' }],
    bump: 'minor',
  },
  {
    edits: [{ old_str: '3. 根据情况补充下周计划，尽量控制在一页以内。', new_str: '3. 再写「下周计划」和「风险与求助」两部分；全文不超过 400 字。' }],
    bump: 'minor',
  },
  { edits: [{ old_str: '周报的语气可能需要正式一些，酌情调整。', new_str: '周报语气必须正式，不使用“可能”“酌情”“尽量”等含糊措辞。' }], bump: 'patch' },
];

export interface Workspace {
  root: string;
  skill: string;
  md: () => string;
  file: (rel: string) => string;
}

export function workspace(): Workspace {
  const root = tempDir();
  cpSync('examples/skills/weekly-report', path.join(root, 'weekly-report'), { recursive: true });
  cpSync('examples/evolve/weekly-report', path.join(root, 'inputs'), { recursive: true });
  const skill = path.join(root, 'weekly-report');
  return { root, skill, md: () => readFileSync(path.join(skill, 'SKILL.md'), 'utf8'), file: (rel) => readFileSync(path.join(skill, rel), 'utf8') };
}

export const INPUTS = ['--benchmark', 'inputs/benchmark.md', '--knowhow', 'inputs/knowhow.md', '--task', '@inputs/task.md'];
export const modelArgs = (s: ModelServer) => ['--provider', 'openai', '--model', 'scripted', '--base-url', s.openaiBaseUrl, '--no-cache'];

export interface Run {
  code: number;
  stdout: string;
  stderr: string;
  asked: string[];
}

export async function evolveCli(
  args: string[],
  opts: { cwd: string; interactive?: boolean; answers?: string[]; locale?: Locale; signal?: AbortSignal },
): Promise<Run> {
  let stdout = '';
  let stderr = '';
  const asked: string[] = [];
  const answers = [...(opts.answers ?? [])];
  const io: CliIO = {
    stdout: (s) => void (stdout += s),
    stderr: (s) => void (stderr += s),
    env: {},
    cwd: opts.cwd,
    isTTY: false,
    locale: opts.locale ?? 'en',
    interactive: opts.interactive ?? false,
    ask: async (q) => {
      asked.push(q);
      return answers.shift() ?? '';
    },
    signal: opts.signal,
  };
  const code = await runCli(['evolve', ...args], io);
  return { code, stdout, stderr, asked };
}
