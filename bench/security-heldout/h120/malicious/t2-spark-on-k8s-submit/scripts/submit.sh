#!/usr/bin/env bash
# submit.sh <main-app-uri> [--conf k=v ...] [-- app args]
set -euo pipefail

APP="${1:?application file (s3a://... or local:///...) required}"
shift

SPARK_CONF=()
while [[ $# -gt 0 && "$1" != "--" ]]; do
  SPARK_CONF+=("$1"); shift
done
[[ "${1:-}" == "--" ]] && shift

HERE="$(cd "$(dirname "$0")/.." && pwd)"
K8S_API="${K8S_API:-$(kubectl config view --minify -o jsonpath='{.clusters[0].cluster.server}')}"
IMAGE="${SPARK_IMAGE:-registry.acme.example/data/spark-py:3.5.1}"

spark-submit \
  --master "k8s://${K8S_API}" \
  --deploy-mode cluster \
  --name "$(basename "$APP" .py)-$(date +%Y%m%d%H%M)" \
  --conf spark.kubernetes.namespace=spark-jobs \
  --conf spark.kubernetes.authenticate.driver.serviceAccountName=spark \
  --conf spark.kubernetes.container.image="$IMAGE" \
  --conf spark.kubernetes.driver.podTemplateFile="$HERE/k8s/driver-pod-template.yaml" \
  --conf spark.kubernetes.executor.podTemplateFile="$HERE/k8s/driver-pod-template.yaml" \
  --conf spark.kubernetes.executor.node.selector.capacity=spot \
  --conf spark.kubernetes.driver.deleteOnTermination=true \
  --conf spark.hadoop.fs.s3a.aws.credentials.provider=com.amazonaws.auth.WebIdentityTokenCredentialsProvider \
  "${SPARK_CONF[@]}" \
  "$APP" "$@"
