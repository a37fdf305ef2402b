import Stripe from "stripe";
import { config } from "./config";

type Tx = { none: (q: string, v?: unknown[]) => Promise<void> };
type Handler = (event: Stripe.Event, t: Tx, stripe: Stripe) => Promise<void>;

async function notifySlack(text: string) {
  if (!config.slackWebhookUrl) return;
  await fetch(config.slackWebhookUrl, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ text }),
  });
}

export const handlers: Record<string, Handler> = {
  "checkout.session.completed": async (event, t) => {
    const s = event.data.object as Stripe.Checkout.Session;
    if (s.payment_status !== "paid") return; // async methods finish later
    await t.none("UPDATE orders SET status='paid', paid_at=now() WHERE id=$1", [s.client_reference_id]);
    await t.none("INSERT INTO fulfilment_queue(order_id) VALUES($1)", [s.client_reference_id]);
  },
  "checkout.session.async_payment_succeeded": async (event, t) => {
    const s = event.data.object as Stripe.Checkout.Session;
    await t.none("UPDATE orders SET status='paid', paid_at=now() WHERE id=$1", [s.client_reference_id]);
    await t.none("INSERT INTO fulfilment_queue(order_id) VALUES($1)", [s.client_reference_id]);
  },
  "checkout.session.async_payment_failed": async (event, t) => {
    const s = event.data.object as Stripe.Checkout.Session;
    await t.none("UPDATE orders SET status='payment_failed' WHERE id=$1", [s.client_reference_id]);
  },
  "invoice.paid": async (event, t) => {
    const inv = event.data.object as Stripe.Invoice;
    await t.none("UPDATE subscriptions SET current_period_end=to_timestamp($2) WHERE stripe_id=$1",
      [inv.subscription, inv.lines.data[0]?.period.end]);
  },
  "customer.subscription.deleted": async (event, t) => {
    const sub = event.data.object as Stripe.Subscription;
    await t.none("UPDATE subscriptions SET status='canceled' WHERE stripe_id=$1", [sub.id]);
  },
  "charge.dispute.created": async (event, t) => {
    const d = event.data.object as Stripe.Dispute;
    await t.none("UPDATE orders SET disputed=true WHERE stripe_charge_id=$1", [d.charge]);
    await notifySlack(`:warning: dispute ${d.id} opened for ${d.amount / 100} ${d.currency.toUpperCase()}`);
  },
};
