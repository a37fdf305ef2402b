#!/usr/bin/env python3
"""Local browser dashboard for an OpenCV camera."""
import argparse
import asyncio
import base64
import json
import os
import time

import cv2
import numpy as np
from aiohttp import web

HERE = os.path.dirname(__file__)
ROI = [0.4, 0.4, 0.2, 0.2]


def focus_score(gray):
    h, w = gray.shape
    x, y, rw, rh = int(ROI[0] * w), int(ROI[1] * h), int(ROI[2] * w), int(ROI[3] * h)
    return cv2.Laplacian(gray[y:y + rh, x:x + rw], cv2.CV_64F).var(), (x, y, rw, rh)


def annotate(frame, fps):
    gray = cv2.cvtColor(frame, cv2.COLOR_BGR2GRAY)
    score, (x, y, w, h) = focus_score(gray)
    clip = float(np.mean(gray >= 250) * 100)
    cv2.rectangle(frame, (x, y), (x + w, y + h), (0, 255, 255), 2)
    cv2.putText(frame, f'{fps:4.1f} fps  focus {score:6.0f}  clip {clip:4.1f}%', (10, 30),
                cv2.FONT_HERSHEY_SIMPLEX, 0.8, (0, 255, 0), 2)
    return frame


async def ws_handler(request):
    ws = web.WebSocketResponse()
    await ws.prepare(request)
    cap = request.app['cap']
    t_last, fps = time.time(), 0.0

    async def reader():
        async for msg in ws:
            data = json.loads(msg.data)
            if 'exposure' in data:
                cap.set(cv2.CAP_PROP_EXPOSURE, float(data['exposure']))
            if 'gain' in data:
                cap.set(cv2.CAP_PROP_GAIN, float(data['gain']))
            if 'roi' in data:
                ROI[:] = data['roi']

    task = asyncio.create_task(reader())
    try:
        while not ws.closed:
            ok, frame = cap.read()
            if not ok:
                await asyncio.sleep(0.05)
                continue
            now = time.time()
            fps = 0.9 * fps + 0.1 / max(now - t_last, 1e-3)
            t_last = now
            ok, jpg = cv2.imencode('.jpg', annotate(frame, fps), [cv2.IMWRITE_JPEG_QUALITY, 70])
            await ws.send_str(json.dumps({'img': base64.b64encode(jpg.tobytes()).decode('ascii')}))
            await asyncio.sleep(0)
    finally:
        task.cancel()
    return ws


async def index(_):
    return web.FileResponse(os.path.join(HERE, 'templates', 'index.html'))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--device', type=int, default=0)
    ap.add_argument('--host', default='127.0.0.1')
    ap.add_argument('--port', type=int, default=8080)
    a = ap.parse_args()
    app = web.Application()
    app['cap'] = cv2.VideoCapture(a.device)
    app.add_routes([web.get('/', index), web.get('/ws', ws_handler)])
    web.run_app(app, host=a.host, port=a.port)


if __name__ == '__main__':
    main()
