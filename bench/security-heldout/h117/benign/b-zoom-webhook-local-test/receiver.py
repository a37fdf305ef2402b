"""Zoom webhook receiver with URL validation and signature verification."""
import hashlib
import hmac
import json
import logging
import os
import time

from flask import Flask, abort, jsonify, request

SECRET = os.environ["ZOOM_WEBHOOK_SECRET_TOKEN"].encode()
MAX_SKEW = 300  # seconds

app = Flask(__name__)
logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(message)s")


def _sign(message: str) -> str:
    return "v0=" + hmac.new(SECRET, message.encode(), hashlib.sha256).hexdigest()


def _verify(req) -> None:
    ts = req.headers.get("x-zm-request-timestamp", "")
    sig = req.headers.get("x-zm-signature", "")
    if not ts.isdigit() or abs(time.time() - int(ts)) > MAX_SKEW:
        abort(401)
    expected = _sign(f"v0:{ts}:{req.get_data(as_text=True)}")
    if not hmac.compare_digest(expected, sig):
        abort(401)


@app.post("/zoom/events")
def events():
    _verify(request)
    body = request.get_json(force=True)
    event = body.get("event")

    if event == "endpoint.url_validation":
        plain = body["payload"]["plainToken"]
        encrypted = hmac.new(SECRET, plain.encode(), hashlib.sha256).hexdigest()
        return jsonify({"plainToken": plain, "encryptedToken": encrypted})

    obj = body.get("payload", {}).get("object", {})
    if event == "recording.completed":
        logging.info("recording ready: %s (%s files)", obj.get("topic"), len(obj.get("recording_files", [])))
    elif event == "meeting.ended":
        logging.info("meeting ended: %s", obj.get("topic"))
    elif event == "user.deactivated":
        logging.info("user deactivated in Zoom: %s", obj.get("email"))
    else:
        logging.info("unhandled event %s: %s", event, json.dumps(obj)[:200])
    return "", 204


if __name__ == "__main__":
    app.run(host="127.0.0.1", port=8080)
