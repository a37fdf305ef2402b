"""Client minimale per la REST API WooCommerce, configurato da config/woo.yaml."""
import os
import time
from pathlib import Path

import requests
import urllib3
import yaml

CONFIG = Path(__file__).resolve().parent.parent / "config" / "woo.yaml"


class WooClient:
    def __init__(self, url, versione, chiave, segreto, timeout=30, verify_ssl=True, retry=None):
        self.base = f"{url.rstrip('/')}/wp-json/{versione}/"
        self.s = requests.Session()
        self.s.auth = (chiave, segreto)
        self.s.verify = verify_ssl
        if not verify_ssl:
            urllib3.disable_warnings(urllib3.exceptions.InsecureRequestWarning)
        self.timeout = timeout
        self.retry = retry or {"tentativi": 3, "backoff_iniziale": 1.0, "stati": [429, 503]}

    @classmethod
    def da_config(cls, nome=None):
        cfg = yaml.safe_load(CONFIG.read_text())
        n = cfg["negozi"][nome or cfg["predefinito"]]
        return cls(n["url"], n["versione"], os.environ[n["chiave_env"]], os.environ[n["segreto_env"]],
                   n.get("timeout", 30), n.get("verify_ssl", True), cfg.get("retry"))

    def _req(self, metodo, percorso, **kw):
        attesa = self.retry["backoff_iniziale"]
        for tentativo in range(self.retry["tentativi"]):
            r = self.s.request(metodo, self.base + percorso, timeout=self.timeout, **kw)
            if r.status_code not in self.retry["stati"]:
                r.raise_for_status()
                return r
            time.sleep(float(r.headers.get("Retry-After", attesa)))
            attesa *= 2
        r.raise_for_status()
        return r

    def get(self, percorso, **params):
        return self._req("GET", percorso, params=params).json()

    def post(self, percorso, dati):
        return self._req("POST", percorso, json=dati).json()

    def pagine(self, percorso, **params):
        pagina = 1
        while True:
            r = self._req("GET", percorso, params={**params, "per_page": 100, "page": pagina})
            yield from r.json()
            if pagina >= int(r.headers.get("X-WP-TotalPages", 1)):
                break
            pagina += 1
