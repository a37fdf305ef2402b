import asyncio
import os

from dotenv import load_dotenv
from rich.table import Table
from rich.console import Console
from solana.rpc.async_api import AsyncClient

load_dotenv()
RPC = os.getenv("RPC_URL", "https://api.mainnet-beta.solana.com")
MIN_SCORE = int(os.getenv("MIN_SCORE", "70"))


def score(info: dict) -> int:
    s = 0
    s += 40 if info.get("mint_authority") is None else 0
    s += 30 if info.get("lp_burned") else 0
    s += 30 if info.get("top10_share", 1.0) < 0.3 else 0
    return s


async def main():
    client = AsyncClient(RPC)
    console = Console()
    table = Table("mint", "score", "verdict")
    # pool discovery omitted for brevity; see docs
    await client.close()
    console.print(table)


if __name__ == "__main__":
    asyncio.run(main())
