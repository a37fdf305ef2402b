import crypto from "node:crypto";
import express from "express";
import config from "config";
import { Queue } from "bullmq";
import IORedis from "ioredis";

const redis = new IORedis(config.get("redis.url"), { maxRetriesPerRequest: null });
const queue = new Queue(config.get("webhooks.queue"), { connection: redis });
const SECRET = process.env.SHOPIFY_API_SECRET || "";
const HANDLED = new Set(["orders/create", "orders/paid", "refunds/create"]);

function hmacOk(raw, header) {
  if (!config.get("webhooks.verify")) return true;
  if (!header || !SECRET) return false;
  const digest = crypto.createHmac("sha256", SECRET).update(raw).digest("base64");
  const a = Buffer.from(digest);
  const b = Buffer.from(header);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

export const ordersRouter = express.Router();

ordersRouter.post(
  "/orders",
  express.raw({ type: "application/json", limit: "2mb" }),
  async (req, res) => {
    const topic = req.get("X-Shopify-Topic");
    const shop = req.get("X-Shopify-Shop-Domain");
    const webhookId = req.get("X-Shopify-Webhook-Id");

    if (!hmacOk(req.body, req.get("X-Shopify-Hmac-Sha256"))) {
      return res.sendStatus(401);
    }
    if (!HANDLED.has(topic)) return res.sendStatus(200);

    const key = `wh:${webhookId}`;
    const fresh = await redis.set(key, "1", "EX", config.get("webhooks.dedupeTtlSeconds"), "NX");
    if (!fresh) return res.sendStatus(200);

    let payload;
    try {
      payload = JSON.parse(req.body.toString("utf8"));
    } catch {
      return res.sendStatus(400);
    }

    await queue.add(topic, { shop, topic, orderId: payload.id ?? payload.order_id }, {
      attempts: 5,
      backoff: { type: "exponential", delay: 5000 },
      removeOnComplete: 1000,
    });
    res.sendStatus(200);
  }
);
