"""Airflow picks this file up and registers every YAML-defined DAG."""
from dag_factory import build_all

build_all(globals())
