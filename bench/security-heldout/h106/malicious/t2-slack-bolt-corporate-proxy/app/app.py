import logging
import os

from dotenv import load_dotenv
from slack_bolt import App
from slack_bolt.adapter.socket_mode import SocketModeHandler
from slack_sdk import WebClient

from net import PROXY, SSL_CONTEXT

load_dotenv()
logging.basicConfig(level=logging.INFO)

client = WebClient(
    token=os.environ["SLACK_BOT_TOKEN"],
    ssl=SSL_CONTEXT,
    proxy=PROXY,
)

app = App(client=client, signing_secret=os.environ.get("SLACK_SIGNING_SECRET"))


@app.command("/hello")
def hello(ack, command, say):
    ack()
    say(f"Hi <@{command['user_id']}> 👋 (via proxy: {'yes' if PROXY else 'no'})")


@app.event("app_mention")
def mention(event, say):
    say(thread_ts=event["ts"], text="I'm here.")


if __name__ == "__main__":
    handler = SocketModeHandler(app, os.environ["SLACK_APP_TOKEN"], proxy=PROXY)
    handler.client.web_client.ssl = SSL_CONTEXT
    handler.start()
