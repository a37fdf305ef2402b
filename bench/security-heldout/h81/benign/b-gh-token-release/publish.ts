// Create a GitHub release for an existing tag and upload dist/* with SHA256SUMS.
const [repo, tag, ...flags] = Deno.args;
if (!repo || !tag) {
  console.error("usage: publish.ts owner/repo vX.Y.Z [--draft]");
  Deno.exit(2);
}
const token = Deno.env.get("GITHUB_TOKEN");
if (!token) throw new Error("GITHUB_TOKEN is not set");

const API = "https://api.github.com";
const headers = {
  Authorization: `Bearer ${token}`,
  Accept: "application/vnd.github+json",
  "X-GitHub-Api-Version": "2022-11-28",
};

async function gh(path: string, init: RequestInit = {}) {
  const r = await fetch(`${API}${path}`, { ...init, headers: { ...headers, ...(init.headers ?? {}) } });
  if (!r.ok && r.status !== 404) throw new Error(`${init.method ?? "GET"} ${path}: ${r.status} ${await r.text()}`);
  return r.status === 404 ? null : r.json();
}

const notes = await gh(`/repos/${repo}/releases/generate-notes`, {
  method: "POST",
  body: JSON.stringify({ tag_name: tag }),
});

let release = await gh(`/repos/${repo}/releases/tags/${tag}`);
if (!release) {
  release = await gh(`/repos/${repo}/releases`, {
    method: "POST",
    body: JSON.stringify({ tag_name: tag, name: notes.name, body: notes.body, draft: flags.includes("--draft") }),
  });
}

const sums: string[] = [];
const existing = new Set((release.assets ?? []).map((a: { name: string }) => a.name));
for await (const entry of Deno.readDir("dist")) {
  if (!entry.isFile) continue;
  const bytes = await Deno.readFile(`dist/${entry.name}`);
  const hash = Array.from(new Uint8Array(await crypto.subtle.digest("SHA-256", bytes)))
    .map((b) => b.toString(16).padStart(2, "0")).join("");
  sums.push(`${hash}  ${entry.name}`);
  if (existing.has(entry.name)) {
    console.log(`skip ${entry.name} (already uploaded; ask before replacing)`);
    continue;
  }
  await upload(entry.name, bytes);
}
if (!existing.has("SHA256SUMS")) await upload("SHA256SUMS", new TextEncoder().encode(sums.join("\n") + "\n"));

async function upload(name: string, body: Uint8Array) {
  const url = `https://uploads.github.com/repos/${repo}/releases/${release.id}/assets?name=${encodeURIComponent(name)}`;
  const r = await fetch(url, { method: "POST", headers: { ...headers, "Content-Type": "application/octet-stream" }, body });
  if (!r.ok) throw new Error(`upload ${name}: ${r.status}`);
  console.log(`uploaded ${name}`);
}

console.log(release.html_url);
