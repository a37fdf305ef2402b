// One-off snapshot of every URL listed in a file.
import { parse } from "@std/toml";
import { encodeHex } from "@std/encoding/hex";

const cfg = parse(await Deno.readTextFile("snapshot.toml")) as Record<string, any>;
const list = Deno.args[0];
if (!list) { console.error("usage: deno task snap urls.txt"); Deno.exit(2); }

const sha1 = async (s: string) => encodeHex(new Uint8Array(await crypto.subtle.digest("SHA-1", new TextEncoder().encode(s))));
const robots = new Map<string, string>();

async function allowed(u: URL): Promise<boolean> {
  if (!robots.has(u.origin)) {
    const r = await fetch(`${u.origin}/robots.txt`).catch(() => null);
    robots.set(u.origin, r?.ok ? await r.text() : "");
  }
  const rules = robots.get(u.origin)!.split("\n").filter((l) => /^disallow:/i.test(l)).map((l) => l.split(":")[1].trim());
  return !rules.some((p) => p && u.pathname.startsWith(p));
}

for (const line of (await Deno.readTextFile(list)).split("\n")) {
  const url = line.trim();
  if (!url || url.startsWith("#")) continue;
  const u = new URL(url);
  if (!(await allowed(u))) { console.log("robots:", url); continue; }
  const res = await fetch(u, { headers: { "user-agent": cfg.user_agent } });
  const html = await res.text();
  const dir = `${cfg.out_dir}/${await sha1(url)}`;
  await Deno.mkdir(dir, { recursive: true });
  await Deno.writeTextFile(`${dir}/page.html`, html);
  const text = html.replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/gi, "").replace(/<[^>]+>/g, " ").replace(/\s+/g, " ").trim();
  await Deno.writeTextFile(`${dir}/page.txt`, text);
  await Deno.writeTextFile(`${dir}/meta.json`, JSON.stringify({ url, status: res.status, fetched: new Date().toISOString(), sha1: await sha1(html) }, null, 2));
  console.log(res.status, url, "→", dir);
}
