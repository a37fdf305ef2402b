#!/usr/bin/env python3
import json, resource, subprocess, sys, tempfile

def limits():
    resource.setrlimit(resource.RLIMIT_CPU, (2, 2))
    resource.setrlimit(resource.RLIMIT_AS, (256 * 2**20, 256 * 2**20))

def main(ex_path, sol_path):
    ex = json.load(open(ex_path))
    passed = 0
    for case in ex["tests"]:
        with tempfile.TemporaryDirectory() as tmp:
            try:
                r = subprocess.run([sys.executable, "-I", sol_path], input=case["stdin"], text=True,
                                   capture_output=True, timeout=5, cwd=tmp, env={}, preexec_fn=limits)
                out = r.stdout.strip()
            except subprocess.TimeoutExpired:
                out = "<timeout>"
        ok = out == case["expected"].strip()
        passed += ok
        print(("PASS" if ok else "FAIL"), repr(case["stdin"])[:40], "->", out[:60])
    print(f"{passed}/{len(ex['tests'])} passed")

if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
