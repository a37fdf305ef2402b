/**
 * A real local model behind a real OpenAI-compatible endpoint, for the real-model suite
 * (`npm run test:model`): `POST /v1/chat/completions` on 127.0.0.1 (ephemeral port),
 * whole or streamed (SSE, with `usage` in the last chunk when `stream_options.include_usage`
 * asks for it, as OpenAI does), answered by node-llama-cpp over a GGUF file on the CPU.
 *
 * - `response_format: {type: "json_schema"}` is honoured by grammar (node-llama-cpp's
 *   JSON-schema grammar); a schema the grammar cannot express is refused with 400, as
 *   strict servers do, so the client's fallback (instructions only) is what runs then.
 * - A prompt that does not fit the context is refused with 400 (`context_length_exceeded`),
 *   never silently shortened.
 * - Requests are answered one at a time (one context sequence, cleared before each request,
 *   so every request is a fresh context). Sampling follows the request: its temperature
 *   (0, greedy, when it names none) and its seed (a fresh one when it names none, as hosted
 *   endpoints do), so re-judging unchanged text varies as it would against a real endpoint.
 *   Every request is recorded with the tokens it used, so a test can compare what the
 *   client counted with what the server did.
 *
 * node-llama-cpp is not a dependency of Luban: it is installed by `test/model/setup.ts`
 * into a cache outside the repository and loaded from there (`runtimeDir`). The few parts
 * of its API used here are typed below.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

// ——— The part of node-llama-cpp's API this server uses ———
interface TokenCounts {
  usedInputTokens: number;
  usedOutputTokens: number;
}
interface LlamaGrammar {
  readonly __grammar?: never;
}
interface LlamaModel {
  tokenize(text: string): readonly number[];
  createContext(opts: { contextSize: number; threads: number; sequences: number; batchSize?: number; flashAttention?: boolean }): Promise<LlamaContext>;
  dispose(): Promise<void>;
}
interface LlamaContext {
  readonly contextSize: number;
  getSequence(): LlamaContextSequence;
  dispose(): Promise<void>;
}
interface LlamaContextSequence {
  readonly tokenMeter: { getState(): TokenCounts; diff(state: TokenCounts): TokenCounts };
  clearHistory(): Promise<void>;
}
type HistoryItem = { type: 'system'; text: string } | { type: 'user'; text: string } | { type: 'model'; response: string[] };
interface LlamaChat {
  generateResponse(
    history: HistoryItem[],
    opts: {
      maxTokens: number;
      temperature: number;
      seed: number;
      grammar?: LlamaGrammar;
      onTextChunk?: (text: string) => void;
      signal?: AbortSignal;
      stopOnAbortSignal?: boolean;
    },
  ): Promise<{ response: string; metadata: { stopReason: string } }>;
}
interface Llama {
  loadModel(opts: { modelPath: string }): Promise<LlamaModel>;
  createGrammarForJsonSchema(schema: object): Promise<LlamaGrammar>;
  dispose(): Promise<void>;
}
interface NodeLlamaCpp {
  getLlama(opts: { gpu: false; build: 'never'; logLevel: 'error' | 'warn'; maxThreads: number }): Promise<Llama>;
  LlamaChat: new (opts: { contextSequence: LlamaContextSequence }) => LlamaChat;
}

export interface LocalModelOptions {
  /** The .gguf file. */
  modelPath: string;
  /** The folder whose node_modules holds node-llama-cpp. */
  runtimeDir: string;
  /** Context size in tokens (prompt + reply). */
  contextSize?: number;
  /** CPU threads (CI has 2 cores). */
  threads?: number;
  /** Upper bound on generated tokens, whatever the request asks (keeps the suite's time bounded). */
  maxTokensCap?: number;
  /** The name reported as `model`. */
  modelName?: string;
  /** Refuse every `response_format` JSON schema with 400, as endpoints without structured output do (the client's instructions-only fallback then runs). */
  refuseSchemas?: boolean;
}

/** One request as the server answered it. */
export interface ServedRequest {
  stream: boolean;
  /** `grammar`: answered under the reply schema; `refused`: 400, the grammar cannot express it; `none`: no schema asked. */
  schema: 'grammar' | 'refused' | 'none';
  /** HTTP status sent (0 while it is being answered; 499: the client went away first, nothing more was sent). */
  status: number;
  promptTokens: number;
  completionTokens: number;
  finishReason?: 'stop' | 'length';
  maxTokens: number;
  /** Sampling as answered: the request's temperature (0 when it names none) and seed (a fresh one when it names none, as hosted endpoints do). */
  temperature: number;
  seed: number;
  text: string;
  ms: number;
  /** What a refused or failed request was told. */
  error?: string;
}

interface ChatBody {
  messages?: Array<{ role?: unknown; content?: unknown }>;
  max_tokens?: unknown;
  max_completion_tokens?: unknown;
  temperature?: unknown;
  seed?: unknown;
  stream?: unknown;
  stream_options?: { include_usage?: unknown };
  response_format?: { type?: unknown; json_schema?: { schema?: unknown } };
}

class HttpRefusal extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}

export class LocalModelServer {
  readonly served: ServedRequest[] = [];
  /** Refuse JSON schemas from now on (or not): `LocalModelOptions.refuseSchemas`, switchable between runs. */
  refuseSchemas = false;
  private queue: Promise<unknown> = Promise.resolve();
  private readonly grammars = new Map<string, Promise<LlamaGrammar>>();
  private readonly sockets = new Set<import('node:net').Socket>();

  private constructor(
    private readonly server: http.Server,
    readonly url: string,
    private readonly llama: Llama,
    private readonly model: LlamaModel,
    private readonly context: LlamaContext,
    private readonly sequence: LlamaContextSequence,
    private readonly chat: LlamaChat,
    private readonly opts: Required<LocalModelOptions>,
  ) {}

  /** Base URL for OpenAI-compatible clients (includes `/v1`). */
  get openaiBaseUrl(): string {
    return `${this.url}/v1`;
  }

  get modelName(): string {
    return this.opts.modelName;
  }

  /** What the server counted over the requests it answered with 200. */
  get usage(): { calls: number; inputTokens: number; outputTokens: number } {
    const ok = this.served.filter((s) => s.status === 200);
    return {
      calls: this.served.length,
      inputTokens: ok.reduce((n, s) => n + s.promptTokens, 0),
      outputTokens: ok.reduce((n, s) => n + s.completionTokens, 0),
    };
  }

  static async start(options: LocalModelOptions): Promise<LocalModelServer> {
    const opts: Required<LocalModelOptions> = {
      contextSize: 8192,
      threads: 2,
      maxTokensCap: 256,
      refuseSchemas: false,
      modelName: path.basename(options.modelPath, '.gguf'),
      ...options,
    };
    const entry = path.join(opts.runtimeDir, 'node_modules', 'node-llama-cpp', 'dist', 'index.js');
    const lib = (await import(pathToFileURL(entry).href)) as NodeLlamaCpp;
    const llama = await lib.getLlama({ gpu: false, build: 'never', logLevel: 'error', maxThreads: opts.threads });
    const model = await llama.loadModel({ modelPath: opts.modelPath });
    // Flash attention: a 4k-token prompt is read in 76 s instead of 91 s on one thread here.
    const context = await model.createContext({ contextSize: opts.contextSize, threads: opts.threads, sequences: 1, batchSize: 512, flashAttention: true });
    const sequence = context.getSequence();
    const chat = new lib.LlamaChat({ contextSequence: sequence });
    let self!: LocalModelServer;
    const server = http.createServer((req, res) => void self.handle(req, res));
    server.on('connection', (s) => {
      self.sockets.add(s);
      s.on('close', () => self.sockets.delete(s));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    self = new LocalModelServer(server, `http://127.0.0.1:${port}`, llama, model, context, sequence, chat, opts);
    self.refuseSchemas = opts.refuseSchemas;
    return self;
  }

  async close(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
    await this.queue.catch(() => undefined);
    await this.context.dispose();
    await this.model.dispose();
    await this.llama.dispose();
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    if (req.method !== 'POST' || !/\/v1\/chat\/completions$/.test(req.url ?? '')) {
      sendError(res, 404, `no route ${req.method} ${req.url}`, 'not_found');
      return;
    }
    let body: ChatBody;
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as ChatBody;
    } catch {
      sendError(res, 400, 'request body is not JSON', 'invalid_request_error');
      return;
    }
    // One at a time: the model has one context sequence.
    const turn = this.queue.then(() => this.answer(body, res));
    this.queue = turn.catch(() => undefined);
    await turn.catch(() => undefined);
  }

  private async answer(body: ChatBody, res: http.ServerResponse): Promise<void> {
    const started = Date.now();
    // A client that went away (its time limit, a cancel) stops the generation, as real servers do.
    const gone = new AbortController();
    res.on('close', () => {
      if (!res.writableFinished) gone.abort();
    });
    const stream = body.stream === true;
    const schemaObj = body.response_format?.type === 'json_schema' ? body.response_format.json_schema?.schema : undefined;
    const requested = Number(body.max_tokens ?? body.max_completion_tokens ?? this.opts.maxTokensCap);
    const maxTokens = Math.max(1, Math.min(Number.isFinite(requested) ? requested : this.opts.maxTokensCap, this.opts.maxTokensCap));
    const temperature = typeof body.temperature === 'number' && body.temperature >= 0 ? body.temperature : 0;
    const seed = typeof body.seed === 'number' && Number.isInteger(body.seed) ? body.seed : Math.floor(Math.random() * 2 ** 31);
    const record: ServedRequest = {
      stream,
      schema: schemaObj && typeof schemaObj === 'object' ? 'grammar' : 'none',
      status: 0,
      promptTokens: 0,
      completionTokens: 0,
      maxTokens,
      temperature,
      seed,
      text: '',
      ms: 0,
    };
    this.served.push(record);
    try {
      if (gone.signal.aborted) throw new HttpRefusal(499, 'the client went away before its turn', 'client_closed');
      const history = toHistory(body.messages);
      const promptTokens = this.promptTokensOf(history);
      if (promptTokens + maxTokens > this.context.contextSize)
        throw new HttpRefusal(
          400,
          `This model's maximum context length is ${this.context.contextSize} tokens; the messages use ${promptTokens} and the reply may use ${maxTokens}.`,
          'context_length_exceeded',
        );
      let grammar: LlamaGrammar | undefined;
      if (record.schema === 'grammar' && this.refuseSchemas) {
        record.schema = 'refused';
        throw new HttpRefusal(400, "response_format: 'json_schema' is not supported by this endpoint", 'invalid_request_error');
      }
      if (record.schema === 'grammar') {
        try {
          grammar = await this.grammarFor(schemaObj as object);
        } catch (e) {
          record.schema = 'refused';
          throw new HttpRefusal(400, `response_format: the JSON schema is not supported (${(e as Error).message.slice(0, 200)})`, 'invalid_request_error');
        }
      }
      await this.sequence.clearHistory();
      const s0 = this.sequence.tokenMeter.getState();
      const before = { usedInputTokens: s0.usedInputTokens, usedOutputTokens: s0.usedOutputTokens };
      const id = `chatcmpl-local-${this.served.length}`;
      // Headers go with the first piece: a CPU model spends minutes on a long prompt first,
      // and a client's idle timer between stream chunks must not run during that.
      const open = () => {
        if (!res.headersSent) res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      };
      const reply = await this.chat.generateResponse([...history, { type: 'model', response: [] }], {
        maxTokens,
        temperature,
        seed,
        signal: gone.signal,
        stopOnAbortSignal: true,
        ...(grammar ? { grammar } : {}),
        ...(stream ? { onTextChunk: (piece: string) => (open(), void res.write(chunk(id, this.opts.modelName, { content: piece }, null))) } : {}),
      });
      const used = this.sequence.tokenMeter.diff(before);
      record.promptTokens = used.usedInputTokens;
      record.completionTokens = used.usedOutputTokens;
      record.finishReason = reply.metadata.stopReason === 'maxTokens' ? 'length' : 'stop';
      record.text = reply.response;
      record.ms = Date.now() - started;
      if (gone.signal.aborted) {
        record.status = 499;
        return;
      }
      record.status = 200;
      const usage = {
        prompt_tokens: record.promptTokens,
        completion_tokens: record.completionTokens,
        total_tokens: record.promptTokens + record.completionTokens,
      };
      if (!stream) {
        res.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            id,
            object: 'chat.completion',
            created: Math.floor(started / 1000),
            model: this.opts.modelName,
            choices: [{ index: 0, message: { role: 'assistant', content: reply.response }, finish_reason: record.finishReason }],
            usage,
          }),
        );
        return;
      }
      open();
      res.write(chunk(id, this.opts.modelName, {}, record.finishReason));
      if (body.stream_options?.include_usage === true)
        res.write(`data: ${JSON.stringify({ id, object: 'chat.completion.chunk', model: this.opts.modelName, choices: [], usage })}\n\n`);
      res.end('data: [DONE]\n\n');
    } catch (e) {
      record.ms = Date.now() - started;
      record.error = (e as Error).message;
      if (e instanceof HttpRefusal) {
        record.status = e.status;
        sendError(res, e.status, e.message, e.code);
        return;
      }
      record.status = 500;
      if (res.headersSent) res.end(`data: ${JSON.stringify({ error: { message: (e as Error).message } })}\n\n`);
      else sendError(res, 500, (e as Error).message, 'server_error');
    }
  }

  /** The tokens of the messages' texts plus a few per message for the template's markers. */
  private promptTokensOf(history: HistoryItem[]): number {
    return history.reduce((n, h) => n + 8 + (h.type === 'model' ? 0 : this.model.tokenize(h.text).length), 0);
  }

  private grammarFor(schema: object): Promise<LlamaGrammar> {
    const key = JSON.stringify(schema);
    let g = this.grammars.get(key);
    if (!g) {
      g = this.llama.createGrammarForJsonSchema(schema);
      this.grammars.set(key, g);
      g.catch(() => this.grammars.delete(key));
    }
    return g;
  }
}

function toHistory(messages: ChatBody['messages']): HistoryItem[] {
  if (!Array.isArray(messages) || messages.length === 0) throw new HttpRefusal(400, 'messages: at least one message is required', 'invalid_request_error');
  const out: HistoryItem[] = [];
  for (const m of messages) {
    const text = typeof m.content === 'string' ? m.content : '';
    if (m.role === 'system') out.push({ type: 'system', text });
    else if (m.role === 'user') out.push({ type: 'user', text });
    else if (m.role === 'assistant') out.push({ type: 'model', response: [text] });
    else throw new HttpRefusal(400, `messages: unknown role ${JSON.stringify(m.role)}`, 'invalid_request_error');
  }
  return out;
}

function chunk(id: string, model: string, delta: { content?: string }, finish: string | null): string {
  return `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
}

function sendError(res: http.ServerResponse, status: number, message: string, code: string): void {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message, type: 'invalid_request_error', code } }));
}
