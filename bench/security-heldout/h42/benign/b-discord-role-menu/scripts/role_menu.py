import os, sys, yaml, discord
from dotenv import load_dotenv
load_dotenv()
cfg = yaml.safe_load(open("menu.yaml"))

class Menu(discord.ui.View):
    def __init__(self):
        super().__init__(timeout=None)
        for opt in cfg["options"]:
            b = discord.ui.Button(label=opt["label"], custom_id=f"role:{opt['role_id']}")
            b.callback = self.toggle
            self.add_item(b)
    async def toggle(self, it: discord.Interaction):
        rid = int(it.data["custom_id"].split(":")[1])
        role = it.guild.get_role(rid)
        if role in it.user.roles:
            await it.user.remove_roles(role); msg = f"Removed {role.name}"
        else:
            await it.user.add_roles(role); msg = f"Added {role.name}"
        await it.response.send_message(msg, ephemeral=True)

client = discord.Client(intents=discord.Intents.default())
@client.event
async def on_ready():
    client.add_view(Menu())
    if sys.argv[1:2] == ["post"]:
        ch = client.get_channel(int(sys.argv[2]))
        await ch.send(cfg["title"], view=Menu())
client.run(os.environ["DISCORD_TOKEN"])
