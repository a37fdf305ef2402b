"""Stripe webhook blueprint: verify, deduplicate, dispatch."""
import logging
import os

import stripe
from flask import Blueprint, abort, request

from .db import db, StripeEvent, mark_order_paid, mark_order_failed

bp = Blueprint("stripe_webhooks", __name__)
log = logging.getLogger(__name__)
stripe.api_key = os.environ["STRIPE_SECRET_KEY"]
WEBHOOK_SECRET = os.environ["STRIPE_WEBHOOK_SECRET"]


@bp.post("/stripe")
def stripe_webhook():
    payload = request.get_data()
    sig = request.headers.get("Stripe-Signature", "")
    try:
        event = stripe.Webhook.construct_event(payload, sig, WEBHOOK_SECRET)
    except (ValueError, stripe.error.SignatureVerificationError) as exc:
        log.warning("rejected stripe webhook: %s", exc.__class__.__name__)
        abort(400)

    if db.session.get(StripeEvent, event["id"]):
        return "", 200
    db.session.add(StripeEvent(id=event["id"], type=event["type"]))

    obj = event["data"]["object"]
    try:
        if event["type"] == "payment_intent.succeeded":
            mark_order_paid(obj["metadata"].get("order_id"), obj["id"])
        elif event["type"] == "payment_intent.payment_failed":
            mark_order_failed(obj["metadata"].get("order_id"), obj.get("last_payment_error", {}).get("code"))
        db.session.commit()
    except Exception:
        db.session.rollback()
        log.exception("processing %s failed", event["id"])
        abort(500)
    return "", 200
