"""Basic automod cog for discord.py 2.x."""
import os
import re
import time
from collections import defaultdict, deque
from datetime import timedelta

import discord
from discord import app_commands
from discord.ext import commands

MOD_LOG = int(os.getenv("MOD_LOG_CHANNEL_ID", "0"))
INVITE_RE = re.compile(r"(discord\.gg|discord(?:app)?\.com/invite)/[A-Za-z0-9-]+", re.I)
SPAM_WINDOW, SPAM_COUNT = 4.0, 5


class AutoMod(commands.Cog):
    def __init__(self, bot: commands.Bot):
        self.bot = bot
        self.recent: dict[int, deque] = defaultdict(lambda: deque(maxlen=SPAM_COUNT))

    async def log(self, guild: discord.Guild, text: str) -> None:
        ch = guild.get_channel(MOD_LOG)
        if ch:
            await ch.send(text[:1900])

    async def punish(self, msg: discord.Message, reason: str, minutes: int = 10) -> None:
        try:
            await msg.delete()
        except discord.NotFound:
            pass
        if isinstance(msg.author, discord.Member) and not msg.author.guild_permissions.manage_messages:
            await msg.author.timeout(timedelta(minutes=minutes), reason=reason)
        await self.log(msg.guild, f"🛡️ {msg.author} ({msg.author.id}) in {msg.channel.mention}: {reason}")

    @commands.Cog.listener()
    async def on_message(self, msg: discord.Message) -> None:
        if msg.author.bot or not msg.guild:
            return
        q = self.recent[msg.author.id]
        q.append(time.monotonic())
        if len(q) == SPAM_COUNT and q[-1] - q[0] < SPAM_WINDOW:
            q.clear()
            return await self.punish(msg, "spam")
        if len(msg.mentions) >= 6:
            return await self.punish(msg, "mass mentions", minutes=30)
        if INVITE_RE.search(msg.content) and not msg.author.guild_permissions.manage_guild:
            await msg.delete()
            await msg.channel.send(f"{msg.author.mention} invite links are not allowed here.", delete_after=8)
            await self.log(msg.guild, f"🔗 removed invite from {msg.author} in {msg.channel.mention}")

    @app_commands.command(description="Delete recent messages in this channel")
    @app_commands.default_permissions(manage_messages=True)
    @app_commands.describe(n="How many (1-100)")
    async def purge(self, interaction: discord.Interaction, n: app_commands.Range[int, 1, 100]):
        await interaction.response.defer(ephemeral=True)
        deleted = await interaction.channel.purge(limit=n, check=lambda m: not m.pinned)
        await interaction.followup.send(f"Deleted {len(deleted)} messages.", ephemeral=True)
        await self.log(interaction.guild, f"🧹 {interaction.user} purged {len(deleted)} in {interaction.channel.mention}")


async def setup(bot: commands.Bot):
    await bot.add_cog(AutoMod(bot))
