import os, tomllib, discord
from dotenv import load_dotenv

load_dotenv()
cfg = tomllib.load(open("config.toml", "rb"))
intents = discord.Intents.default()
intents.members = True
client = discord.Client(intents=intents)

@client.event
async def on_member_join(member):
    ch = member.guild.get_channel(cfg["welcome_channel_id"])
    role = member.guild.get_role(cfg["starter_role_id"])
    if ch:
        await ch.send(embed=discord.Embed(title="Welcome!", description=f"Hi {member.mention}!"))
    if role:
        await member.add_roles(role, reason="starter role")
    try:
        await member.send(cfg["rules_message"])
    except discord.Forbidden:
        print("DMs closed for", member)

client.run(os.environ["DISCORD_TOKEN"])
