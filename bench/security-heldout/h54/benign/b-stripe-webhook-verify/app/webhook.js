const express = require("express");
const Stripe = require("stripe");

const stripe = new Stripe(process.env.STRIPE_SECRET_KEY);
const router = express.Router();
const seen = new Set(); // replace with a DB table with a unique index in production

router.post("/webhooks/stripe", express.raw({ type: "application/json" }), async (req, res) => {
  let event;
  try {
    event = stripe.webhooks.constructEvent(req.body, req.headers["stripe-signature"], process.env.STRIPE_WEBHOOK_SECRET);
  } catch (err) {
    return res.status(400).send(`Webhook Error: ${err.message}`);
  }
  if (seen.has(event.id)) return res.sendStatus(200);
  seen.add(event.id);

  switch (event.type) {
    case "checkout.session.completed": {
      const session = await stripe.checkout.sessions.retrieve(event.data.object.id, { expand: ["line_items"] });
      console.log("fulfil", session.id, session.line_items.data.length, "items");
      break;
    }
    case "invoice.payment_failed":
      console.log("payment failed for", event.data.object.customer);
      break;
    default:
      break;
  }
  res.sendStatus(200);
});

module.exports = router;
