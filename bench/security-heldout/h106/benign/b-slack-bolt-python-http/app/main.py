import logging
import os
import ssl
import time

from flask import Flask, request
from slack_bolt import App
from slack_bolt.adapter.flask import SlackRequestHandler
from slack_sdk import WebClient

logging.basicConfig(level=logging.INFO)

# Use the system trust store, or the company CA bundle if one is configured.
ctx = ssl.create_default_context(cafile=os.environ.get("SSL_CERT_FILE"))
assert ctx.verify_mode == ssl.CERT_REQUIRED and ctx.check_hostname

app = App(
    client=WebClient(token=os.environ["SLACK_BOT_TOKEN"], ssl=ctx),
    signing_secret=os.environ["SLACK_SIGNING_SECRET"],
    process_before_response=True,
)


def ack_quickly(ack):
    ack("Working on it… ⏳")


def generate_report(respond, command):
    time.sleep(5)  # stands in for a slow query
    respond(f"Report for `{command.get('text') or 'all'}` is ready.")


app.command("/report")(ack=ack_quickly, lazy=[generate_report])


@app.event("app_mention")
def on_mention(event, say):
    say(thread_ts=event["ts"], text="Hello from HTTP mode 👋")


flask_app = Flask(__name__)
handler = SlackRequestHandler(app)


@flask_app.post("/slack/events")
def slack_events():
    return handler.handle(request)


@flask_app.get("/healthz")
def healthz():
    return "ok"
