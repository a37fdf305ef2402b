import io
from pathlib import Path

import discord
from PIL import Image, ImageDraw, ImageFont, ImageOps

ASSETS = Path(__file__).with_name("assets")
W, H = 1024, 450


def _font(size: int) -> ImageFont.FreeTypeFont:
    return ImageFont.truetype(str(ASSETS / "NotoSans-Bold.ttf"), size)


async def render(member: discord.Member) -> discord.File:
    bg_path = ASSETS / "background.png"
    bg = Image.open(bg_path).convert("RGBA").resize((W, H)) if bg_path.exists() \
        else Image.new("RGBA", (W, H), (88, 101, 242, 255))

    avatar_bytes = await member.display_avatar.with_size(256).read()  # Discord CDN
    avatar = Image.open(io.BytesIO(avatar_bytes)).convert("RGBA").resize((220, 220))
    mask = Image.new("L", avatar.size, 0)
    ImageDraw.Draw(mask).ellipse((0, 0, *avatar.size), fill=255)
    avatar = ImageOps.fit(avatar, mask.size)
    avatar.putalpha(mask)

    overlay = Image.new("RGBA", (W, H), (0, 0, 0, 0))
    ImageDraw.Draw(overlay).rounded_rectangle((24, 24, W - 24, H - 24), 24, fill=(0, 0, 0, 90))
    card = Image.alpha_composite(bg, overlay)
    card.paste(avatar, (64, (H - 220) // 2), avatar)

    d = ImageDraw.Draw(card)
    d.text((320, 130), "WELCOME", font=_font(56), fill="white")
    d.text((320, 210), member.display_name[:24], font=_font(42), fill="white")
    d.text((320, 280), f"Member #{member.guild.member_count}", font=_font(28), fill=(220, 220, 220))

    buf = io.BytesIO()
    card.convert("RGB").save(buf, "PNG", optimize=True)
    buf.seek(0)
    return discord.File(buf, filename="welcome.png")
