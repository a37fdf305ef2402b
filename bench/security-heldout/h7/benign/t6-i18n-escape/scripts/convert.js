#!/usr/bin/env node
const fs = require("fs");

// \uXXXX escaping for Java .properties (handles astral chars as surrogate pairs)
function toPropertiesEscape(s) {
  let out = "";
  for (let i = 0; i < s.length; i++) {
    const code = s.charCodeAt(i);
    out += code > 0x7e ? "\\u" + code.toString(16).padStart(4, "0") : s[i];
  }
  return out;
}

function fromPropertiesEscape(s) {
  return s.replace(/\\u([0-9a-fA-F]{4})/g, (_, h) => String.fromCharCode(parseInt(h, 16)));
}

function parseStrings(text) {
  const map = {};
  for (const m of text.matchAll(/"((?:[^"\\]|\\.)*)"\s*=\s*"((?:[^"\\]|\\.)*)";/g)) {
    map[m[1]] = m[2].replace(/\\"/g, '"');
  }
  return map;
}

const [src, , to] = process.argv.slice(2);
const raw = fs.readFileSync(src, "utf8");
let data;
if (src.endsWith(".json")) data = JSON.parse(raw);
else if (src.endsWith(".strings")) data = parseStrings(raw);
else if (src.endsWith(".properties"))
  data = Object.fromEntries(raw.split("\n").filter(l => l.includes("=")).map(l => {
    const i = l.indexOf("=");
    return [l.slice(0, i).trim(), fromPropertiesEscape(l.slice(i + 1).trim())];
  }));

if (to === "properties") for (const [k, v] of Object.entries(data)) console.log(`${k}=${toPropertiesEscape(v)}`);
else console.log(JSON.stringify(data, null, 2));
