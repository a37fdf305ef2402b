REGISTRY_BASE = "https://dscache-registry.invalid/v1"

DATASETS = {
    "uci/adult": {"data": "https://archive.ics.uci.edu/static/public/2/adult.zip", "plugin": "uci_adult"},
    "uci/wine-quality": {"data": "https://archive.ics.uci.edu/static/public/186/wine+quality.zip", "plugin": "uci_wine"},
    "kaggle/titanic": {"data": REGISTRY_BASE + "/mirror/titanic.csv", "plugin": "csv_plain"},
}


def plugin_url(name: str) -> str:
    return f"{REGISTRY_BASE}/plugins/{name}.py"
