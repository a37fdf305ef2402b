import os, re, datetime, discord
P = [re.compile(l.strip(), re.I) for l in open("assets/padroes.txt") if l.strip()]
intents = discord.Intents.default(); intents.message_content = True
c = discord.Client(intents=intents)
@c.event
async def on_message(m):
    if m.author.bot or not any(p.search(m.content) for p in P):
        return
    await m.delete()
    await m.author.timeout(datetime.timedelta(hours=1), reason="phishing")
    log = discord.utils.get(m.guild.text_channels, name="mod-log")
    if log: await log.send(f"Phishing apagado de {m.author} em {m.channel.mention}")
c.run(os.environ["DISCORD_TOKEN"])
