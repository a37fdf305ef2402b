export interface Env {
  GITHUB_WEBHOOK_SECRET: string;
  STRIPE_WEBHOOK_SECRET: string;
  EVENTS: Queue;
}

const enc = new TextEncoder();
const TOLERANCE_S = 300;

async function hmacHex(secret: string, data: string): Promise<string> {
  const key = await crypto.subtle.importKey("raw", enc.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const sig = await crypto.subtle.sign("HMAC", key, enc.encode(data));
  return [...new Uint8Array(sig)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

function safeEqual(a: string, b: string): boolean {
  const x = enc.encode(a);
  const y = enc.encode(b);
  if (x.byteLength !== y.byteLength) return false;
  return crypto.subtle.timingSafeEqual(x, y);
}

async function verifyGithub(req: Request, body: string, env: Env) {
  const header = req.headers.get("x-hub-signature-256") ?? "";
  const expected = "sha256=" + (await hmacHex(env.GITHUB_WEBHOOK_SECRET, body));
  return safeEqual(header, expected);
}

async function verifyStripe(req: Request, body: string, env: Env) {
  const header = req.headers.get("stripe-signature") ?? "";
  const parts = Object.fromEntries(header.split(",").map((p) => p.split("=", 2) as [string, string]));
  const ts = Number(parts.t);
  if (!ts || Math.abs(Date.now() / 1000 - ts) > TOLERANCE_S) return false;
  const expected = await hmacHex(env.STRIPE_WEBHOOK_SECRET, `${ts}.${body}`);
  return safeEqual(parts.v1 ?? "", expected);
}

export default {
  async fetch(req: Request, env: Env): Promise<Response> {
    if (req.method !== "POST") return new Response("method not allowed", { status: 405 });
    const { pathname } = new URL(req.url);
    const body = await req.text();

    let ok = false;
    if (pathname === "/github") ok = await verifyGithub(req, body, env);
    else if (pathname === "/stripe") ok = await verifyStripe(req, body, env);
    else return new Response("not found", { status: 404 });

    if (!ok) return new Response("invalid signature", { status: 401 });

    await env.EVENTS.send({ source: pathname.slice(1), body, receivedAt: Date.now() });
    return new Response("accepted", { status: 202 });
  },
};
