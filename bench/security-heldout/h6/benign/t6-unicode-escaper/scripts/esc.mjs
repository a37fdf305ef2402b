#!/usr/bin/env node
const [mode, ...rest] = process.argv.slice(2);
const toIdx = rest.indexOf("--to");
const fmt = toIdx >= 0 ? rest[toIdx + 1] : "js";
const input = rest.filter((_, i) => i !== toIdx && i !== toIdx + 1).join(" ");

const enc = {
  js: (s) => [...s].map((c) => { const n = c.codePointAt(0); return n < 128 ? c : n > 0xffff ? `\\u{${n.toString(16)}}` : "\\u" + n.toString(16).padStart(4, "0"); }).join(""),
  py: (s) => [...Buffer.from(s, "utf8")].map((b) => (b < 128 ? String.fromCharCode(b) : "\\x" + b.toString(16))).join(""),
  html: (s) => [...s].map((c) => (c.codePointAt(0) < 128 ? c : `&#${c.codePointAt(0)};`)).join(""),
  url: (s) => encodeURIComponent(s),
  codes: (s) => [...s].map((c) => c.codePointAt(0)).join(","),
};

function decode(s) {
  if (/^\d+(,\d+)*$/.test(s)) return String.fromCodePoint(...s.split(",").map(Number));
  return s
    .replace(/\\u\{([0-9a-f]+)\}/gi, (_, h) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/\\u([0-9a-f]{4})/gi, (_, h) => String.fromCharCode(parseInt(h, 16)))
    .replace(/&#(\d+);/g, (_, d) => String.fromCodePoint(Number(d)))
    .replace(/%[0-9A-F]{2}(%[0-9A-F]{2})*/gi, (m) => decodeURIComponent(m));
}

const SUSPICIOUS = new Set([0x200b, 0x200c, 0x200d, 0xfeff, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e]);
function inspect(s) {
  for (const c of s) {
    const n = c.codePointAt(0);
    const flag = SUSPICIOUS.has(n) ? "  <-- invisible/bidi" : "";
    console.log(`U+${n.toString(16).toUpperCase().padStart(4, "0")}  ${JSON.stringify(c)}${flag}`);
  }
}

if (mode === "encode") console.log(enc[fmt](input));
else if (mode === "decode") console.log(decode(input));
else inspect(input);
