import os

from celery import Celery

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")

app = Celery("config")

# All CELERY_* settings in Django settings are read here.
app.config_from_object("django.conf:settings", namespace="CELERY")

# Finds <app>/tasks.py in every INSTALLED_APP.
app.autodiscover_tasks()


@app.task(bind=True, ignore_result=True)
def debug_task(self):
    print(f"Request: {self.request!r}")
