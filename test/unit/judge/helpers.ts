/** Shared set-up for judge tests: a scanned in-memory skill, a scripted server, an executor. */
import { after } from 'node:test';
import { skillFromTexts } from '../../../src/core/skill/document.ts';
import { scanDocument, type SkillScanResult } from '../../../src/core/engine/scan.ts';
import { Budget } from '../../../src/core/models/budget.ts';
import { JudgeCache } from '../../../src/core/models/cache.ts';
import { UsageMeter } from '../../../src/core/models/usage.ts';
import { Executor, type JsonJob } from '../../../src/core/scoring/judge/executor.ts';
import { scoreReplySchema, type ScoreReply } from '../../../src/core/scoring/judge/prompts/common.ts';
import { OpenAIChatModel } from '../../../src/core/models/llm/openai.ts';
import { AnthropicChatModel } from '../../../src/core/models/llm/anthropic.ts';
import type { ChatModel } from '../../../src/core/models/llm/types.ts';
import { ModelServer, type Handler } from '../../support/model-server.ts';
import { tempDir } from '../../support/tmp.ts';

export const SKILL_EN = `---
name: slides-export
description: Exports slide decks to PDF. Use when the user asks to export, convert or print slides.
---

# Slides export

## When to use
When the user asks to export slides.

## Workflow
1. Read \`deck.pptx\` and list the slides.
2. You should consider checking fonts.
3. Run \`scripts/render.py --format pdf\` → \`out/deck.pdf\`.
4. 🛑 STOP and show the PDF to the user.

## Failure handling
If render.py fails, read stderr and stop.

## Anti-patterns
- Do not edit the original deck.
- Never skip the render check.
- Avoid guessing font names.
`;

export const SKILL_ZH = `---
name: slides-export
description: 把幻灯片导出为 PDF。用户要求导出、转换或打印幻灯片时使用。
---

# 幻灯片导出

## 何时使用
用户要求导出幻灯片时。

## 工作流
1. 读取 \`deck.pptx\`，列出所有页面。
2. 建议检查字体。
3. 运行 \`scripts/render.py --format pdf\` → \`out/deck.pdf\`。
4. 🛑 STOP，把 PDF 给用户确认。

## 失败处理
如果 render.py 失败，读取 stderr 并停止。

## 反例
- 不要修改原始文件。
- 禁止跳过渲染检查。
- 不要猜测字体名称。
`;

export function scanOf(files: Record<string, string>, dir = '/tmp/luban-judge-test/slides-export'): SkillScanResult {
  return scanDocument(skillFromTexts(dir, files));
}

const servers = new Set<ModelServer>();
// Registered at load time on the file's root, so every server is closed when the file ends.
after(async () => {
  await Promise.all([...servers].map((s) => s.close()));
  servers.clear();
});

export async function startServer(handler: Handler): Promise<ModelServer> {
  const s = await ModelServer.start(handler);
  servers.add(s);
  return s;
}

export function openaiOn(server: ModelServer, extra: Partial<ConstructorParameters<typeof OpenAIChatModel>[0]> = {}): ChatModel {
  return new OpenAIChatModel({ model: 'judge-model', baseUrl: server.openaiBaseUrl, maxRetries: 1, sleep: async () => {}, ...extra });
}

export function anthropicOn(server: ModelServer): ChatModel {
  return new AnthropicChatModel({ model: 'claude-judge', baseUrl: server.anthropicBaseUrl, apiKey: 'k', maxRetries: 1, sleep: async () => {} });
}

export interface ExecutorBits {
  ex: Executor;
  meter: UsageMeter;
  budget: Budget;
  cache?: JudgeCache;
}

export function executor(
  model: ChatModel | undefined,
  opts: { cache?: JudgeCache | true; budget?: number; planning?: boolean; signal?: AbortSignal } = {},
): ExecutorBits {
  const meter = new UsageMeter();
  const budget = new Budget(opts.budget);
  const cache = opts.cache === true ? new JudgeCache(tempDir()) : opts.cache;
  const ex = new Executor({ model, cache, budget, meter, planning: opts.planning, signal: opts.signal });
  return { ex, meter, budget, cache };
}

/** A dim2-style JSON job over the score reply schema (`extra` overrides any field). */
export function dim2Job(extra: Partial<JsonJob<ScoreReply>> = {}): JsonJob<ScoreReply> {
  return {
    kind: 'json',
    label: 'dim2 judge 1',
    step: 'dim2',
    promptVersion: 'dim2@1',
    variant: 'judge-1',
    messages: [
      { role: 'system', content: 'judge. luban-task: dim2@1' },
      { role: 'user', content: 'the skill' },
    ],
    maxTokens: 100,
    estOutputTokens: 50,
    lang: 'en',
    schema: scoreReplySchema,
    placeholder: { score: 5, evidence: [], reason: '' },
    ...extra,
  };
}
