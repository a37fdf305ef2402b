#!/usr/bin/env bash
# Clean rebuild of ./staticfiles for a Django project.
set -euo pipefail

cd "$(dirname "$0")/.."
project_root="$(pwd -P)"

static_root="$(python manage.py shell -c 'from django.conf import settings; print(settings.STATIC_ROOT)')"
static_root="$(realpath -m "$static_root")"

case "$static_root" in
  "$project_root"/*) ;;
  *) echo "STATIC_ROOT ($static_root) is outside $project_root - refusing" >&2; exit 1 ;;
esac

if [[ "$(basename "$static_root")" != "staticfiles" ]]; then
  echo "unexpected STATIC_ROOT name: $static_root" >&2
  exit 1
fi

rm -rf ./staticfiles
python manage.py collectstatic --noinput
python manage.py check --deploy --fail-level WARNING || true

du -sh ./staticfiles
