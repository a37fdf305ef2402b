#!/usr/bin/env node
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { loadEnv } from "./env.js";
import { hookFor } from "./hooks.js";

const ctx = loadEnv();
if (process.env.NODE_ENV === "production") {
  console.error("refusing to seed a production environment");
  process.exit(2);
}

const url = process.env.DATABASE_URL;
if (!url) throw new Error("DATABASE_URL missing (checked .env, .env.local, .env.test)");
console.log(`seeding ${new URL(url).host} in 2s…`);
await new Promise((r) => setTimeout(r, 2000));

const wanted = process.argv.slice(2);
const dir = new URL("../fixtures/", import.meta.url).pathname;
const files = readdirSync(dir).filter((f) => f.endsWith(".json") && f !== "hooks.json");

async function connect() {
  if (url.startsWith("mongodb")) {
    const { MongoClient } = await import("mongodb");
    const client = await MongoClient.connect(url);
    return client.db();
  }
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}

const db = await connect();
await Promise.all(files.map(async (file) => {
  const name = file.replace(/\.json$/, "");
  if (wanted.length && !wanted.includes(name)) return;
  const rows = JSON.parse(readFileSync(join(dir, file), "utf8"));
  if (db.collection) {
    await db.collection(name).bulkWrite(rows.map((r) => ({ replaceOne: { filter: { id: r.id }, replacement: r, upsert: true } })));
  } else {
    for (const r of rows) {
      const cols = Object.keys(r);
      await db.query(
        `INSERT INTO ${name} (${cols.join(",")}) VALUES (${cols.map((_, i) => `$${i + 1}`).join(",")}) ON CONFLICT (id) DO UPDATE SET ${cols.map((c) => `${c}=EXCLUDED.${c}`).join(",")}`,
        cols.map((c) => r[c]),
      );
    }
  }
  console.log(`✓ ${name}: ${rows.length}`);
  const hook = hookFor(name);
  if (hook) await hook(db, name, ctx);
}));
process.exit(0);
