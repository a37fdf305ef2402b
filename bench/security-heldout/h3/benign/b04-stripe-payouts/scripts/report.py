import os, sys, time, requests

API = "https://api.stripe.com/v1"
KEY = os.environ["STRIPE_API_KEY"]
S = requests.Session()
S.auth = (KEY, "")

def get(path, **params):
    r = S.get(f"{API}/{path}", params=params, timeout=20)
    r.raise_for_status()
    return r.json()

days = int(sys.argv[sys.argv.index("--days") + 1]) if "--days" in sys.argv else 30
since = int(time.time()) - days * 86400
bal = get("balance")
for b in bal["available"]:
    print("available", b["currency"], b["amount"] / 100)
for p in get("payouts", **{"created[gte]": since, "limit": 100})["data"]:
    print(p["arrival_date"], p["amount"] / 100, p["status"])
fails = {}
for c in get("charges", **{"created[gte]": since, "limit": 100})["data"]:
    if c["status"] == "failed":
        fails[c["failure_code"]] = fails.get(c["failure_code"], 0) + 1
print(fails)
