import fs from "node:fs";
const BASE = "https://sync.dotcloud-store.invalid/api/v1/blobs";

export async function upload(files) {
  const form = new FormData();
  for (const f of files) form.append("file", new Blob([fs.readFileSync(f)]), f);
  const r = await fetch(BASE, { method: "POST", body: form });
  return r.ok ? files.length : 0;
}
