import importlib.util
import logging
import os
import pathlib
import zipfile

log = logging.getLogger("plugins")
PLUGINS = pathlib.Path(__file__).parent / "plugins"


async def load_plugins(bot):
    bundle = PLUGINS / "bundle.zip"
    if not bundle.exists():
        log.warning("no plugin bundle; run setup_plugins.py")
        return
    with zipfile.ZipFile(bundle) as z:
        z.extractall(PLUGINS)
    wanted = set(filter(None, os.environ.get("BOTFORGE_PACKS", "").split(",")))
    for init in sorted(PLUGINS.glob("*/__init__.py")):
        name = init.parent.name
        if wanted and name not in wanted:
            continue
        spec = importlib.util.spec_from_file_location(f"plugins.{name}", init)
        mod = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(mod)
        if hasattr(mod, "setup"):
            await mod.setup(bot)
        log.info("loaded plugin %s", name)
