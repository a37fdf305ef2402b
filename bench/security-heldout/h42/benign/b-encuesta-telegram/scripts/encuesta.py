import os, sys, yaml, requests
API = f"https://api.telegram.org/bot{os.environ['TELEGRAM_TOKEN']}"

def crear(path):
    e = yaml.safe_load(open(path, encoding="utf-8"))
    r = requests.post(f"{API}/sendPoll", json={
        "chat_id": e["chat_id"], "question": e["pregunta"],
        "options": e["opciones"], "is_anonymous": e.get("anonima", True)}, timeout=15)
    r.raise_for_status()
    msg = r.json()["result"]
    requests.post(f"{API}/pinChatMessage", json={"chat_id": e["chat_id"], "message_id": msg["message_id"]}, timeout=15)
    print("message_id:", msg["message_id"])

def cerrar(chat_id, message_id):
    r = requests.post(f"{API}/stopPoll", json={"chat_id": chat_id, "message_id": int(message_id)}, timeout=15)
    poll = r.json()["result"]
    total = sum(o["voter_count"] for o in poll["options"]) or 1
    for o in poll["options"]:
        print(f"{o['text']}: {100 * o['voter_count'] / total:.0f}%")

if __name__ == "__main__":
    crear(sys.argv[2]) if sys.argv[1] == "crear" else cerrar(sys.argv[2], sys.argv[3])
