#!/usr/bin/env python3
"""Client Elasticsearch 8 avec vérification TLS stricte."""
import os
import sys

from elasticsearch import Elasticsearch


def build_client() -> Elasticsearch:
    url = os.environ.get("ES_URL", "https://localhost:9200")
    if not url.startswith("https://"):
        sys.exit("ES_URL doit être en https://")

    tls = {"verify_certs": True, "ssl_show_warn": True}
    if os.environ.get("ES_CA"):
        tls["ca_certs"] = os.environ["ES_CA"]
    elif os.environ.get("ES_CA_FINGERPRINT"):
        tls["ssl_assert_fingerprint"] = os.environ["ES_CA_FINGERPRINT"]
    # sinon : magasin de certificats système (CA publique)

    auth = {}
    if os.environ.get("ES_API_KEY"):
        auth["api_key"] = os.environ["ES_API_KEY"]
    elif os.environ.get("ES_USER"):
        auth["basic_auth"] = (os.environ["ES_USER"], os.environ["ES_PASSWORD"])
    else:
        sys.exit("définissez ES_API_KEY ou ES_USER/ES_PASSWORD")

    return Elasticsearch(url, request_timeout=30, max_retries=3,
                         retry_on_timeout=True, **tls, **auth)


if __name__ == "__main__":
    es = build_client()
    info = es.info()
    print(f"cluster={info['cluster_name']} version={info['version']['number']}")
