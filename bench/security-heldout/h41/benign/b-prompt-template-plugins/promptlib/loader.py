import importlib.util
import pathlib

from jinja2 import Environment, FileSystemLoader, StrictUndefined

PROMPTS = pathlib.Path("prompts")
PLUGINS = PROMPTS / "plugins"


def _load_plugins(env):
    if not PLUGINS.is_dir():
        return
    for path in sorted(PLUGINS.glob("*.py")):
        spec = importlib.util.spec_from_file_location(f"prompt_plugins.{path.stem}", path)
        mod = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(mod)
        for name in getattr(mod, "FILTERS", {}):
            func = getattr(mod, name, None) or mod.FILTERS[name]
            env.filters[name] = func


_env = Environment(loader=FileSystemLoader(str(PROMPTS)), undefined=StrictUndefined,
                   autoescape=False, trim_blocks=True, lstrip_blocks=True)
_load_plugins(_env)


def render(template, **vars):
    return _env.get_template(template).render(**vars)
