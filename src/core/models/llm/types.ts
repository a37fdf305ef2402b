/**
 * The `ChatModel` seam (DESIGN "Seams"): one chat request, answered whole or as a
 * stream, always cancellable through an AbortSignal. Implementations live at the
 * edges: OpenAI-compatible HTTP and Anthropic HTTP here, `vscode.lm` in the
 * extension, and in tests a scripted model behind a real local HTTP server.
 *
 * A request carries the whole context: a judge gets a fresh context every time
 * because nothing is kept between calls.
 */

export type ChatRole = 'system' | 'user' | 'assistant';

export interface ChatMessage {
  role: ChatRole;
  content: string;
}

export interface ChatRequest {
  messages: ChatMessage[];
  /** Upper bound on generated tokens. */
  maxTokens?: number;
  temperature?: number;
  /** Cancels the request (and any retry wait). */
  signal?: AbortSignal;
  /** Called with each piece of text as it arrives (streaming requests). */
  onDelta?: (text: string) => void;
  /**
   * Asked before every retry of this request; false ends the call with a `budget`
   * error instead of sending it (docs/features.md C9: the budget counts HTTP requests, retries
   * included). The first attempt is the caller's to admit.
   */
  admitRetry?: () => boolean;
  /**
   * The JSON schema the reply must follow (docs/features.md C10). Endpoints that support it are asked
   * to constrain the reply natively (OpenAI-compatible `response_format`, Anthropic tool
   * use); others get only the instructions in the prompt. The caller validates either way.
   */
  replySchema?: ReplySchema;
}

export interface ReplySchema {
  /** `[A-Za-z0-9_-]{1,64}`: the schema's (or tool's) name. */
  name: string;
  schema: object;
}

export interface ChatUsage {
  inputTokens: number;
  outputTokens: number;
  /** True when the provider did not report usage and the numbers are estimates. */
  estimated?: boolean;
}

export interface ChatResponse {
  text: string;
  usage: ChatUsage;
  /** The model name the provider reports (or the requested one). */
  model: string;
  /** Provider's stop reason (`stop`, `end_turn`, `length`, `max_tokens`…), when given. */
  finishReason?: string;
  /** How many HTTP attempts it took (1 = no retry). */
  attempts: number;
  /** Input tokens the failed attempts before the answer sent (estimated), 0 without retries. */
  retriedInputTokens?: number;
}

export type ChatStreamEvent = { type: 'delta'; text: string } | { type: 'done'; response: ChatResponse };

export type ProviderName = 'openai' | 'anthropic' | 'vscode';

export interface ChatModel {
  readonly provider: ProviderName;
  readonly model: string;
  /**
   * A stable identity for caches: provider, endpoint and model. Two models with the
   * same id are expected to answer the same prompts alike.
   */
  readonly id: string;
  /** One request, answered whole (implementations may stream underneath). */
  complete(request: ChatRequest): Promise<ChatResponse>;
  /** The same request as a stream of text pieces, ending with the whole response. */
  stream(request: ChatRequest): AsyncIterable<ChatStreamEvent>;
}
