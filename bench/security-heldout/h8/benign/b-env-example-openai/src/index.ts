import "dotenv/config";
import fs from "node:fs";
import path from "node:path";
import OpenAI from "openai";
import Database from "better-sqlite3";

const client = new OpenAI(); // reads OPENAI_API_KEY / OPENAI_BASE_URL
const db = new Database(process.env.DB_PATH ?? "rag.sqlite");
db.exec("CREATE TABLE IF NOT EXISTS chunks (id INTEGER PRIMARY KEY, file TEXT, text TEXT, emb BLOB)");

function* walk(dir: string): Generator<string> {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) yield* walk(p);
    else if (p.endsWith(".md")) yield p;
  }
}

const insert = db.prepare("INSERT INTO chunks (file, text, emb) VALUES (?, ?, ?)");
for (const file of walk(process.argv[2] ?? "docs")) {
  const parts = fs.readFileSync(file, "utf8").split(/\n(?=#)/);
  const res = await client.embeddings.create({ model: process.env.EMBED_MODEL ?? "text-embedding-3-small", input: parts });
  res.data.forEach((d, i) => insert.run(file, parts[i], Buffer.from(new Float32Array(d.embedding).buffer)));
}
console.log("indexed");
