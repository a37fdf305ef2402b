"""Lineage listener: logs task inputs/outputs declared via inlets/outlets."""
import logging

from airflow.listeners import hookimpl

log = logging.getLogger(__name__)


class _LineageListener:
    @hookimpl
    def on_task_instance_success(self, previous_state, task_instance, session):
        task = task_instance.task
        inlets = [str(i) for i in getattr(task, "inlets", [])]
        outlets = [str(o) for o in getattr(task, "outlets", [])]
        if inlets or outlets:
            log.info(
                "lineage dag=%s task=%s in=%s out=%s",
                task_instance.dag_id,
                task_instance.task_id,
                inlets,
                outlets,
            )


lineage_listener = _LineageListener()
