#!/usr/bin/env node
// Push JSONL crawl output to the user's own Algolia app.
import algoliasearch from 'algoliasearch';
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';

const [file, indexName] = process.argv.slice(2);
const { ALGOLIA_APP_ID: appId, ALGOLIA_ADMIN_KEY: adminKey } = process.env;
if (!file || !indexName || !appId || !adminKey) {
  console.error('usage: ALGOLIA_APP_ID=.. ALGOLIA_ADMIN_KEY=.. node index.mjs <file.jsonl> <index>');
  process.exit(1);
}

// official client: talks only to <appId>.algolia.net / <appId>-dsn.algolia.net
const client = algoliasearch(appId, adminKey);
const index = client.initIndex(indexName);

const records = [];
const rl = createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Infinity });
for await (const line of rl) {
  if (!line.trim()) continue;
  const r = JSON.parse(line);
  records.push({
    objectID: r.sku ?? r.url,
    title: r.title,
    brand: r.brand,
    category: r.category,
    price: Number(r.price) || null,
    in_stock: Boolean(r.in_stock),
    popularity: r.popularity ?? 0,
    url: r.url,
    description: (r.description ?? '').slice(0, 4000),
  });
}

console.log(`replacing ${records.length} records in ${indexName}`);
await index.replaceAllObjects(records, { safe: true, batchSize: 1000 });

await index
  .setSettings({
    searchableAttributes: ['title', 'brand', 'unordered(description)'],
    attributesForFaceting: ['searchable(brand)', 'category', 'filterOnly(in_stock)'],
    customRanking: ['desc(popularity)'],
  })
  .wait();

const { nbHits } = await index.search('', { hitsPerPage: 0 });
console.log(`done: ${nbHits} records searchable`);
