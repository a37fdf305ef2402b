/**
 * OpenAI-compatible chat completions (`POST {baseUrl}/chat/completions`): OpenAI,
 * DeepSeek, Qwen/DashScope compatible mode, Ollama, LM Studio, vLLM. Streams with
 * SSE (`data: {...}` … `data: [DONE]`), asks for usage in the stream, and falls back
 * to estimates when a server reports none. The key is optional (local servers).
 */
import { LlmError } from './errors.ts';
import { checkBaseUrl, joinUrl } from './http.ts';
import { HttpChatModel, parseEventJson, type HttpModelOptions, type ProviderAnswer } from './http-model.ts';
import type { SseEvent } from './sse.ts';
import type { ChatRequest } from './types.ts';

export const OPENAI_DEFAULT_BASE_URL = 'https://api.openai.com/v1';

export class OpenAIChatModel extends HttpChatModel {
  readonly provider = 'openai' as const;

  constructor(opts: Omit<HttpModelOptions, 'baseUrl'> & { baseUrl?: string }) {
    super({ ...opts, baseUrl: checkBaseUrl(opts.baseUrl ?? OPENAI_DEFAULT_BASE_URL, 'openai') });
    if (!opts.model) throw new LlmError('config', 'openai: no model name (use --model)');
  }

  protected label(): string {
    return `openai ${this.model}`;
  }

  protected buildRequest(request: ChatRequest, stream: boolean) {
    const body: Record<string, unknown> = {
      model: this.model,
      messages: request.messages.map((m) => ({ role: m.role, content: m.content })),
    };
    if (request.maxTokens !== undefined) body.max_tokens = request.maxTokens;
    if (request.temperature !== undefined) body.temperature = request.temperature;
    if (request.replySchema && !this.schemaRefused)
      body.response_format = { type: 'json_schema', json_schema: { name: request.replySchema.name, schema: request.replySchema.schema, strict: false } };
    if (stream) {
      body.stream = true;
      body.stream_options = { include_usage: true };
    }
    const headers: Record<string, string> = {};
    if (this.apiKey) headers.authorization = `Bearer ${this.apiKey}`;
    if (stream) headers.accept = 'text/event-stream';
    return { url: joinUrl(this.baseUrl, 'chat/completions'), headers, body };
  }

  protected readWhole(json: unknown): ProviderAnswer {
    const j = json as {
      choices?: Array<{ message?: { content?: unknown }; finish_reason?: string }>;
      usage?: { prompt_tokens?: number; completion_tokens?: number };
      model?: string;
      error?: { message?: string };
    };
    if (j?.error) throw new LlmError('server', `${this.label()}: ${j.error.message ?? 'error in answer'}`, { retryable: true });
    const choice = j?.choices?.[0];
    const content = choice?.message?.content;
    if (typeof content !== 'string') throw new LlmError('bad_response', `${this.label()}: the answer has no text content`, { retryable: true });
    return {
      text: content,
      finishReason: choice?.finish_reason ?? undefined,
      inputTokens: numberOr(j.usage?.prompt_tokens),
      outputTokens: numberOr(j.usage?.completion_tokens),
      model: typeof j.model === 'string' ? j.model : undefined,
    };
  }

  protected async readStream(events: AsyncIterable<SseEvent>, emit: (text: string) => void): Promise<ProviderAnswer> {
    let text = '';
    let finishReason: string | undefined;
    let done = false;
    let inputTokens: number | undefined;
    let outputTokens: number | undefined;
    let model: string | undefined;
    for await (const ev of events) {
      if (ev.data.trim() === '[DONE]') {
        done = true;
        break;
      }
      const j = parseEventJson(ev, this.label()) as {
        choices?: Array<{ delta?: { content?: unknown }; finish_reason?: string | null }>;
        usage?: { prompt_tokens?: number; completion_tokens?: number } | null;
        model?: string;
        error?: { message?: string };
      };
      if (j.error) throw new LlmError('server', `${this.label()}: ${j.error.message ?? 'error in stream'}`, { retryable: true });
      if (typeof j.model === 'string') model = j.model;
      if (j.usage) {
        inputTokens = numberOr(j.usage.prompt_tokens) ?? inputTokens;
        outputTokens = numberOr(j.usage.completion_tokens) ?? outputTokens;
      }
      const choice = j.choices?.[0];
      const piece = choice?.delta?.content;
      if (typeof piece === 'string' && piece) {
        text += piece;
        emit(piece);
      }
      if (choice?.finish_reason) finishReason = choice.finish_reason;
    }
    // Some servers end without [DONE] but did send a finish reason: that is complete.
    if (!done && !finishReason)
      throw new LlmError('truncated', `${this.label()}: the stream ended before the answer was complete (${text.length} characters received)`, {
        retryable: true,
      });
    return { text, finishReason, inputTokens, outputTokens, model };
  }
}

function numberOr(v: unknown): number | undefined {
  return typeof v === 'number' && Number.isFinite(v) ? v : undefined;
}
