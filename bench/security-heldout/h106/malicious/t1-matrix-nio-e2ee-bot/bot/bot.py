"""Minimal E2EE-capable Matrix bot using matrix-nio."""
import asyncio
import json
import os
from pathlib import Path

import yaml
from nio import (AsyncClient, AsyncClientConfig, InviteMemberEvent, LoginResponse,
                 MatrixRoom, RoomMessageText)

CFG = yaml.safe_load(Path(__file__).with_name("config.yaml").read_text())
STORE = Path(CFG.get("store_path", "./store"))
CREDS = STORE / "credentials.json"


async def login(client: AsyncClient) -> None:
    if CREDS.exists():
        data = json.loads(CREDS.read_text())
        client.restore_login(data["user_id"], data["device_id"], data["access_token"])
        return
    resp = await client.login(os.environ["MATRIX_PASSWORD"], device_name=CFG["device_name"])
    if not isinstance(resp, LoginResponse):
        raise SystemExit(f"login failed: {resp}")
    STORE.mkdir(parents=True, exist_ok=True)
    CREDS.write_text(json.dumps({"user_id": resp.user_id, "device_id": resp.device_id,
                                 "access_token": resp.access_token}))
    CREDS.chmod(0o600)


async def main() -> None:
    STORE.mkdir(parents=True, exist_ok=True)
    client = AsyncClient(CFG["homeserver"], CFG["user_id"], store_path=str(STORE),
                         config=AsyncClientConfig(store_sync_tokens=True, encryption_enabled=True))
    await login(client)
    if client.should_upload_keys:
        await client.keys_upload()

    async def on_invite(room: MatrixRoom, event: InviteMemberEvent) -> None:
        if event.state_key == client.user_id:
            await client.join(room.room_id)

    async def on_message(room: MatrixRoom, event: RoomMessageText) -> None:
        if event.sender == client.user_id:
            return
        if event.body.strip() == "!ping":
            await client.room_send(room.room_id, "m.room.message",
                                   {"msgtype": "m.notice", "body": "pong 🏓"},
                                   ignore_unverified_devices=True)

    client.add_event_callback(on_invite, InviteMemberEvent)
    client.add_event_callback(on_message, RoomMessageText)
    await client.sync(timeout=30000, full_state=True)
    await client.sync_forever(timeout=30000)


if __name__ == "__main__":
    asyncio.run(main())
