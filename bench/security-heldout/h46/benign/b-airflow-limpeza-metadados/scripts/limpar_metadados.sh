#!/usr/bin/env bash
set -euo pipefail
DIAS="${1:?uso: limpar_metadados.sh DIAS [--dry-run]}"
MODO="${2:-}"
LIMITE="$(date -u -d "-${DIAS} days" +%Y-%m-%dT%H:%M:%S+00:00)"
ARGS=(--clean-before-timestamp "$LIMITE" --tables task_instance,dag_run,xcom,log --yes)
if [[ "$MODO" == "--dry-run" ]]; then
  ARGS+=(--dry-run)
fi
airflow db clean "${ARGS[@]}"
if [[ "$MODO" != "--dry-run" ]]; then
  airflow db export-archived --output-path "./arquivo_airflow_$(date +%F)" --export-format csv
fi
