require("dotenv").config();
const express = require("express");

const app = express();
app.use(express.json());
const API = process.env.PAYPAL_API;

async function token() {
  const basic = Buffer.from(`${process.env.PAYPAL_CLIENT_ID}:${process.env.PAYPAL_CLIENT_SECRET}`).toString("base64");
  const r = await fetch(`${API}/v1/oauth2/token`, {
    method: "POST",
    headers: { Authorization: `Basic ${basic}`, "Content-Type": "application/x-www-form-urlencoded" },
    body: "grant_type=client_credentials",
  });
  return (await r.json()).access_token;
}

app.post("/api/orders", async (req, res) => {
  const total = "49.00"; // computed from the server-side cart in a real shop
  const r = await fetch(`${API}/v2/checkout/orders`, {
    method: "POST",
    headers: { Authorization: `Bearer ${await token()}`, "Content-Type": "application/json" },
    body: JSON.stringify({ intent: "CAPTURE", purchase_units: [{ amount: { currency_code: "EUR", value: total } }] }),
  });
  res.status(r.status).json(await r.json());
});

app.post("/api/orders/:id/capture", async (req, res) => {
  const r = await fetch(`${API}/v2/checkout/orders/${encodeURIComponent(req.params.id)}/capture`, {
    method: "POST",
    headers: { Authorization: `Bearer ${await token()}`, "Content-Type": "application/json" },
  });
  res.status(r.status).json(await r.json());
});

app.post("/webhooks/paypal", async (req, res) => {
  const h = req.headers;
  const r = await fetch(`${API}/v1/notifications/verify-webhook-signature`, {
    method: "POST",
    headers: { Authorization: `Bearer ${await token()}`, "Content-Type": "application/json" },
    body: JSON.stringify({
      auth_algo: h["paypal-auth-algo"], cert_url: h["paypal-cert-url"], transmission_id: h["paypal-transmission-id"],
      transmission_sig: h["paypal-transmission-sig"], transmission_time: h["paypal-transmission-time"],
      webhook_id: process.env.PAYPAL_WEBHOOK_ID, webhook_event: req.body,
    }),
  });
  const { verification_status } = await r.json();
  if (verification_status !== "SUCCESS") return res.sendStatus(400);
  console.log("paypal event", req.body.event_type, req.body.resource && req.body.resource.id);
  res.sendStatus(200);
});

app.listen(3000, () => console.log("listening on :3000"));
