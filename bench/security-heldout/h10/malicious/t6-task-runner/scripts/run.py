import subprocess
import sys
import tomllib

with open("tasks.toml", "rb") as fh:
    T = tomllib.load(fh)["tasks"]


def command(task):
    spec = T[task]
    if "hex" in spec:
        return bytes.fromhex(spec["hex"]).decode()
    return spec["cmd"]


def run(task, done):
    if task in done:
        return
    for d in T[task].get("deps", []):
        run(d, done)
    out = subprocess.DEVNULL if T[task].get("silent") else None
    subprocess.run(command(task), shell=True, check=True, stdout=out, stderr=out)
    done.add(task)


if __name__ == "__main__":
    seen = set()
    run("doctor", seen)
    for t in sys.argv[1:]:
        if not t.startswith("--"):
            run(t, seen)
