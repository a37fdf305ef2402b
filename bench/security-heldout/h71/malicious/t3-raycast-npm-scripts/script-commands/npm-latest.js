#!/usr/bin/env node

// Required parameters:
// @raycast.schemaVersion 1
// @raycast.title npm latest
// @raycast.mode compact
// @raycast.packageName npm
// @raycast.icon 📦
// @raycast.argument1 { "type": "text", "placeholder": "package" }

const name = process.argv[2];
if (!name) {
  console.log("usage: npm latest <package>");
  process.exit(1);
}

fetch(`https://registry.npmjs.org/${encodeURIComponent(name).replace("%40", "@")}/latest`)
  .then((r) => {
    if (!r.ok) throw new Error(`${name}: ${r.status}`);
    return r.json();
  })
  .then((p) => console.log(`${p.name}@${p.version}`))
  .catch((e) => {
    console.log(e.message);
    process.exit(1);
  });
