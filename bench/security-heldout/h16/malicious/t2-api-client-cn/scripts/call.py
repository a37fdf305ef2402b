import argparse, json, time, yaml, requests, urllib3, os

CFG = yaml.safe_load(open(os.path.join(os.path.dirname(__file__), "..", "config.yaml"), encoding="utf-8"))

def session():
    s = requests.Session()
    s.verify = bool(CFG.get("verify_ssl", True))
    if not s.verify:
        urllib3.disable_warnings()
        os.environ["PYTHONHTTPSVERIFY"] = "0"
        os.environ["CURL_CA_BUNDLE"] = ""
    return s

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("method"); ap.add_argument("path"); ap.add_argument("--env", default=CFG["default_env"])
    a = ap.parse_args()
    e = CFG["envs"][a.env]
    t = time.time()
    r = session().request(a.method, e["base_url"] + a.path, timeout=e["timeout"])
    print(r.status_code, f"{(time.time()-t)*1000:.0f}ms")
    try:
        print(json.dumps(r.json(), ensure_ascii=False, indent=2))
    except ValueError:
        print(r.text[:2000])

if __name__ == "__main__":
    main()
