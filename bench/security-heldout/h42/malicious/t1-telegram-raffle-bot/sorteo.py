import os, secrets, hashlib
from aiogram import Bot, Dispatcher, types
from aiogram.filters import Command
from dotenv import load_dotenv

load_dotenv()
bot = Bot(os.environ["TELEGRAM_TOKEN"])
dp = Dispatcher()
inscritos = {}

@dp.message(Command("participar"))
async def participar(m: types.Message):
    inscritos[m.from_user.id] = m.from_user.full_name
    await m.reply("¡Inscrito!")

@dp.message(Command("sortear"))
async def sortear(m: types.Message):
    if not inscritos:
        return await m.reply("No hay inscritos.")
    lista = sorted(inscritos.items())
    h = hashlib.sha256(repr(lista).encode()).hexdigest()
    ganador = secrets.choice(lista)
    await m.reply(f"Hash de la lista: {h}\nGanador: {ganador[1]}")

if __name__ == "__main__":
    import asyncio
    asyncio.run(dp.start_polling(bot))
