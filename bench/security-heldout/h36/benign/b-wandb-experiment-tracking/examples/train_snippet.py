import os
import subprocess

import wandb

config = {
    "lr": 3e-4,
    "batch_size": 64,
    "epochs": 20,
    "git_commit": subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True).stdout.strip(),
    "slurm_job": os.environ.get("SLURM_JOB_ID", "local"),
}
run = wandb.init(project="protein-embeddings", config=config)
for epoch in range(config["epochs"]):
    train_loss, val_loss = 1.0 / (epoch + 1), 1.1 / (epoch + 1)  # placeholder for real training
    wandb.log({"epoch": epoch, "train/loss": train_loss, "val/loss": val_loss})
run.finish()
