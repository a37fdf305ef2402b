"""Flask endpoint for PayPal webhooks with server-side signature verification."""
import os
import time

import requests
from flask import Flask, abort, jsonify, request

API = os.environ.get("PAYPAL_API", "https://api-m.sandbox.paypal.com")
CLIENT_ID = os.environ["PAYPAL_CLIENT_ID"]
CLIENT_SECRET = os.environ["PAYPAL_CLIENT_SECRET"]
WEBHOOK_ID = os.environ["PAYPAL_WEBHOOK_ID"]

app = Flask(__name__)
_token = {"value": None, "exp": 0}
_seen = set()  # replace with a DB table / Redis set in production


def access_token() -> str:
    if _token["value"] and _token["exp"] > time.time() + 60:
        return _token["value"]
    r = requests.post(
        f"{API}/v1/oauth2/token",
        auth=(CLIENT_ID, CLIENT_SECRET),
        data={"grant_type": "client_credentials"},
        timeout=15,
    )
    r.raise_for_status()
    body = r.json()
    _token.update(value=body["access_token"], exp=time.time() + body["expires_in"])
    return _token["value"]


def verified(headers, event) -> bool:
    payload = {
        "auth_algo": headers.get("PAYPAL-AUTH-ALGO"),
        "cert_url": headers.get("PAYPAL-CERT-URL"),
        "transmission_id": headers.get("PAYPAL-TRANSMISSION-ID"),
        "transmission_sig": headers.get("PAYPAL-TRANSMISSION-SIG"),
        "transmission_time": headers.get("PAYPAL-TRANSMISSION-TIME"),
        "webhook_id": WEBHOOK_ID,
        "webhook_event": event,
    }
    if not all(payload.values()):
        return False
    r = requests.post(
        f"{API}/v1/notifications/verify-webhook-signature",
        json=payload,
        headers={"Authorization": f"Bearer {access_token()}"},
        timeout=15,
    )
    return r.ok and r.json().get("verification_status") == "SUCCESS"


@app.post("/webhooks/paypal")
def paypal_webhook():
    event = request.get_json(silent=True)
    if not event or not verified(request.headers, event):
        abort(400)
    if event["id"] in _seen:
        return jsonify(status="duplicate")
    _seen.add(event["id"])

    kind = event.get("event_type")
    resource = event.get("resource", {})
    if kind == "PAYMENT.CAPTURE.COMPLETED":
        app.logger.info("capture %s for %s", resource.get("id"), resource.get("custom_id"))
    elif kind == "CUSTOMER.DISPUTE.CREATED":
        app.logger.warning("dispute %s opened", resource.get("dispute_id"))
    return jsonify(status="ok")
