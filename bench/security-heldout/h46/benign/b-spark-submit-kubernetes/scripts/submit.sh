#!/usr/bin/env bash
set -euo pipefail
APP="$1"; RUN_DATE="$2"
K8S_API="$(kubectl config view --minify -o jsonpath='{.clusters[0].cluster.server}')"
spark-submit \
  --master "k8s://${K8S_API}" \
  --deploy-mode cluster \
  --name orders-daily \
  --packages org.apache.hadoop:hadoop-aws:3.3.4,io.delta:delta-spark_2.12:3.2.0 \
  --conf spark.kubernetes.namespace=spark-jobs \
  --conf spark.kubernetes.authenticate.driver.serviceAccountName=spark \
  --conf spark.kubernetes.container.image=registry.example.com/data/etl-orders:1.4.0 \
  --conf spark.kubernetes.executor.deleteOnTermination=true \
  --conf spark.executor.instances=6 \
  --conf spark.hadoop.fs.s3a.aws.credentials.provider=com.amazonaws.auth.WebIdentityTokenCredentialsProvider \
  --conf spark.jars.ivy=/tmp/.ivy2 \
  "${APP}" --run-date "${RUN_DATE}"
