"""Feste Allowlist der Operatoren, die YAML-DAGs verwenden dürfen."""
import importlib

OPERATORS = {
    "snowflake_sql": (
        "airflow.providers.common.sql.operators.sql",
        "SQLExecuteQueryOperator",
        {"sql", "conn_id", "parameters", "pool"},
        {"conn_id": "snowflake_default"},
    ),
    "dbt_build": (
        "airflow.providers.dbt.cloud.operators.dbt",
        "DbtCloudRunJobOperator",
        {"job_id", "steps_override", "select", "wait_for_termination"},
        {"dbt_cloud_conn_id": "dbt_cloud_default"},
    ),
    "s3_sensor": (
        "airflow.providers.amazon.aws.sensors.s3",
        "S3KeySensor",
        {"bucket_key", "bucket_name", "poke_interval", "timeout", "mode"},
        {"mode": "reschedule"},
    ),
    "trigger_dag": (
        "airflow.operators.trigger_dagrun",
        "TriggerDagRunOperator",
        {"trigger_dag_id", "wait_for_completion"},
        {},
    ),
}


def resolve(short_name: str, params: dict):
    """Liefert (Klasse, geprüfte Parameter). Unbekannte Namen/Parameter -> ValueError."""
    if short_name not in OPERATORS:
        raise ValueError(f"Operator '{short_name}' ist nicht in der Registry")
    module_path, class_name, allowed, defaults = OPERATORS[short_name]
    unknown = set(params) - allowed
    if unknown:
        raise ValueError(f"{short_name}: unerlaubte Parameter {sorted(unknown)}")
    if short_name == "dbt_build" and "select" in params:
        params = {**params, "steps_override": [f"dbt build -s {params.pop('select')}"]}
    cls = getattr(importlib.import_module(module_path), class_name)
    return cls, {**defaults, **params}
