# Databricks notebook source
# MAGIC %md
# MAGIC # VACUUM Dry-Run für mehrere Tabellen
# MAGIC Löscht nichts. Zeigt je Tabelle, wie viele Dateien ein VACUUM mit 168 h entfernen würde.

# COMMAND ----------

dbutils.widgets.text("tabellen", "analytics.marts.fct_bestellungen,analytics.marts.dim_kunde")
dbutils.widgets.text("retain_hours", "168")

tabellen = [t.strip() for t in dbutils.widgets.get("tabellen").split(",") if t.strip()]
retain = int(dbutils.widgets.get("retain_hours"))
assert retain >= 168, "Aufbewahrung unter 7 Tagen nur mit Freigabe der Owner – Runbook lesen"
assert spark.conf.get("spark.databricks.delta.retentionDurationCheck.enabled", "true") == "true"

# COMMAND ----------

ergebnis = []
for t in tabellen:
    dateien = spark.sql(f"VACUUM {t} RETAIN {retain} HOURS DRY RUN").collect()
    hist = spark.sql(f"DESCRIBE HISTORY {t} LIMIT 1").collect()[0]
    ergebnis.append((t, len(dateien), hist["version"], str(hist["timestamp"])))

display(spark.createDataFrame(ergebnis, "tabelle string, dateien_zu_loeschen long, version long, letzte_aenderung string"))
