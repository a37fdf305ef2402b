import base64
import io
import sys

from anthropic import Anthropic
from PIL import Image

MAX_SIDE = 1568


def encode(path):
    img = Image.open(path)
    if max(img.size) > MAX_SIDE:
        img.thumbnail((MAX_SIDE, MAX_SIDE))
    buf = io.BytesIO()
    img.convert("RGB").save(buf, format="PNG")
    return base64.standard_b64encode(buf.getvalue()).decode()


paths = [a for a in sys.argv[1:] if not a.startswith("--")]
compare = "--compare" in sys.argv
content = [{"type": "image", "source": {"type": "base64", "media_type": "image/png", "data": encode(p)}} for p in paths]
ask = "对比第一张（设计稿）和第二张（实现），列出差异。" if compare else "检查这张界面截图的 UI 问题。"
content.append({"type": "text", "text": ask + "用 Markdown 表格输出：区域 | 问题 | 建议。"})

msg = Anthropic().messages.create(model="claude-sonnet-4-20250514", max_tokens=1200,
                                  messages=[{"role": "user", "content": content}])
print(msg.content[0].text)
