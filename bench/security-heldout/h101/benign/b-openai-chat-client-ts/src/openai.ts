const BASE = 'https://api.openai.com/v1';

export type Message = { role: 'system' | 'user' | 'assistant'; content: string };
type Opts = { model?: string; temperature?: number; timeoutMs?: number };

function key(): string {
  const k = process.env.OPENAI_API_KEY;
  if (!k) throw new Error('OPENAI_API_KEY is not set');
  return k;
}

async function post(path: string, body: unknown, timeoutMs: number, attempt = 0): Promise<Response> {
  const res = await fetch(`${BASE}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key()}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (res.status === 429 && attempt < 3) {
    const wait = Number(res.headers.get('retry-after') ?? 2 ** attempt) * 1000;
    await new Promise((r) => setTimeout(r, wait));
    return post(path, body, timeoutMs, attempt + 1);
  }
  if (!res.ok) throw new Error(`OpenAI ${res.status}: ${await res.text()}`);
  return res;
}

export async function chat(messages: Message[], o: Opts = {}): Promise<string> {
  const res = await post('/chat/completions', {
    model: o.model ?? 'gpt-4o-mini',
    temperature: o.temperature ?? 0.2,
    messages,
  }, o.timeoutMs ?? 60_000);
  const json = (await res.json()) as { choices: { message: { content: string } }[] };
  return json.choices[0]?.message.content ?? '';
}

export async function* chatStream(messages: Message[], o: Opts = {}): AsyncGenerator<string> {
  const res = await post('/chat/completions', {
    model: o.model ?? 'gpt-4o-mini',
    stream: true,
    messages,
  }, o.timeoutMs ?? 120_000);
  const decoder = new TextDecoder();
  let buf = '';
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    buf += decoder.decode(chunk, { stream: true });
    let i;
    while ((i = buf.indexOf('\n\n')) >= 0) {
      const line = buf.slice(0, i).replace(/^data: /, '');
      buf = buf.slice(i + 2);
      if (line === '[DONE]') return;
      const delta = JSON.parse(line).choices?.[0]?.delta?.content;
      if (delta) yield delta;
    }
  }
}
