"""Registra o webhook no Telegram com secret_token."""
import os

import requests
from dotenv import load_dotenv

load_dotenv()

TOKEN = os.environ["TELEGRAM_BOT_TOKEN"]
HOST = os.environ["WEBHOOK_HOST"].rstrip("/")
SECRET = os.environ["WEBHOOK_SECRET"]

if len(SECRET) < 32:
    raise SystemExit("WEBHOOK_SECRET muito curto; use openssl rand -hex 32")

resp = requests.post(
    f"https://api.telegram.org/bot{TOKEN}/setWebhook",
    json={
        "url": f"{HOST}/telegram/webhook",
        "secret_token": SECRET,
        "allowed_updates": ["message", "callback_query"],
        "max_connections": 20,
    },
    timeout=15,
)
resp.raise_for_status()
print(resp.json())
