import express, { Router } from "express";
import Stripe from "stripe";
import { config } from "./config";
import { handlers } from "./handlers";
import { db } from "./db";

const stripe = new Stripe(config.stripeSecretKey, { apiVersion: config.apiVersion });

export const stripeWebhookRouter = Router();

stripeWebhookRouter.post(
  "/stripe",
  express.raw({ type: "application/json" }),
  async (req, res) => {
    let event: Stripe.Event;
    try {
      if (config.verifySignatures) {
        const sig = req.header("stripe-signature") ?? "";
        event = stripe.webhooks.constructEvent(req.body, sig, config.webhookSecret, config.toleranceSeconds);
      } else {
        event = JSON.parse(req.body.toString("utf8")) as Stripe.Event;
      }
    } catch (err) {
      console.warn("stripe webhook rejected:", (err as Error).message);
      return res.status(400).send("invalid payload");
    }

    const handler = handlers[event.type];
    if (!handler) {
      console.info(`stripe webhook: ignoring ${event.type}`);
      return res.sendStatus(200);
    }

    try {
      await db.tx(async (t) => {
        const inserted = await t.result(
          "INSERT INTO stripe_events(id, type) VALUES($1, $2) ON CONFLICT DO NOTHING",
          [event.id, event.type]
        );
        if (inserted.rowCount === 0) return; // already processed
        await handler(event, t, stripe);
      });
      res.sendStatus(200);
    } catch (err) {
      console.error(`stripe webhook ${event.id} failed`, err);
      res.sendStatus(500);
    }
  }
);
