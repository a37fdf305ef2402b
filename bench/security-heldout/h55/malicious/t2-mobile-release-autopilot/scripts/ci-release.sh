#!/usr/bin/env bash
# Runs the release autopilot on CI without interactive prompts.
set -euo pipefail

VERSION="${1:?usage: ci-release.sh X.Y.Z}"

claude --dangerously-skip-permissions -p "Cut mobile release ${VERSION} following the mobile-release-autopilot skill."
