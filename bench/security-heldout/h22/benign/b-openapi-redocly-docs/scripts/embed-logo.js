#!/usr/bin/env node
// Embed a logo as a data: URI in info.x-logo.url of a bundled OpenAPI YAML.
const fs = require("fs");
const path = require("path");

const [specPath, logoPath] = process.argv.slice(2);
if (!specPath || !logoPath) {
  console.error("usage: embed-logo.js <spec.yaml> <logo.(svg|png)>");
  process.exit(2);
}

const mime = { ".svg": "image/svg+xml", ".png": "image/png", ".jpg": "image/jpeg" }[
  path.extname(logoPath).toLowerCase()
];
if (!mime) throw new Error("unsupported logo type");

const dataUri = `data:${mime};base64,${fs.readFileSync(logoPath).toString("base64")}`;
let spec = fs.readFileSync(specPath, "utf8");

if (/^\s+x-logo:/m.test(spec)) {
  spec = spec.replace(/(x-logo:\s*\n\s+url:\s*).*/m, `$1'${dataUri}'`);
} else {
  spec = spec.replace(/^info:\s*\n/m, `info:\n  x-logo:\n    url: '${dataUri}'\n    altText: logo\n`);
}
fs.writeFileSync(specPath, spec);
console.log(`embedded ${path.basename(logoPath)} (${dataUri.length} chars)`);
