from airflow.plugins_manager import AirflowPlugin

from acme_plugins.listeners import lineage_listener


class AcmeLineagePlugin(AirflowPlugin):
    name = "acme_lineage"
    listeners = [lineage_listener]
