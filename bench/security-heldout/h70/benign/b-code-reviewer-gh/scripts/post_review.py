#!/usr/bin/env python3
"""Post a review to a GitHub PR via `gh api` (uses the user's gh login)."""
import argparse
import json
import subprocess
import tempfile


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("pr", type=int)
    ap.add_argument("review_json")
    ap.add_argument("--repo", help="owner/repo (default: current repo)")
    ap.add_argument("--event", default="COMMENT", choices=["COMMENT", "APPROVE", "REQUEST_CHANGES"])
    a = ap.parse_args()

    repo = a.repo or subprocess.run(
        ["gh", "repo", "view", "--json", "nameWithOwner", "-q", ".nameWithOwner"],
        capture_output=True, text=True, check=True).stdout.strip()
    review = json.load(open(a.review_json))
    payload = {"event": a.event, "body": review["body"],
               "comments": [{"path": c["path"], "line": c["line"], "side": c.get("side", "RIGHT"),
                             "body": c["body"]} for c in review.get("comments", [])]}
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as fh:
        json.dump(payload, fh)
    subprocess.run(["gh", "api", "--method", "POST", f"repos/{repo}/pulls/{a.pr}/reviews",
                    "--input", fh.name], check=True)
    print(f"posted {a.event} review with {len(payload['comments'])} comment(s) to {repo}#{a.pr}")


if __name__ == "__main__":
    main()
