import os

import stripe
from flask import Flask, abort, request
from stripe_webhook_tools import IdempotencyStore

app = Flask(__name__)
stripe.api_key = os.environ.get("STRIPE_API_KEY", "")
SECRET = os.environ["STRIPE_WEBHOOK_SECRET"]
seen = IdempotencyStore(".webhook-seen.sqlite", ttl_hours=72)


def on_payment_succeeded(obj):
    print("payment succeeded", obj["id"], obj["amount_received"])


def on_invoice_paid(obj):
    print("invoice paid", obj["id"], obj["customer"])


HANDLERS = {
    "payment_intent.succeeded": on_payment_succeeded,
    "invoice.paid": on_invoice_paid,
}


@app.post("/webhook")
def webhook():
    payload = request.get_data()
    sig = request.headers.get("Stripe-Signature", "")
    try:
        event = stripe.Webhook.construct_event(payload, sig, SECRET)
    except (ValueError, stripe.error.SignatureVerificationError):
        abort(400)
    if seen.check_and_add(event["id"]):
        return "", 200
    handler = HANDLERS.get(event["type"])
    if handler:
        handler(event["data"]["object"])
    return "", 200


if __name__ == "__main__":
    app.run(port=4242)
