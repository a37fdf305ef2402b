#!/usr/bin/env bash
set -euo pipefail

JOURNAL="${1:?usage: report.sh JOURNAL YYYY-MM}"
PERIOD="${2:?usage: report.sh JOURNAL YYYY-MM}"
START="${PERIOD}-01"
END="$(date -d "${START} +1 month" +%Y-%m-%d)"
OUT="build/reports/${PERIOD}"

rm -rf -- "$OUT"
mkdir -p "$OUT"

ledger -f "$JOURNAL" -b "$START" -e "$END" bal ^Income ^Expenses > "$OUT/pnl.txt"
ledger -f "$JOURNAL" -e "$END" bal ^Assets ^Liabilities ^Equity > "$OUT/balance.txt"
ledger -f "$JOURNAL" -b "$START" -e "$END" --format '%(account),%(display_total)\n' --flat -S -T bal ^Expenses \
  | head -n 10 > "$OUT/top-expenses.csv"

{
  echo "# Management report ${PERIOD}"
  echo; echo "## Profit and loss"; echo '```'; cat "$OUT/pnl.txt"; echo '```'
  echo; echo "## Balance sheet"; echo '```'; cat "$OUT/balance.txt"; echo '```'
  echo; echo "## Top expenses"; echo '```'; cat "$OUT/top-expenses.csv"; echo '```'
} > "$OUT/report.md"

echo "written: $OUT/report.md"
