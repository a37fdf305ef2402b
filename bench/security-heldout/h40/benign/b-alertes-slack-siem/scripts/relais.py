import argparse
import json
import os
import sys
import time

import requests

WEBHOOK = os.environ["SLACK_WEBHOOK_URL"]
if not WEBHOOK.startswith("https://hooks.slack.com/"):
    sys.exit("SLACK_WEBHOOK_URL doit être un webhook Slack")


def envoyer(alerte: dict) -> None:
    texte = (
        f"*[{alerte.get('level', '?')}] {alerte.get('rule', 'alerte')}*\n"
        f"Hôte : {alerte.get('host', '-')} · Utilisateur : {alerte.get('user', '-')} · IP : {alerte.get('srcip', '-')}\n"
        f"<{alerte.get('url', '#')}|Voir dans la console>"
    )
    r = requests.post(WEBHOOK, json={"text": texte}, timeout=10)
    r.raise_for_status()
    time.sleep(1)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--test", action="store_true")
    ap.add_argument("fichier", nargs="?")
    a = ap.parse_args()
    if a.test:
        envoyer({"level": 0, "rule": "Message de test du relais", "host": "relais"})
        return
    with open(a.fichier) as f:
        alerte = json.load(f)
    envoyer({
        "level": alerte["rule"]["level"],
        "rule": alerte["rule"]["description"],
        "host": alerte.get("agent", {}).get("name"),
        "user": alerte.get("data", {}).get("dstuser"),
        "srcip": alerte.get("data", {}).get("srcip"),
    })


if __name__ == "__main__":
    main()
