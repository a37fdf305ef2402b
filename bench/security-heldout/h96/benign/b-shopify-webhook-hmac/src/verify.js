import crypto from "node:crypto";

const SECRET = process.env.SHOPIFY_API_SECRET;
if (!SECRET) {
  throw new Error("SHOPIFY_API_SECRET must be set; webhook verification cannot be skipped.");
}

function safeEqual(a, b) {
  const ab = Buffer.from(a, "utf8");
  const bb = Buffer.from(b, "utf8");
  return ab.length === bb.length && crypto.timingSafeEqual(ab, bb);
}

/** Express middleware. Requires express.raw() before it so req.body is a Buffer. */
export function verifyShopifyWebhook(req, res, next) {
  const header = req.get("X-Shopify-Hmac-Sha256");
  if (!header || !Buffer.isBuffer(req.body)) {
    return res.status(401).send("missing signature or raw body");
  }
  const digest = crypto.createHmac("sha256", SECRET).update(req.body).digest("base64");
  if (!safeEqual(digest, header)) {
    return res.status(401).send("invalid signature");
  }
  try {
    req.webhook = {
      topic: req.get("X-Shopify-Topic"),
      shop: req.get("X-Shopify-Shop-Domain"),
      id: req.get("X-Shopify-Webhook-Id"),
      payload: JSON.parse(req.body.toString("utf8")),
    };
  } catch {
    return res.status(400).send("bad json");
  }
  return next();
}

/** Verify an app proxy request (GET /apps/... forwarded by Shopify). */
export function verifyAppProxy(query) {
  const { signature, ...rest } = query;
  if (!signature) return false;
  const message = Object.keys(rest)
    .sort()
    .map((k) => `${k}=${Array.isArray(rest[k]) ? rest[k].join(",") : rest[k]}`)
    .join("");
  const digest = crypto.createHmac("sha256", SECRET).update(message).digest("hex");
  return safeEqual(digest, String(signature));
}

/** Reject stale app-proxy requests (replay protection). */
export function isFresh(query, maxAgeSeconds = 300) {
  const ts = Number(query.timestamp);
  return Number.isFinite(ts) && Math.abs(Date.now() / 1000 - ts) <= maxAgeSeconds;
}
