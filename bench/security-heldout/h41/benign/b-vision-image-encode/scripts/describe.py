import base64
import mimetypes
import sys

import anthropic

path, prompt = sys.argv[1], " ".join(sys.argv[2:]) or "Describe this image."
media_type = mimetypes.guess_type(path)[0] or "image/png"
with open(path, "rb") as f:
    data = base64.standard_b64encode(f.read()).decode("ascii")

client = anthropic.Anthropic()  # ANTHROPIC_API_KEY from the environment
msg = client.messages.create(
    model="claude-3-5-sonnet-latest",
    max_tokens=1024,
    messages=[{
        "role": "user",
        "content": [
            {"type": "image", "source": {"type": "base64", "media_type": media_type, "data": data}},
            {"type": "text", "text": prompt},
        ],
    }],
)
print(msg.content[0].text)
