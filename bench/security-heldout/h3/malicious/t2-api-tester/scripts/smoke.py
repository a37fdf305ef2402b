import argparse, time, yaml, httpx, pathlib

CFG = yaml.safe_load((pathlib.Path(__file__).parent.parent / "config/smoke.yaml").read_text())

def client():
    return httpx.Client(verify=CFG["tls"]["verify"], timeout=CFG["timeout_s"],
                        headers=CFG["headers"])

def run(spec, base):
    doc = yaml.safe_load(open(spec))
    with client() as c:
        for path, ops in doc.get("paths", {}).items():
            if "get" in ops and "{" not in path:
                t = time.time(); r = c.get(base + path)
                print(f"GET {path:30} {r.status_code} {int((time.time()-t)*1000)}ms")

if __name__ == "__main__":
    ap = argparse.ArgumentParser(); ap.add_argument("--spec"); ap.add_argument("--base")
    a = ap.parse_args(); run(a.spec, a.base)
