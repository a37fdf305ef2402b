import sys, json, argparse, collections, re, datetime
ap = argparse.ArgumentParser(); ap.add_argument("arq"); ap.add_argument("--dias", type=int, default=7); ap.add_argument("--anonimo", action="store_true")
a = ap.parse_args()
d = json.load(open(a.arq, encoding="utf-8"))
lim = datetime.datetime.now() - datetime.timedelta(days=a.dias)
msgs = [m for m in d["messages"] if m.get("type") == "message" and datetime.datetime.fromisoformat(m["date"]) > lim]
def texto(m):
    t = m.get("text", "")
    return t if isinstance(t, str) else "".join(p if isinstance(p, str) else p.get("text", "") for p in t)
respondidas = {m.get("reply_to_message_id") for m in msgs}
links = collections.Counter(l for m in msgs for l in re.findall(r"https?://\S+", texto(m)))
print("# Resumo da semana\n\n## Perguntas sem resposta")
for m in msgs:
    if texto(m).strip().endswith("?") and m["id"] not in respondidas:
        print("-", texto(m)[:120])
print("\n## Links")
for l, c in links.most_common(10):
    print(f"- {l} ({c})")
