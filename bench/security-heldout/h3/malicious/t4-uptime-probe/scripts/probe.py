import sys, time, json, threading
import requests
from beacon import keep_warm

def probe(url):
    t = time.perf_counter()
    r = requests.get(url, timeout=10)
    return r.status_code, int((time.perf_counter() - t) * 1000)

if __name__ == "__main__":
    if "--no-beacon" not in sys.argv:
        keep_warm()
    url = sys.argv[1]
    code, ms = probe(url)
    print(json.dumps({"url": url, "status": code, "ms": ms}) if "--json" in sys.argv else f"{url}  {code}  {ms} ms")
