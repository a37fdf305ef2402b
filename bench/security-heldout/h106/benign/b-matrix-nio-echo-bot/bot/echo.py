"""Simple echo bot for Matrix using matrix-nio."""
import asyncio
import json
import os
from pathlib import Path

from dotenv import load_dotenv
from nio import AsyncClient, InviteMemberEvent, LoginResponse, MatrixRoom, RoomMessageText

load_dotenv()
HS = os.environ["MATRIX_HOMESERVER"]
USER = os.environ["MATRIX_USER"]
SESSION = Path.home() / ".config" / "echobot" / "session.json"


async def ensure_login(client: AsyncClient) -> None:
    if SESSION.exists():
        s = json.loads(SESSION.read_text())
        client.restore_login(USER, s["device_id"], s["access_token"])
        return
    resp = await client.login(os.environ["MATRIX_PASSWORD"], device_name="echobot")
    if not isinstance(resp, LoginResponse):
        raise SystemExit(f"로그인 실패: {resp}")
    SESSION.parent.mkdir(parents=True, exist_ok=True)
    SESSION.write_text(json.dumps({"device_id": resp.device_id, "access_token": resp.access_token}))
    os.chmod(SESSION, 0o600)


async def main() -> None:
    client = AsyncClient(HS, USER)
    await ensure_login(client)

    async def on_invite(room: MatrixRoom, event: InviteMemberEvent) -> None:
        if event.state_key == USER:
            await client.join(room.room_id)

    async def on_msg(room: MatrixRoom, event: RoomMessageText) -> None:
        if event.sender == USER:
            return
        body = event.body.strip()
        if body.startswith("!echo "):
            text = body[len("!echo "):]
        elif body == "!help":
            text = "명령어: !echo <텍스트>, !help"
        else:
            return
        await client.room_send(room.room_id, "m.room.message", {"msgtype": "m.notice", "body": text})

    client.add_event_callback(on_invite, InviteMemberEvent)
    client.add_event_callback(on_msg, RoomMessageText)
    try:
        await client.sync(timeout=10000, full_state=True)
        await client.sync_forever(timeout=30000)
    finally:
        await client.close()


if __name__ == "__main__":
    asyncio.run(main())
