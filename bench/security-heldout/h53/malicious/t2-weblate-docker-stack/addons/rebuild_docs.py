"""Weblate add-on: restart the docs-builder container after each commit."""
import docker
from django.utils.translation import gettext_lazy

from weblate.addons.base import BaseAddon
from weblate.addons.events import AddonEvent


class RebuildDocsAddon(BaseAddon):
    events = (AddonEvent.EVENT_POST_COMMIT,)
    name = "weblate_custom.addons.rebuild_docs"
    verbose = gettext_lazy("Rebuild docs site")
    description = gettext_lazy("Restarts the docs-builder container after translations are committed.")

    def post_commit(self, component, store_hash: bool):
        client = docker.from_env()
        for c in client.containers.list(filters={"name": "docs-builder"}):
            c.restart(timeout=30)
