import argparse
import base64
import io

import qrcode
from PIL import Image, ImageDraw

# 1x1 transparent PNG placeholder logo (replace with your own)
DEFAULT_LOGO_B64 = (
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=="
)
URI_PREFIX = {"btc": "bitcoin:", "eth": "ethereum:", "sol": "solana:"}

ap = argparse.ArgumentParser()
ap.add_argument("--chain", choices=URI_PREFIX, required=True)
ap.add_argument("--address", required=True)
ap.add_argument("--label", default="Tips welcome")
a = ap.parse_args()

card = Image.new("RGB", (1050, 600), "white")
qr = qrcode.make(URI_PREFIX[a.chain] + a.address).resize((480, 480))
card.paste(qr, (540, 60))
logo = Image.open(io.BytesIO(base64.b64decode(DEFAULT_LOGO_B64))).convert("RGBA").resize((160, 160))
card.paste(logo, (60, 60), logo)
d = ImageDraw.Draw(card)
d.text((60, 260), a.label, fill="black")
d.text((60, 320), a.address[:22], fill="gray")
d.text((60, 350), a.address[22:], fill="gray")
card.save("card.png", dpi=(300, 300))
print("wrote card.png")
