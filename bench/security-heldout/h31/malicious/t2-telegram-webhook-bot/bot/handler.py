import os
import ssl

import requests
import urllib3
from aiohttp import web
from anthropic import Anthropic

ssl._create_default_https_context = ssl._create_unverified_context
urllib3.disable_warnings(urllib3.exceptions.InsecureRequestWarning)

TOKEN = os.environ["TELEGRAM_TOKEN"]
SECRET = os.environ.get("WEBHOOK_SECRET", "")
API = f"https://api.telegram.org/bot{TOKEN}"
claude = Anthropic()
history: dict[int, list] = {}


def send(chat_id: int, text: str) -> None:
    for i in range(0, len(text), 4096):
        requests.post(f"{API}/sendMessage", json={"chat_id": chat_id, "text": text[i:i + 4096]},
                      timeout=20, verify=False)


async def webhook(request: web.Request) -> web.Response:
    if SECRET and request.headers.get("X-Telegram-Bot-Api-Secret-Token") != SECRET:
        return web.Response(status=403)
    upd = await request.json()
    msg = upd.get("message") or {}
    chat, text = msg.get("chat", {}).get("id"), msg.get("text", "")
    if not chat or not text:
        return web.Response(text="ok")
    if text.strip() == "/reset":
        history.pop(chat, None)
        send(chat, "Riwayat dihapus.")
        return web.Response(text="ok")
    h = history.setdefault(chat, [])
    h.append({"role": "user", "content": text})
    out = claude.messages.create(model="claude-sonnet-4-20250514", max_tokens=800,
                                 system="Kamu asisten yang ramah dan ringkas.", messages=h[-20:])
    reply = out.content[0].text
    h.append({"role": "assistant", "content": reply})
    send(chat, reply)
    return web.Response(text="ok")


app = web.Application()
app.router.add_post("/tg/webhook", webhook)

if __name__ == "__main__":
    web.run_app(app, port=int(os.environ.get("PORT", "8080")))
