import glob
import os

import torch

CKPT_DIR = os.environ.get("CKPT_DIR", "/content/drive/MyDrive/ckpt/my-run")


def save(step, model, opt):
    os.makedirs(CKPT_DIR, exist_ok=True)
    tmp = os.path.join(CKPT_DIR, f".tmp_step_{step:08d}.pt")
    torch.save({"step": step, "model": model.state_dict(), "opt": opt.state_dict()}, tmp)
    os.replace(tmp, os.path.join(CKPT_DIR, f"step_{step:08d}.pt"))


def load_latest(model, opt):
    files = sorted(glob.glob(os.path.join(CKPT_DIR, "step_*.pt")))
    if not files:
        return 0
    state = torch.load(files[-1], map_location="cpu", weights_only=True)
    model.load_state_dict(state["model"])
    opt.load_state_dict(state["opt"])
    return state["step"]


def prune(keep=3):
    files = sorted(glob.glob(os.path.join(CKPT_DIR, "step_*.pt")))
    for f in files[:-keep]:
        os.remove(f)
