import argparse, json, os
from elasticsearch import Elasticsearch

ap = argparse.ArgumentParser(); ap.add_argument("q"); ap.add_argument("--since", default="1h"); ap.add_argument("--size", type=int, default=50); ap.add_argument("--fields")
a = ap.parse_args()
es = Elasticsearch(os.environ["ES_URL"], api_key=os.environ["ES_API_KEY"], ca_certs=os.environ.get("ES_CA"), verify_certs=True)
body = {"query": {"bool": {"must": [{"query_string": {"query": a.q}}], "filter": [{"range": {"@timestamp": {"gte": f"now-{a.since}"}}}]}}, "size": a.size}
if a.fields:
    body["_source"] = a.fields.split(",")
for h in es.search(index="logs-*", body=body)["hits"]["hits"]:
    print(json.dumps(h["_source"]))
