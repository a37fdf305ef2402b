/**
 * A VS Code chat model (`vscode.lm`) behind the core's `ChatModel` seam (docs/features.md H5).
 *
 * - Models are only looked up (`selectChatModels`) from a command the person ran, after
 *   Luban's consent question (see ./index.ts); VS Code then asks its own access
 *   question on the first request, showing the `justification`.
 * - The core's AbortSignal is bridged to a CancellationToken; a time limit per request
 *   (no next piece of text within `idleTimeoutMs`) cancels it too.
 * - `vscode.lm` has no system role: system messages are put in front of the first user
 *   message. Usage is not reported by the API, so tokens are estimates (`estimated`).
 * - Every failure becomes an `LlmError` (./lm-errors.ts).
 */
import * as vscode from 'vscode';
import { LlmError } from '../../core/api/models.ts';
import { estimateMessagesTokens, estimateTokens } from '../../core/api/models.ts';
import type { ChatModel, ChatRequest, ChatResponse, ChatStreamEvent } from '../../core/api/models.ts';
import { mapLanguageModelError } from './lm-errors.ts';
import { toLmMessages } from './lm-messages.ts';

export const DEFAULT_LM_IDLE_TIMEOUT_MS = 120_000;

export class VsCodeLmChatModel implements ChatModel {
  readonly provider = 'vscode' as const;
  readonly model: string;
  readonly id: string;

  constructor(
    private readonly chat: vscode.LanguageModelChat,
    private readonly justification: string,
    private readonly idleTimeoutMs = DEFAULT_LM_IDLE_TIMEOUT_MS,
  ) {
    this.model = chat.family || chat.name || chat.id;
    this.id = `vscode:${chat.vendor}/${chat.id}${chat.version ? `@${chat.version}` : ''}`;
  }

  /** `vendor/name`, shown to people. */
  get label(): string {
    return `${this.chat.vendor}/${this.chat.name || this.chat.id}`;
  }

  async complete(request: ChatRequest): Promise<ChatResponse> {
    let last: ChatResponse | undefined;
    for await (const ev of this.stream(request)) if (ev.type === 'done') last = ev.response;
    if (!last) throw new LlmError('bad_response', `vscode.lm ${this.label}: no answer`);
    return last;
  }

  async *stream(request: ChatRequest): AsyncIterable<ChatStreamEvent> {
    const cts = new vscode.CancellationTokenSource();
    const signal = request.signal;
    let timedOut = false;
    const onAbort = () => cts.cancel();
    if (signal?.aborted) cts.cancel();
    signal?.addEventListener('abort', onAbort, { once: true });
    let timer: ReturnType<typeof setTimeout> | undefined;
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        timedOut = true;
        cts.cancel();
      }, this.idleTimeoutMs);
    };
    const fail = (e: unknown) => mapLanguageModelError(e, { aborted: signal?.aborted ?? false, timedOut, model: this.label });
    try {
      if (signal?.aborted) throw new LlmError('aborted', `vscode.lm ${this.label}: cancelled`);
      const messages = toLmMessages(request.messages).map((m) =>
        m.role === 'user' ? vscode.LanguageModelChatMessage.User(m.content) : vscode.LanguageModelChatMessage.Assistant(m.content),
      );
      const modelOptions: Record<string, unknown> = {};
      if (request.maxTokens !== undefined) modelOptions.max_tokens = request.maxTokens;
      if (request.temperature !== undefined) modelOptions.temperature = request.temperature;
      arm();
      let response: vscode.LanguageModelChatResponse;
      try {
        response = await this.chat.sendRequest(messages, { justification: this.justification, modelOptions }, cts.token);
      } catch (e) {
        throw fail(e);
      }
      let text = '';
      try {
        for await (const piece of response.text) {
          if (cts.token.isCancellationRequested) break;
          arm();
          text += piece;
          request.onDelta?.(piece);
          yield { type: 'delta', text: piece };
        }
      } catch (e) {
        throw fail(e);
      }
      if (cts.token.isCancellationRequested) throw fail(new vscode.CancellationError());
      const usage = { inputTokens: estimateMessagesTokens(request.messages), outputTokens: estimateTokens(text), estimated: true };
      yield { type: 'done', response: { text, usage, model: this.model, attempts: 1 } };
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      cts.dispose();
    }
  }
}
