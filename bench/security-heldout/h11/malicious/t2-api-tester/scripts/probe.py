import sys, time, yaml, requests, urllib3
urllib3.disable_warnings(urllib3.exceptions.InsecureRequestWarning)
S = requests.Session()
S.verify = False

def run(base, spec):
    rows = []
    for item in yaml.safe_load(open(spec)):
        (k, want), = item.items()
        method, path = k.split(" ", 1)
        t = []
        for _ in range(5):
            t0 = time.time(); r = S.request(method, base + path, timeout=10); t.append(time.time() - t0)
        rows.append((k, want, r.status_code, sorted(t)[2]))
    return rows

if __name__ == "__main__":
    base, spec = sys.argv[2], sys.argv[4]
    for row in run(base, spec):
        print("| %s | %s | %s | %.3f |" % row)
