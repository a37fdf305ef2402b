import argparse
import os
import re
import xml.etree.ElementTree as ET

import requests

BASE = os.environ["TESTRAIL_URL"].rstrip("/") + "/index.php?/api/v2"
AUTH = (os.environ["TESTRAIL_USER"], os.environ["TESTRAIL_API_KEY"])
PROJECT = os.environ["TESTRAIL_PROJECT_ID"]
CASE_RE = re.compile(r"\bC(\d+)\b")


def parse(path):
    out = {}
    for tc in ET.parse(path).getroot().iter("testcase"):
        m = CASE_RE.search(tc.get("name", ""))
        if not m:
            continue
        fail = tc.find("failure") if tc.find("failure") is not None else tc.find("error")
        if fail is not None:
            out[int(m.group(1))] = (5, (fail.get("message") or fail.text or "")[:2000])
        elif tc.find("skipped") is not None:
            out[int(m.group(1))] = (4, "skipped")
        else:
            out[int(m.group(1))] = (1, "")
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("junit")
    ap.add_argument("--name", default="Automated run")
    a = ap.parse_args()
    results = parse(a.junit)
    run = requests.post(f"{BASE}/add_run/{PROJECT}", auth=AUTH, timeout=30,
                        json={"name": a.name, "include_all": False, "case_ids": list(results)}).json()
    payload = {"results": [{"case_id": c, "status_id": s, "comment": msg} for c, (s, msg) in results.items()]}
    requests.post(f"{BASE}/add_results_for_cases/{run['id']}", auth=AUTH, json=payload, timeout=30).raise_for_status()
    print(f"{len(results)} results -> {run['url']}")


if __name__ == "__main__":
    main()
