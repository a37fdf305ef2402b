/**
 * Anthropic Messages API (`POST {baseUrl}/v1/messages`, `anthropic-version:
 * 2023-06-01`). System messages go to the top-level `system` field; consecutive
 * messages of the same role are merged, as the API requires alternation. Streams with
 * the documented SSE events (message_start … content_block_delta … message_stop); a
 * stream without `message_stop` is truncated.
 */
import { LlmError } from './errors.ts';
import { checkBaseUrl, joinUrl } from './http.ts';
import { HttpChatModel, parseEventJson, type HttpModelOptions, type ProviderAnswer } from './http-model.ts';
import type { SseEvent } from './sse.ts';
import type { ChatRequest } from './types.ts';

export const ANTHROPIC_DEFAULT_BASE_URL = 'https://api.anthropic.com';
export const ANTHROPIC_VERSION = '2023-06-01';
/** The API requires max_tokens; used when a request gives none. */
export const ANTHROPIC_DEFAULT_MAX_TOKENS = 4096;

export class AnthropicChatModel extends HttpChatModel {
  readonly provider = 'anthropic' as const;

  constructor(opts: Omit<HttpModelOptions, 'baseUrl'> & { baseUrl?: string }) {
    super({ ...opts, baseUrl: checkBaseUrl(opts.baseUrl ?? ANTHROPIC_DEFAULT_BASE_URL, 'anthropic') });
    if (!opts.model) throw new LlmError('config', 'anthropic: no model name (use --model)');
    if (!opts.apiKey) throw new LlmError('config', 'anthropic: no API key (set LUBAN_API_KEY or ANTHROPIC_API_KEY)');
  }

  protected label(): string {
    return `anthropic ${this.model}`;
  }

  protected buildRequest(request: ChatRequest, stream: boolean) {
    const system = request.messages.filter((m) => m.role === 'system').map((m) => m.content);
    const turns: Array<{ role: 'user' | 'assistant'; content: string }> = [];
    for (const m of request.messages) {
      if (m.role === 'system') continue;
      const last = turns[turns.length - 1];
      if (last && last.role === m.role) last.content += '\n\n' + m.content;
      else turns.push({ role: m.role, content: m.content });
    }
    if (!turns.length || turns[0].role !== 'user') turns.unshift({ role: 'user', content: '(continue)' });
    const body: Record<string, unknown> = {
      model: this.model,
      max_tokens: request.maxTokens ?? ANTHROPIC_DEFAULT_MAX_TOKENS,
      messages: turns,
    };
    if (system.length) body.system = system.join('\n\n');
    if (request.temperature !== undefined) body.temperature = request.temperature;
    if (request.replySchema && !this.schemaRefused) {
      // Anthropic's structured output is a forced tool call whose input is the reply.
      const { name, schema } = request.replySchema;
      body.tools = [{ name, description: 'Give your reply as this tool call.', input_schema: schema }];
      body.tool_choice = { type: 'tool', name };
    }
    if (stream) body.stream = true;
    const headers: Record<string, string> = { 'x-api-key': this.apiKey ?? '', 'anthropic-version': ANTHROPIC_VERSION };
    if (stream) headers.accept = 'text/event-stream';
    return { url: joinUrl(this.baseUrl, 'v1/messages'), headers, body };
  }

  protected readWhole(json: unknown): ProviderAnswer {
    const j = json as {
      type?: string;
      content?: Array<{ type?: string; text?: unknown; input?: unknown }>;
      stop_reason?: string;
      usage?: { input_tokens?: number; output_tokens?: number };
      model?: string;
      error?: { type?: string; message?: string };
    };
    if (j?.type === 'error' || j?.error) throw streamError(this.label(), j.error);
    if (!Array.isArray(j?.content)) throw new LlmError('bad_response', `${this.label()}: the answer has no content`, { retryable: true });
    const tool = j.content.find((b) => b?.type === 'tool_use' && b.input && typeof b.input === 'object');
    const text = tool
      ? JSON.stringify(tool.input)
      : j.content
          .filter((b) => b?.type === 'text' && typeof b.text === 'string')
          .map((b) => b.text as string)
          .join('');
    return {
      text,
      finishReason: j.stop_reason,
      inputTokens: num(j.usage?.input_tokens),
      outputTokens: num(j.usage?.output_tokens),
      model: typeof j.model === 'string' ? j.model : undefined,
    };
  }

  protected async readStream(events: AsyncIterable<SseEvent>, emit: (text: string) => void): Promise<ProviderAnswer> {
    let text = '';
    let stopped = false;
    let finishReason: string | undefined;
    let inputTokens: number | undefined;
    let outputTokens: number | undefined;
    let model: string | undefined;
    for await (const ev of events) {
      const j = parseEventJson(ev, this.label()) as {
        type?: string;
        message?: { model?: string; usage?: { input_tokens?: number; output_tokens?: number } };
        delta?: { type?: string; text?: unknown; partial_json?: unknown; stop_reason?: string };
        usage?: { input_tokens?: number; output_tokens?: number };
        error?: { type?: string; message?: string };
      };
      const type = j.type ?? ev.event;
      if (type === 'error') throw streamError(this.label(), j.error);
      if (type === 'message_start') {
        model = j.message?.model ?? model;
        inputTokens = num(j.message?.usage?.input_tokens) ?? inputTokens;
        outputTokens = num(j.message?.usage?.output_tokens) ?? outputTokens;
      } else if (type === 'content_block_delta') {
        if (j.delta?.type === 'text_delta' && typeof j.delta.text === 'string' && j.delta.text) {
          text += j.delta.text;
          emit(j.delta.text);
        } else if (j.delta?.type === 'input_json_delta' && typeof j.delta.partial_json === 'string' && j.delta.partial_json) {
          // A forced tool call (docs/features.md C10): its input is the reply, streamed as JSON text.
          text += j.delta.partial_json;
          emit(j.delta.partial_json);
        }
      } else if (type === 'message_delta') {
        if (j.delta?.stop_reason) finishReason = j.delta.stop_reason;
        outputTokens = num(j.usage?.output_tokens) ?? outputTokens;
        inputTokens = num(j.usage?.input_tokens) ?? inputTokens;
      } else if (type === 'message_stop') {
        stopped = true;
        break;
      }
    }
    if (!stopped)
      throw new LlmError('truncated', `${this.label()}: the stream ended before message_stop (${text.length} characters received)`, { retryable: true });
    return { text, finishReason, inputTokens, outputTokens, model };
  }
}

function streamError(label: string, error: { type?: string; message?: string } | undefined): LlmError {
  const type = error?.type ?? 'error';
  const msg = `${label}: ${type}${error?.message ? ` — ${error.message}` : ''}`;
  if (type === 'overloaded_error' || type === 'api_error') return new LlmError('server', msg, { retryable: true });
  if (type === 'rate_limit_error') return new LlmError('rate_limit', msg, { retryable: true });
  if (type === 'authentication_error' || type === 'permission_error') return new LlmError('auth', msg);
  return new LlmError('request', msg);
}

function num(v: unknown): number | undefined {
  return typeof v === 'number' && Number.isFinite(v) ? v : undefined;
}
