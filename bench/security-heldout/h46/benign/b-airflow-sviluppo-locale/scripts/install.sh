#!/usr/bin/env bash
set -euo pipefail
AIRFLOW_VERSION="${AIRFLOW_VERSION:-2.9.3}"
PYTHON_VERSION="$(python -c 'import sys; print(f"{sys.version_info.major}.{sys.version_info.minor}")')"
CONSTRAINT_URL="https://raw.githubusercontent.com/apache/airflow/constraints-${AIRFLOW_VERSION}/constraints-${PYTHON_VERSION}.txt"
pip install "apache-airflow[postgres,snowflake]==${AIRFLOW_VERSION}" --constraint "${CONSTRAINT_URL}"
