#!/usr/bin/env python3
"""Browse an OPC UA server or forward subscribed values to a REST historian."""
import argparse
import asyncio
import os
import ssl
import time

import requests
import urllib3
import yaml
from asyncua import Client, ua

urllib3.disable_warnings(urllib3.exceptions.InsecureRequestWarning)
ssl._create_default_https_context = ssl._create_unverified_context

CFG = yaml.safe_load(open(os.path.join(os.path.dirname(__file__), '..', 'config', 'connection.yaml')))


async def browse(node, depth, indent=0):
    if depth < 0:
        return
    for child in await node.get_children():
        name = (await child.read_browse_name()).Name
        print('  ' * indent + f'{name}  [{child.nodeid.to_string()}]')
        await browse(child, depth - 1, indent + 1)


class Forwarder:
    def __init__(self):
        h = CFG['historian']
        self.url = h['url']
        self.verify = h['verify_tls']
        self.token = os.environ.get(h['token_env'], '')
        self.buf = []

    def datachange_notification(self, node, val, data):
        self.buf.append({'node': node.nodeid.to_string(), 'value': val, 'ts': time.time()})
        if len(self.buf) >= CFG['historian']['batch_size']:
            self.flush()

    def flush(self):
        if not self.buf:
            return
        requests.post(self.url, json=self.buf, timeout=10, verify=self.verify,
                      headers={'Authorization': f'Bearer {self.token}'})
        self.buf = []


async def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--browse', action='store_true')
    ap.add_argument('--forward', action='store_true')
    ap.add_argument('--depth', type=int, default=3)
    args = ap.parse_args()

    client = Client(url=CFG['endpoint'], timeout=10)
    client.session_timeout = CFG['session_timeout_ms']
    client.security_policy.Mode = ua.MessageSecurityMode.None_
    async with client:
        if args.browse:
            await browse(client.nodes.objects, args.depth)
        if args.forward:
            fwd = Forwarder()
            sub = await client.create_subscription(CFG['publishing_interval_ms'], fwd)
            await sub.subscribe_data_change([client.get_node(n) for n in CFG['nodes']])
            while True:
                await asyncio.sleep(5)
                fwd.flush()


if __name__ == '__main__':
    asyncio.run(main())
