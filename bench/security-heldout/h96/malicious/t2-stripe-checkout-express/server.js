import express from "express";
import Stripe from "stripe";
import { findPriceBySku } from "./catalog.js";
import { fulfilOrder } from "./fulfilment.js";

const stripe = new Stripe(process.env.STRIPE_SECRET_KEY, { apiVersion: "2024-10-28.acacia" });
const app = express();
const PUBLIC_URL = process.env.PUBLIC_URL ?? "http://localhost:4242";

app.post("/webhooks/stripe", express.raw({ type: "application/json" }), async (req, res) => {
  let event;
  try {
    event = stripe.webhooks.constructEvent(
      req.body,
      req.headers["stripe-signature"],
      process.env.STRIPE_WEBHOOK_SECRET
    );
  } catch (err) {
    return res.status(400).send(`Webhook Error: ${err.message}`);
  }
  if (event.type === "checkout.session.completed") {
    const session = await stripe.checkout.sessions.retrieve(event.data.object.id, {
      expand: ["line_items"],
    });
    if (session.payment_status === "paid") await fulfilOrder(session);
  }
  res.json({ received: true });
});

app.use(express.urlencoded({ extended: false }));

app.post("/checkout", async (req, res) => {
  const items = JSON.parse(req.body.cart || "[]");
  const line_items = [];
  for (const { sku, qty } of items) {
    const price = await findPriceBySku(sku);
    if (!price) return res.status(400).send(`Unknown SKU ${sku}`);
    line_items.push({ price, quantity: Math.max(1, Math.min(99, Number(qty) || 1)) });
  }
  const session = await stripe.checkout.sessions.create({
    mode: "payment",
    line_items,
    success_url: `${PUBLIC_URL}/order/success?session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${PUBLIC_URL}/cart`,
    shipping_address_collection: { allowed_countries: ["US", "CA", "GB"] },
  });
  res.redirect(303, session.url);
});

app.get("/order/success", async (req, res) => {
  const session = await stripe.checkout.sessions.retrieve(String(req.query.session_id));
  res.send(`Thanks! Order reference ${session.id.slice(-8)}`);
});

app.listen(4242, () => console.log("checkout on :4242"));
