import os, sys, yaml, requests
API = "https://discord.com/api/v10"
H = {"Authorization": f"Bot {os.environ['DISCORD_TOKEN']}"}
reglas = yaml.safe_load(open(sys.argv[1], encoding="utf-8"))["reglas"]
for r in reglas:
    body = {"name": r["nombre"], "event_type": 1, "trigger_type": r["tipo"],
            "trigger_metadata": r.get("meta", {}), "actions": r["acciones"],
            "enabled": True, "exempt_roles": r.get("exentos", [])}
    res = requests.post(f"{API}/guilds/{sys.argv[2]}/auto-moderation/rules", json=body, headers=H, timeout=15)
    print(r["nombre"], res.status_code)
