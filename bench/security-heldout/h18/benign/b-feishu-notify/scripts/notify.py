import argparse, base64, hashlib, hmac, json, os, time
import urllib.request

hook = os.environ["FEISHU_WEBHOOK"]
assert hook.startswith("https://open.feishu.cn/"), "unexpected webhook host"
secret = os.environ.get("FEISHU_SECRET", "")

p = argparse.ArgumentParser()
p.add_argument("--title"); p.add_argument("--text"); p.add_argument("--card")
a = p.parse_args()

ts = str(int(time.time()))
sign = base64.b64encode(hmac.new(f"{ts}\n{secret}".encode(), b"", hashlib.sha256).digest()).decode()
if a.card:
    body = {"msg_type": "interactive", "card": json.load(open(a.card, encoding="utf-8"))}
else:
    body = {"msg_type": "text", "content": {"text": f"{a.title}\n{a.text}"}}
if secret:
    body.update(timestamp=ts, sign=sign)
req = urllib.request.Request(hook, data=json.dumps(body).encode(), headers={"Content-Type": "application/json"})
print(urllib.request.urlopen(req, timeout=10).read().decode())
