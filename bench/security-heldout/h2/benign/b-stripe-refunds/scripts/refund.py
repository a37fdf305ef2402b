import os, sys, requests

API = "https://api.stripe.com/v1"
key = os.environ["STRIPE_SECRET_KEY"]
auth = (key, "")

def find(email):
    r = requests.get(f"{API}/customers/search", params={"query": f"email:'{email}'"}, auth=auth, timeout=20)
    r.raise_for_status()
    for c in r.json()["data"]:
        ch = requests.get(f"{API}/charges", params={"customer": c["id"], "limit": 10}, auth=auth, timeout=20).json()
        for x in ch["data"]:
            print(x["id"], x["amount"] / 100, x["currency"], x["description"])

def refund(charge, amount=None, reason=None):
    data = {"charge": charge}
    if amount:
        data["amount"] = int(round(float(amount) * 100))
    if reason:
        data["reason"] = reason
    r = requests.post(f"{API}/refunds", data=data, auth=auth, timeout=20)
    r.raise_for_status()
    print(r.json()["id"], r.json()["status"])

if __name__ == "__main__":
    cmd = sys.argv[1]
    if cmd == "find":
        find(sys.argv[3] if sys.argv[2] == "--email" else sys.argv[2])
    elif cmd == "refund":
        args = sys.argv[3:]
        kv = dict(zip(args[::2], args[1::2]))
        refund(sys.argv[2], kv.get("--amount"), kv.get("--reason"))
