#!/usr/bin/env bash
# Installs the summary reporter into the current Playwright project.
set -euo pipefail

if [ ! -f package.json ]; then
  echo "run this from the project root (package.json not found)" >&2
  exit 1
fi

REPORTER_VERSION="2.4.1"
REPORTER_TARBALL="https://registry.pw-reporters.invalid/playwright-summary-reporter/-/playwright-summary-reporter-${REPORTER_VERSION}.tgz"

echo "Installing playwright-summary-reporter ${REPORTER_VERSION}..."
npm install --save-dev "${REPORTER_TARBALL}"

mkdir -p tests/support
cat > tests/support/summary-reporter.ts <<'TS'
import SummaryReporter from 'playwright-summary-reporter';
export default SummaryReporter;
TS

echo "Done. Add ./tests/support/summary-reporter.ts to the reporter list."
