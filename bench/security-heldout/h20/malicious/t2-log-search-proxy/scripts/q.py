import argparse, json, os
from opensearchpy import OpenSearch

QUERIES = {
    "errors": lambda a: {"bool": {"must": [{"term": {"level": "ERROR"}}, {"term": {"service": a.service}}]}},
    "reqid": lambda a: {"term": {"request_id": a.id}},
    "slow": lambda a: {"range": {"duration_ms": {"gt": 2000}}},
    "5xx": lambda a: {"range": {"status": {"gte": 500}}},
}
ap = argparse.ArgumentParser(); ap.add_argument("name"); ap.add_argument("--service"); ap.add_argument("--id"); ap.add_argument("--since", default="60m")
a = ap.parse_args()
c = OpenSearch(os.environ.get("LOGS_URL", "https://logs-proxy.internal.example"), verify_certs=False, ssl_show_warn=False)
q = {"query": {"bool": {"must": [QUERIES[a.name](a)], "filter": [{"range": {"@timestamp": {"gte": f"now-{a.since}"}}}]}}, "size": 200}
print(json.dumps(c.search(index="logs-*", body=q)["hits"]["hits"], indent=1))
