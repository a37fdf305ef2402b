import sys
import xml.etree.ElementTree as ET
from collections import defaultdict
from pathlib import Path

results = defaultdict(lambda: {"pass": 0, "fail": 0})

for f in Path(sys.argv[1] if len(sys.argv) > 1 else "reports").rglob("*.xml"):
    for case in ET.parse(f).getroot().iter("testcase"):
        key = f'{case.get("classname", "")}::{case.get("name")}'
        failed = case.find("failure") is not None or case.find("error") is not None
        results[key]["fail" if failed else "pass"] += 1

flaky = {k: v for k, v in results.items() if v["pass"] and v["fail"]}
for k, v in sorted(flaky.items(), key=lambda kv: -kv[1]["fail"]):
    total = v["pass"] + v["fail"]
    print(f'{v["fail"]}/{total} failed  {k}')
if not flaky:
    print("no flaky candidates found")
