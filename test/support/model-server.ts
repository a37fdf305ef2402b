/**
 * A real local HTTP model server for tests: listens on 127.0.0.1 with an ephemeral
 * port, speaks OpenAI chat completions (`POST /v1/chat/completions`) and Anthropic
 * messages (`POST /v1/messages`), whole or streamed (SSE), and replays scripted
 * answers. It can also answer 429 (with Retry-After), 500, hang until the client
 * aborts, cut a stream short, and send malformed JSON. Every request is recorded.
 *
 * Replies come from the queue given to `script()` first, then from the handler.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type Protocol = 'openai' | 'anthropic';

export type Reply =
  /** A normal answer. `chunks` = number of stream pieces (default: ~20 characters each). */
  | {
      kind: 'text';
      text: string;
      usage?: { input: number; output: number };
      noUsage?: boolean;
      finishReason?: string;
      chunkDelayMs?: number;
      noDoneMarker?: boolean;
    }
  /** An HTTP error status with an optional Retry-After header (seconds or date) and body. */
  | { kind: 'status'; status: number; retryAfter?: string; retryAfterMs?: string; body?: string }
  /** Headers (and, when streamed, the first chunk) are never followed by more: waits until the client goes away. */
  | { kind: 'hang'; afterText?: string }
  /** Streams: part of the text, then the connection ends without the end marker. Whole answers: half a JSON body. */
  | { kind: 'truncate'; text: string }
  /** 200 with a body (or stream event) that is not JSON. */
  | { kind: 'malformed' }
  /** A protocol-level error event in the middle of a stream (Anthropic `error`, OpenAI `{error}`). */
  | { kind: 'stream-error'; message: string; type?: string };

export interface RecordedRequest {
  protocol: Protocol;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Record<string, unknown>;
  stream: boolean;
  /** Messages in OpenAI shape (Anthropic `system` first as a system message). */
  messages: Array<{ role: string; content: string }>;
  system: string;
  lastUser: string;
  /** Set when the client went away before the answer was complete. */
  aborted: boolean;
}

export type Handler = (req: RecordedRequest) => Reply | Promise<Reply>;

export class ModelServer {
  readonly requests: RecordedRequest[] = [];
  private queue: Reply[] = [];
  private handler: Handler;
  private readonly sockets = new Set<import('node:net').Socket>();
  private constructor(
    private readonly server: http.Server,
    readonly url: string,
    handler: Handler,
  ) {
    this.handler = handler;
  }

  /** Base URL for OpenAI-compatible clients (includes `/v1`). */
  get openaiBaseUrl(): string {
    return `${this.url}/v1`;
  }

  /** Base URL for Anthropic clients (the client adds `/v1/messages`). */
  get anthropicBaseUrl(): string {
    return this.url;
  }

  static async start(handler: Handler = () => ({ kind: 'text', text: 'ok' })): Promise<ModelServer> {
    let self!: ModelServer;
    const server = http.createServer((req, res) => void self.handle(req, res));
    server.on('connection', (s) => {
      self.sockets.add(s);
      s.on('close', () => self.sockets.delete(s));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    self = new ModelServer(server, `http://127.0.0.1:${port}`, handler);
    return self;
  }

  /** Queue replies used (in order) before the handler. */
  script(...replies: Reply[]): this {
    this.queue.push(...replies);
    return this;
  }

  setHandler(handler: Handler): this {
    this.handler = handler;
    return this;
  }

  /** Requests that reached the server (each HTTP attempt counts). */
  get count(): number {
    return this.requests.length;
  }

  reset(): void {
    this.requests.length = 0;
    this.queue = [];
  }

  async close(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const url = req.url ?? '';
    const protocol: Protocol | undefined = /\/chat\/completions$/.test(url) ? 'openai' : /\/v1\/messages$/.test(url) ? 'anthropic' : undefined;
    if (req.method !== 'POST' || !protocol) {
      res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: `no route ${req.method} ${url}` } }));
      return;
    }
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
    } catch {
      res.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'request body is not JSON' } }));
      return;
    }
    const rawMessages = (body.messages as Array<{ role: string; content: string }>) ?? [];
    const system =
      protocol === 'anthropic'
        ? String(body.system ?? '')
        : rawMessages
            .filter((m) => m.role === 'system')
            .map((m) => m.content)
            .join('\n\n');
    const messages = protocol === 'anthropic' && system ? [{ role: 'system', content: system }, ...rawMessages] : rawMessages;
    const users = messages.filter((m) => m.role === 'user');
    const rec: RecordedRequest = {
      protocol,
      path: url,
      headers: req.headers,
      body,
      stream: body.stream === true,
      messages,
      system,
      lastUser: users[users.length - 1]?.content ?? '',
      aborted: false,
    };
    this.requests.push(rec);
    res.on('close', () => {
      if (!res.writableFinished) rec.aborted = true;
    });
    const reply = this.queue.length ? this.queue.shift()! : await this.handler(rec);
    await this.respond(rec, reply, res);
  }

  private async respond(rec: RecordedRequest, reply: Reply, res: http.ServerResponse): Promise<void> {
    const model = String(rec.body.model ?? 'scripted');
    switch (reply.kind) {
      case 'status': {
        const headers: Record<string, string> = { 'content-type': 'application/json' };
        if (reply.retryAfter !== undefined) headers['retry-after'] = reply.retryAfter;
        if (reply.retryAfterMs !== undefined) headers['retry-after-ms'] = reply.retryAfterMs;
        const body =
          reply.body ??
          (rec.protocol === 'anthropic'
            ? JSON.stringify({ type: 'error', error: { type: reply.status === 429 ? 'rate_limit_error' : 'api_error', message: `scripted ${reply.status}` } })
            : JSON.stringify({ error: { message: `scripted ${reply.status}` } }));
        res.writeHead(reply.status, headers).end(body);
        return;
      }
      case 'hang': {
        if (rec.stream) {
          res.writeHead(200, { 'content-type': 'text/event-stream' });
          if (reply.afterText) res.write(firstChunk(rec.protocol, model, reply.afterText));
        }
        // Never answer; the client's abort (or close()) ends it.
        await new Promise<void>((resolve) => res.on('close', resolve));
        return;
      }
      case 'malformed': {
        if (rec.stream) {
          res.writeHead(200, { 'content-type': 'text/event-stream' });
          res.end('data: {"choices": [ {"delta": {"content": "unterminated\n\n');
        } else {
          res.writeHead(200, { 'content-type': 'application/json' }).end('{"choices": [ {"message": {"content": "oops"');
        }
        return;
      }
      case 'truncate': {
        if (rec.stream) {
          res.writeHead(200, { 'content-type': 'text/event-stream' });
          if (rec.protocol === 'anthropic')
            res.write(sse('message_start', { type: 'message_start', message: { model, usage: { input_tokens: 10, output_tokens: 0 } } }));
          for (const piece of split(reply.text)) res.write(deltaEvent(rec.protocol, model, piece));
          res.end();
        } else {
          const full = wholeBody(rec.protocol, model, reply.text, { input: 10, output: 10 }, 'stop');
          res.writeHead(200, { 'content-type': 'application/json' });
          res.write(full.slice(0, Math.floor(full.length / 2)));
          res.destroy();
        }
        return;
      }
      case 'stream-error': {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        if (rec.protocol === 'anthropic') {
          res.write(sse('message_start', { type: 'message_start', message: { model, usage: { input_tokens: 10, output_tokens: 0 } } }));
          res.end(sse('error', { type: 'error', error: { type: reply.type ?? 'overloaded_error', message: reply.message } }));
        } else {
          res.end(`data: ${JSON.stringify({ error: { message: reply.message } })}\n\n`);
        }
        return;
      }
      case 'text': {
        const usage = reply.noUsage
          ? undefined
          : (reply.usage ?? { input: approxTokens(rec.messages.map((m) => m.content).join('\n')), output: approxTokens(reply.text) });
        const finish = reply.finishReason ?? (rec.protocol === 'anthropic' ? 'end_turn' : 'stop');
        if (!rec.stream) {
          res.writeHead(200, { 'content-type': 'application/json' }).end(wholeBody(rec.protocol, model, reply.text, usage, finish));
          return;
        }
        res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
        if (rec.protocol === 'anthropic') {
          res.write(
            sse('message_start', {
              type: 'message_start',
              message: { id: 'msg_test', model, role: 'assistant', content: [], ...(usage ? { usage: { input_tokens: usage.input, output_tokens: 1 } } : {}) },
            }),
          );
          res.write(sse('content_block_start', { type: 'content_block_start', index: 0, content_block: { type: 'text', text: '' } }));
          res.write(': keep-alive comment\n\n');
          res.write(sse('ping', { type: 'ping' }));
        }
        for (const piece of split(reply.text)) {
          res.write(deltaEvent(rec.protocol, model, piece));
          if (reply.chunkDelayMs) await new Promise((r) => setTimeout(r, reply.chunkDelayMs));
        }
        if (rec.protocol === 'anthropic') {
          res.write(sse('content_block_stop', { type: 'content_block_stop', index: 0 }));
          res.write(
            sse('message_delta', { type: 'message_delta', delta: { stop_reason: finish }, ...(usage ? { usage: { output_tokens: usage.output } } : {}) }),
          );
          res.end(sse('message_stop', { type: 'message_stop' }));
        } else {
          res.write(
            `data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', model, choices: [{ index: 0, delta: {}, finish_reason: finish }] })}\n\n`,
          );
          if (usage)
            res.write(
              `data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', model, choices: [], usage: { prompt_tokens: usage.input, completion_tokens: usage.output } })}\n\n`,
            );
          res.end(reply.noDoneMarker ? '' : 'data: [DONE]\n\n');
        }
        return;
      }
    }
  }
}

function sse(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

function deltaEvent(protocol: Protocol, model: string, piece: string): string {
  if (protocol === 'anthropic') return sse('content_block_delta', { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: piece } });
  return `data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', model, choices: [{ index: 0, delta: { content: piece }, finish_reason: null }] })}\n\n`;
}

function firstChunk(protocol: Protocol, model: string, text: string): string {
  if (protocol === 'anthropic')
    return (
      sse('message_start', { type: 'message_start', message: { model, usage: { input_tokens: 1, output_tokens: 0 } } }) + deltaEvent(protocol, model, text)
    );
  return deltaEvent(protocol, model, text);
}

function wholeBody(protocol: Protocol, model: string, text: string, usage: { input: number; output: number } | undefined, finish: string): string {
  if (protocol === 'anthropic')
    return JSON.stringify({
      id: 'msg_test',
      type: 'message',
      role: 'assistant',
      model,
      content: [{ type: 'text', text }],
      stop_reason: finish,
      ...(usage ? { usage: { input_tokens: usage.input, output_tokens: usage.output } } : {}),
    });
  return JSON.stringify({
    id: 'c1',
    object: 'chat.completion',
    model,
    choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: finish }],
    ...(usage ? { usage: { prompt_tokens: usage.input, completion_tokens: usage.output, total_tokens: usage.input + usage.output } } : {}),
  });
}

/** Pieces of about 20 characters (never splitting a surrogate pair). */
function split(text: string): string[] {
  const out: string[] = [];
  const chars = Array.from(text);
  for (let i = 0; i < chars.length; i += 20) out.push(chars.slice(i, i + 20).join(''));
  return out.length ? out : [''];
}

/** The server's own usage numbers: about 4 characters per token (CJK 1 per character). */
export function approxTokens(text: string): number {
  const cjk = text.match(/[\u3400-\u9fff]/g)?.length ?? 0;
  return Math.max(1, Math.ceil(cjk + (text.length - cjk) / 4));
}
