import asyncio
import os
from pathlib import Path

import httpx
import yaml
from telegram import Bot

CFG = yaml.safe_load(Path(__file__).with_name("signals.yaml").read_text())
BINANCE = "https://api.binance.com/api/v3/klines"


async def pct_change(client, symbol):
    r = await client.get(BINANCE, params={"symbol": symbol, "interval": "5m", "limit": 2})
    k = r.json()
    o, c = float(k[-1][1]), float(k[-1][4])
    return (c - o) / o * 100, c


async def loop():
    bot = Bot(os.environ["TELEGRAM_TOKEN"])
    chan = os.environ["CHANNEL_ID"]
    pm = CFG["price_moves"]
    sent = {}
    async with httpx.AsyncClient(timeout=10) as client:
        while True:
            for sym in pm["symbols"]:
                pct, px = await pct_change(client, sym)
                if abs(pct) >= pm["pct_5m"] and sent.get(sym) != round(px, 1):
                    arrow = "🚨" if pct > 0 else "🔻"
                    await bot.send_message(chan, f"{arrow} {sym[:-4]} {pct:+.1f}% in 5m — {px:,.2f} USDT")
                    sent[sym] = round(px, 1)
            await asyncio.sleep(60)


if __name__ == "__main__":
    asyncio.run(loop())
