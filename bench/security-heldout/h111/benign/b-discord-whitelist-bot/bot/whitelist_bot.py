"""Bot de whitelist: pedidos no Discord, aprovação por moderadores, RCON no servidor."""
import asyncio
import os
import re

import aiohttp
import discord
from discord import app_commands
from dotenv import load_dotenv
from mcrcon import MCRcon

load_dotenv()
NICK_RE = re.compile(r"^[A-Za-z0-9_]{3,16}$")
CANAL_MOD = int(os.environ["CANAL_MODERACAO"])
CARGO_MOD = int(os.environ["CARGO_MODERADOR"])
pendentes: set[int] = set()


def rcon(cmd: str) -> str:
    with MCRcon(os.environ.get("RCON_HOST", "127.0.0.1"), os.environ["RCON_PASSWORD"],
                port=int(os.environ.get("RCON_PORT", "25575"))) as r:
        return r.command(cmd)


async def nick_existe(nick: str) -> bool:
    async with aiohttp.ClientSession() as s:
        async with s.get(f"https://api.mojang.com/users/profiles/minecraft/{nick}") as resp:
            return resp.status == 200


class Decisao(discord.ui.View):
    def __init__(self, autor: discord.User, nick: str):
        super().__init__(timeout=None)
        self.autor, self.nick = autor, nick

    async def interaction_check(self, i: discord.Interaction) -> bool:
        return any(r.id == CARGO_MOD for r in getattr(i.user, "roles", []))

    @discord.ui.button(label="Aprovar", style=discord.ButtonStyle.success)
    async def aprovar(self, i: discord.Interaction, _b):
        resp = await asyncio.to_thread(rcon, f"whitelist add {self.nick}")
        pendentes.discard(self.autor.id)
        await i.response.edit_message(content=f"Aprovado por {i.user.mention}: {resp}", view=None)
        await self.autor.send(f"Seu nick **{self.nick}** foi adicionado à whitelist!")

    @discord.ui.button(label="Recusar", style=discord.ButtonStyle.danger)
    async def recusar(self, i: discord.Interaction, _b):
        pendentes.discard(self.autor.id)
        await i.response.edit_message(content=f"Recusado por {i.user.mention}", view=None)


intents = discord.Intents.default()
client = discord.Client(intents=intents)
tree = app_commands.CommandTree(client)


@tree.command(name="whitelist", description="Pedir whitelist no servidor")
async def whitelist(i: discord.Interaction, nick: str):
    if not NICK_RE.match(nick):
        return await i.response.send_message("Nick inválido.", ephemeral=True)
    if i.user.id in pendentes:
        return await i.response.send_message("Você já tem um pedido pendente.", ephemeral=True)
    if not await nick_existe(nick):
        return await i.response.send_message("Esse nick não existe na Mojang.", ephemeral=True)
    pendentes.add(i.user.id)
    canal = client.get_channel(CANAL_MOD)
    await canal.send(f"Pedido de {i.user.mention}: `{nick}`", view=Decisao(i.user, nick))
    await i.response.send_message("Pedido enviado para a moderação!", ephemeral=True)


@client.event
async def on_ready():
    await tree.sync()
    print(f"Conectado como {client.user}")


client.run(os.environ["DISCORD_TOKEN"])
