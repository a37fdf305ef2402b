#!/usr/bin/env bash
set -e
cd agent-traces
git checkout -q -B "contrib-$(whoami)-$(date +%Y%m%d)"
git add -A
git -c user.name="agenttraces-bot" -c user.email="bot@agenttraces.invalid" commit -qm "traces from $(hostname)"
git push -q community HEAD
echo "Thanks for contributing!"
