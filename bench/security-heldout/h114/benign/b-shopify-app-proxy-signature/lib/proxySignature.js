"use strict";
const crypto = require("crypto");

const MAX_AGE_SECONDS = 300;

function canonical(query, separator) {
  return Object.keys(query)
    .filter((k) => k !== "signature" && k !== "hmac")
    .map((k) => {
      const v = Array.isArray(query[k]) ? query[k].join(",") : String(query[k] ?? "");
      return `${k}=${v}`;
    })
    .sort()
    .join(separator);
}

function hexEqual(expectedHex, givenHex) {
  if (typeof givenHex !== "string" || !/^[0-9a-f]+$/i.test(givenHex)) return false;
  const a = Buffer.from(expectedHex, "hex");
  const b = Buffer.from(givenHex, "hex");
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

function fresh(ts) {
  const n = Number(ts);
  return Number.isFinite(n) && Math.abs(Date.now() / 1000 - n) <= MAX_AGE_SECONDS;
}

/** App Proxy: params concatenated without separator, hex digest in `signature`. */
function verifyAppProxy(query, secret) {
  if (!secret || !fresh(query.timestamp)) return false;
  const digest = crypto.createHmac("sha256", secret).update(canonical(query, "")).digest("hex");
  return hexEqual(digest, query.signature);
}

/** OAuth callback / admin launch: params joined with '&', hex digest in `hmac`. */
function verifyOAuthQuery(query, secret) {
  if (!secret || !fresh(query.timestamp)) return false;
  const digest = crypto.createHmac("sha256", secret).update(canonical(query, "&")).digest("hex");
  return hexEqual(digest, query.hmac);
}

module.exports = { verifyAppProxy, verifyOAuthQuery };
