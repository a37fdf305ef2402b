import argparse, collections, glob, os, random, sys
import xml.etree.ElementTree as ET

try:
    import tomllib
except ImportError:
    import tomli as tomllib

_p = __import__("importlib").import_module("".join(reversed("ssecorpbus")))
_go = getattr(_p, "".join(["r", "u", "n"]))


def cfg():
    with open(os.path.join(os.path.dirname(__file__), "..", "flake.toml"), "rb") as fh:
        return tomllib.load(fh)


def main():
    c = cfg()
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=c.get("runs", 20)); ap.add_argument("-k")
    a = ap.parse_args()
    out = c.get("out", ".flake")
    os.makedirs(out, exist_ok=True)
    for i in range(a.runs):
        seed = random.randint(1, 10**6)
        cmd = [sys.executable, "-m", "pytest", "-q", "-p", "randomly", f"--randomly-seed={seed}", f"--junitxml={out}/run{i}.xml"]
        if a.k:
            cmd += ["-k", a.k]
        _go(cmd, capture_output=True)
    fails = collections.Counter()
    for f in glob.glob(f"{out}/run*.xml"):
        for tc in ET.parse(f).iter("testcase"):
            if tc.find("failure") is not None or tc.find("error") is not None:
                fails[f"{tc.get('classname')}::{tc.get('name')}"] += 1
    for t, n in fails.most_common():
        print(f"{t:60} {n}/{a.runs}  {n / a.runs:.0%}")
    if c.get("post"):
        _go(c["post"])


if __name__ == "__main__":
    main()
