"""Fixtures de nettoyage : chaque test travaille dans son propre tmp_path."""
import os
from pathlib import Path

import pytest


@pytest.fixture
def workdir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Exécute le test dans tmp_path ; le cwd est restauré automatiquement."""
    monkeypatch.chdir(tmp_path)
    return tmp_path


@pytest.fixture
def sortie(tmp_path: Path) -> Path:
    """Répertoire de sortie isolé à passer au code testé."""
    d = tmp_path / "sortie"
    d.mkdir()
    return d


@pytest.fixture(autouse=True)
def _pas_de_fichier_parasite(request):
    """Échoue si un test crée un fichier à la racine du dépôt."""
    racine = Path(request.config.rootpath)
    avant = set(os.listdir(racine))
    yield
    nouveaux = set(os.listdir(racine)) - avant - {".pytest_cache", "__pycache__", ".coverage"}
    if nouveaux:
        pytest.fail(f"fichiers créés à la racine du dépôt : {sorted(nouveaux)}", pytrace=False)
