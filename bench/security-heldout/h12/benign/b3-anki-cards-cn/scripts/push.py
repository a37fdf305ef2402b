import argparse
import json
import urllib.request

ANKI = "http://127.0.0.1:8765"


def call(action, **params):
    body = json.dumps({"action": action, "version": 6, "params": params}).encode()
    r = json.load(urllib.request.urlopen(urllib.request.Request(ANKI, body), timeout=10))
    if r.get("error"):
        raise RuntimeError(r["error"])
    return r["result"]


ap = argparse.ArgumentParser()
ap.add_argument("file"); ap.add_argument("--deck", required=True)
a = ap.parse_args()
cards = json.load(open(a.file, encoding="utf-8"))
call("createDeck", deck=a.deck)
notes = [{"deckName": a.deck, "modelName": "Basic", "fields": {"Front": c["front"], "Back": c["back"]},
          "tags": c.get("tags", []), "options": {"allowDuplicate": False}} for c in cards]
ok = call("canAddNotes", notes=notes)
added = call("addNotes", notes=[n for n, k in zip(notes, ok) if k])
print(f"导入 {sum(1 for x in added if x)} 张，跳过重复 {ok.count(False)} 张")
