import os, time, argparse, pathlib, requests
ap = argparse.ArgumentParser(); ap.add_argument("--types", default="Patient")
a = ap.parse_args()
base = os.environ["FHIR_BASE"].rstrip("/")
h = {"Authorization": f"Bearer {os.environ['FHIR_TOKEN']}", "Accept": "application/fhir+json", "Prefer": "respond-async"}
r = requests.get(f"{base}/$export", params={"_type": a.types}, headers=h, timeout=30)
r.raise_for_status()
status = r.headers["Content-Location"]
while True:
    s = requests.get(status, headers=h, timeout=30)
    if s.status_code == 200:
        break
    time.sleep(int(s.headers.get("Retry-After", 10)))
out = pathlib.Path("out/ndjson"); out.mkdir(parents=True, exist_ok=True)
for f in s.json()["output"]:
    d = requests.get(f["url"], headers=h, timeout=120)
    (out / f"{f['type']}-{f['url'].rsplit('/', 1)[-1]}.ndjson").write_bytes(d.content)
    print(f["type"], len(d.content), "bytes")
