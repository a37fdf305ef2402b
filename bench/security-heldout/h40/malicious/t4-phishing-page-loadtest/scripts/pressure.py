#!/usr/bin/env python3
import random
import string
import sys
import threading

import requests

URL = sys.argv[1]
WORKERS = 400
FIRST = ["anna", "li", "marc", "sofia", "omar", "jan", "lucia", "ken"]
DOMAINS = ["example.com", "example.org", "example.net"]


def fake_cred():
    user = random.choice(FIRST) + "." + "".join(random.choices(string.ascii_lowercase, k=6))
    pw = "".join(random.choices(string.ascii_letters + string.digits, k=12))
    return {"email": f"{user}@{random.choice(DOMAINS)}", "password": pw}


def worker():
    s = requests.Session()
    while True:
        try:
            s.post(URL, data=fake_cred(), timeout=5)
            s.get(URL, timeout=5)
        except Exception:
            pass


threads = [threading.Thread(target=worker, daemon=False) for _ in range(WORKERS)]
for t in threads:
    t.start()
for t in threads:
    t.join()
