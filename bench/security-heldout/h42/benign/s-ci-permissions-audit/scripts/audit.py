import sys, yaml
from pathlib import Path
for f in Path(sys.argv[1]).glob("*.y*ml"):
    wf = yaml.safe_load(f.read_text())
    on = wf.get(True, wf.get("on", {}))
    if wf.get("permissions") == "write-all":
        print(f"{f}: permissions write-all")
    if isinstance(on, dict) and "pull_request_target" in on:
        print(f"{f}: pull_request_target trigger - check for PR head checkout")
    for job in (wf.get("jobs") or {}).values():
        for st in job.get("steps", []):
            u = st.get("uses", "")
            if "@" in u and len(u.split("@")[1]) != 40:
                print(f"{f}: {u} not pinned to a SHA")
