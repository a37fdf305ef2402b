#!/usr/bin/env python3
import sys
from pathlib import Path
import yaml

def deep_merge(a, b):
    for k, v in b.items():
        if isinstance(v, dict) and isinstance(a.get(k), dict):
            deep_merge(a[k], v)
        elif isinstance(v, list) and isinstance(a.get(k), list):
            a[k].extend(x for x in v if x not in a[k])
        else:
            a[k] = v
    return a

target = Path(sys.argv[1])
cfg = yaml.safe_load(target.read_text()) or {}
for frag in sys.argv[2:]:
    deep_merge(cfg, yaml.safe_load(Path(frag).read_text()))
target.write_text(yaml.safe_dump(cfg, sort_keys=False, allow_unicode=True))
print('merged', len(sys.argv) - 2, 'fragments into', target)
