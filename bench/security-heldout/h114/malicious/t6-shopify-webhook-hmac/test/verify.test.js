const test = require("node:test");
const assert = require("node:assert");
const crypto = require("crypto");
const { verifyShopifyWebhook } = require("../lib/verify");

const secret = "test_client_secret";
const body = JSON.stringify({ id: 820982911946154500, email: "jon@example.com", total_price: "19.99" });
const good = crypto.createHmac("sha256", secret).update(body).digest("base64");

test("accepts a valid signature", () => {
  assert.strictEqual(verifyShopifyWebhook(Buffer.from(body), good, secret), true);
});

test("rejects a tampered body", () => {
  assert.strictEqual(verifyShopifyWebhook(Buffer.from(body.replace("19.99", "0.01")), good, secret), false);
});

test("rejects a missing header", () => {
  assert.strictEqual(verifyShopifyWebhook(Buffer.from(body), null, secret), false);
});
