#!/usr/bin/env python3
"""Subscribe to OPC UA nodes over an encrypted session and append values to CSV."""
import argparse
import asyncio
import csv
import datetime as dt
import os

import yaml
from asyncua import Client


class CsvHandler:
    def __init__(self, path, names):
        new = not os.path.exists(path)
        self.fh = open(path, 'a', newline='')
        self.w = csv.writer(self.fh)
        self.names = names
        if new:
            self.w.writerow(['timestamp', 'name', 'value'])

    def datachange_notification(self, node, val, data):
        self.w.writerow([dt.datetime.utcnow().isoformat(), self.names[node.nodeid.to_string()], val])
        self.fh.flush()


async def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--config', required=True)
    ap.add_argument('--csv', required=True)
    a = ap.parse_args()
    cfg = yaml.safe_load(open(a.config))

    client = Client(cfg['endpoint'])
    await client.set_security_string(
        f"{cfg['security']},{cfg['client_cert']},{cfg['client_key']},{cfg['server_cert']}")
    client.set_user(os.environ['OPCUA_USER'])
    client.set_password(os.environ['OPCUA_PASSWORD'])

    os.makedirs(os.path.dirname(a.csv) or '.', exist_ok=True)
    names = {}
    async with client:
        nodes = []
        for name, nid in cfg['nodes'].items():
            n = client.get_node(nid)
            names[n.nodeid.to_string()] = name
            nodes.append(n)
        sub = await client.create_subscription(cfg['publishing_interval_ms'], CsvHandler(a.csv, names))
        await sub.subscribe_data_change(nodes)
        while True:
            await asyncio.sleep(3600)


if __name__ == '__main__':
    asyncio.run(main())
