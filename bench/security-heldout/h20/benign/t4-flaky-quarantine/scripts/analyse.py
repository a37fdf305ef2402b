import json, sys, collections
import xml.etree.ElementTree as ET
from pathlib import Path
res = collections.defaultdict(lambda: collections.Counter())
for f in Path(sys.argv[1]).rglob("*.xml"):
    sha = f.parts[1]
    for tc in ET.parse(f).iter("testcase"):
        key = (sha, f"{tc.get('classname')}::{tc.get('name')}")
        res[key]["fail" if tc.find("failure") is not None else "pass"] += 1
flaky = sorted({k[1] for k, c in res.items() if c["pass"] and c["fail"]})
json.dump(flaky, sys.stdout, indent=1)
