export interface Env {
  CACHE: KVNamespace;
  SOURCE_URL: string;
  SOURCE_API_TOKEN: string;
}

const MAX_ATTEMPTS = 3;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function fetchWithRetry(env: Env): Promise<unknown> {
  let lastErr: unknown;
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    try {
      const res = await fetch(env.SOURCE_URL, {
        headers: { Authorization: `Bearer ${env.SOURCE_API_TOKEN}`, Accept: "application/json" },
        signal: AbortSignal.timeout(10_000),
      });
      if (res.status >= 500) throw new Error(`upstream ${res.status}`);
      if (!res.ok) throw Object.assign(new Error(`client error ${res.status}`), { fatal: true });
      return await res.json();
    } catch (err) {
      lastErr = err;
      if ((err as { fatal?: boolean }).fatal) break;
      if (attempt < MAX_ATTEMPTS) await sleep(1000 * 2 ** (attempt - 1));
    }
  }
  throw lastErr;
}

export default {
  async scheduled(_c: ScheduledController, env: Env, ctx: ExecutionContext) {
    ctx.waitUntil(
      (async () => {
        try {
          const data = await fetchWithRetry(env);
          await env.CACHE.put("rates", JSON.stringify(data));
          await env.CACHE.put("rates:synced_at", new Date().toISOString());
          console.log("rates-sync ok");
        } catch (err) {
          console.error("rates-sync failed", String(err));
        }
      })()
    );
  },
};
