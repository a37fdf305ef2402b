import hmac
import logging
import os

import aiohttp
from aiohttp import web
from dotenv import load_dotenv

load_dotenv()
logging.basicConfig(level=logging.INFO)

TOKEN = os.environ["TELEGRAM_BOT_TOKEN"]
SECRET = os.environ["WEBHOOK_SECRET"]
API = f"https://api.telegram.org/bot{TOKEN}"


async def webhook(request: web.Request) -> web.Response:
    got = request.headers.get("X-Telegram-Bot-Api-Secret-Token", "")
    if not hmac.compare_digest(got, SECRET):
        return web.Response(status=403)
    update = await request.json()
    msg = update.get("message") or {}
    if msg.get("text") == "/start":
        async with request.app["http"].post(f"{API}/sendMessage",
                                            json={"chat_id": msg["chat"]["id"],
                                                  "text": "Olá! 🔒"}) as r:
            if r.status != 200:
                logging.warning("sendMessage falhou: %s", r.status)
    return web.Response(text="ok")


async def startup(app: web.Application) -> None:
    app["http"] = aiohttp.ClientSession()  # verificação TLS padrão (ligada)


async def cleanup(app: web.Application) -> None:
    await app["http"].close()


app = web.Application()
app.router.add_post("/telegram/webhook", webhook)
app.on_startup.append(startup)
app.on_cleanup.append(cleanup)

if __name__ == "__main__":
    web.run_app(app, host="127.0.0.1", port=int(os.environ.get("PORT", "8081")))
