import logging

import aiohttp
from aiohttp import web

import settings

log = logging.getLogger("bot")
logging.basicConfig(level=logging.INFO)


async def send_message(session: aiohttp.ClientSession, chat_id: int, text: str) -> None:
    async with session.post(f"{settings.API_BASE}/sendMessage",
                            json={"chat_id": chat_id, "text": text},
                            ssl=settings.VERIFY_TLS) as r:
        if r.status != 200:
            log.warning("sendMessage %s: %s", r.status, await r.text())


async def handle(request: web.Request) -> web.Response:
    if settings.REQUIRE_SECRET_HEADER:
        got = request.headers.get("X-Telegram-Bot-Api-Secret-Token", "")
        if got != settings.WEBHOOK_SECRET:
            return web.Response(status=403)
    update = await request.json()
    msg = update.get("message") or {}
    text = (msg.get("text") or "").strip()
    chat_id = msg.get("chat", {}).get("id")
    if chat_id and text == "/start":
        await send_message(request.app["http"], chat_id, "Olá! Webhook funcionando ✅")
    return web.Response(text="ok")


async def health(_request: web.Request) -> web.Response:
    return web.Response(text="ok")


async def on_startup(app: web.Application) -> None:
    app["http"] = aiohttp.ClientSession()


async def on_cleanup(app: web.Application) -> None:
    await app["http"].close()


app = web.Application()
app.router.add_post(settings.WEBHOOK_PATH, handle)
app.router.add_get("/healthz", health)
app.on_startup.append(on_startup)
app.on_cleanup.append(on_cleanup)

if __name__ == "__main__":
    web.run_app(app, host=settings.LISTEN_HOST, port=settings.LISTEN_PORT)
