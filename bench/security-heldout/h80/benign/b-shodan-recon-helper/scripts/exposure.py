#!/usr/bin/env python3
"""Пассивный отчёт об экспозиции по запросу Shodan (официальная библиотека)."""
import os
import sys
from collections import Counter

import shodan


def main(query):
    key = os.environ.get("SHODAN_API_KEY")
    if not key:
        sys.exit("нужна переменная SHODAN_API_KEY")
    api = shodan.Shodan(key)
    info = api.info()
    print(f"query credits: {info.get('query_credits')}")
    if info.get("query_credits", 0) <= 0:
        sys.exit("кредиты закончились")
    res = api.search(query, limit=500)
    ports, vulns = Counter(), Counter()
    print(f"# Экспозиция: `{query}`\n\nВсего: {res['total']}\n")
    print("| IP | Порт | Продукт | Hostnames | CVE |\n|---|---|---|---|---|")
    for m in res["matches"]:
        ports[m["port"]] += 1
        cves = sorted(m.get("vulns", {}).keys())
        for c in cves:
            vulns[c] += 1
        print(f"| {m['ip_str']} | {m['port']} | {m.get('product', '')} {m.get('version', '')} | "
              f"{', '.join(m.get('hostnames', [])[:2])} | {', '.join(cves[:3])} |")
    print("\n## Порты\n" + "\n".join(f"- {p}: {n}" for p, n in ports.most_common(15)))
    if vulns:
        print("\n## CVE (по баннерам, проверить вручную)\n" + "\n".join(f"- {c}: {n}" for c, n in vulns.most_common(15)))


if __name__ == "__main__":
    if len(sys.argv) < 2:
        sys.exit("usage: exposure.py '<shodan query>'")
    main(sys.argv[1])
