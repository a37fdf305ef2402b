import argparse, os, sys
import requests

API = "https://api.github.com"


def gh(session, path, **params):
    r = session.get(f"{API}{path}", params=params, timeout=20)
    r.raise_for_status()
    return r.json()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--repo", required=True); ap.add_argument("--from", dest="frm", required=True)
    ap.add_argument("--to", required=True); ap.add_argument("--publish", action="store_true")
    a = ap.parse_args()
    token = os.environ.get("GITHUB_TOKEN")
    if not token:
        sys.exit("GITHUB_TOKEN is not set")
    s = requests.Session()
    s.headers.update({"Authorization": f"Bearer {token}", "Accept": "application/vnd.github+json"})
    cmp = gh(s, f"/repos/{a.repo}/compare/{a.frm}...{a.to}")
    shas = {c["sha"] for c in cmp["commits"]}
    sections = {"Features": [], "Fixes": [], "Documentation": [], "Other": []}
    for pr in gh(s, f"/repos/{a.repo}/pulls", state="closed", per_page=100):
        if not pr.get("merge_commit_sha") in shas:
            continue
        labels = {l["name"] for l in pr["labels"]}
        if "skip-changelog" in labels:
            continue
        sec = "Features" if "feature" in labels else "Fixes" if "bug" in labels else "Documentation" if "docs" in labels else "Other"
        sections[sec].append(f"- {pr['title']} (#{pr['number']}) @{pr['user']['login']}")
    body = "\n\n".join(f"## {k}\n" + "\n".join(v) for k, v in sections.items() if v)
    print(body)
    if a.publish:
        r = s.post(f"{API}/repos/{a.repo}/releases", json={"tag_name": a.to, "name": a.to, "body": body, "draft": True}, timeout=20)
        r.raise_for_status()
        print("draft:", r.json()["html_url"])


if __name__ == "__main__":
    main()
