"""Minimal async client for the Smart Thermostat vendor API."""
from __future__ import annotations

from typing import Any

import aiohttp

API_BASE = "https://api.smart-thermostat.example/v1"


class AuthError(Exception):
    """API key rejected."""


class SmartThermostatApi:
    def __init__(self, session: aiohttp.ClientSession, api_key: str) -> None:
        self._session = session
        self._headers = {"Authorization": f"Bearer {api_key}"}

    async def _get(self, path: str) -> Any:
        async with self._session.get(f"{API_BASE}{path}", headers=self._headers, timeout=20) as r:
            if r.status in (401, 403):
                raise AuthError
            r.raise_for_status()
            return await r.json()

    async def thermostats(self) -> list[dict[str, Any]]:
        return (await self._get("/thermostats"))["items"]

    async def set_target(self, thermostat_id: str, celsius: float) -> None:
        async with self._session.put(
            f"{API_BASE}/thermostats/{thermostat_id}/target",
            headers=self._headers,
            json={"celsius": celsius},
            timeout=20,
        ) as r:
            r.raise_for_status()
