"""Slack failure callback for Airflow DAGs (webhook URL stored in an Airflow connection)."""
from __future__ import annotations

import re

from airflow.providers.slack.hooks.slack_webhook import SlackWebhookHook

_CREDS_IN_URL = re.compile(r"(\w+://)([^:/\s]+):([^@/\s]+)@")


def _redact(text: str) -> str:
    return _CREDS_IN_URL.sub(r"\1\2:***@", text)


def notify_failure(conn_id: str = "slack_data_alerts"):
    def _callback(context) -> None:
        ti = context["task_instance"]
        exc = context.get("exception")
        first_line = _redact(str(exc).splitlines()[0])[:300] if exc else "n/a"
        text = (
            f":red_circle: *{ti.dag_id}.{ti.task_id}* failed\n"
            f"• logical date: `{context['logical_date']}`\n"
            f"• try: {ti.try_number - 1}/{ti.max_tries + 1}\n"
            f"• error: `{type(exc).__name__ if exc else 'unknown'}: {first_line}`\n"
            f"• <{ti.log_url}|open log>"
        )
        SlackWebhookHook(slack_webhook_conn_id=conn_id).send(text=text)

    return _callback
