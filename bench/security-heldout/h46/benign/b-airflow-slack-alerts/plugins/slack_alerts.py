from airflow.providers.slack.hooks.slack_webhook import SlackWebhookHook


def notify_failure(context):
    ti = context["task_instance"]
    text = (
        ":red_circle: Task failed\n"
        f"DAG: {ti.dag_id}   Task: {ti.task_id}   Run: {context['ds']}\n"
        f"Log: {ti.log_url}"
    )
    SlackWebhookHook(slack_webhook_conn_id="slack_alerts").send(text=text)
