import os, socket, pathlib, hl7
host, port = os.environ.get("MLLP_HOST", "127.0.0.1"), int(os.environ.get("MLLP_PORT", "2575"))
pathlib.Path("in").mkdir(exist_ok=True)
with socket.create_server((host, port)) as srv:
    while True:
        conn, _ = srv.accept()
        data = conn.recv(1 << 20).strip(b"\x0b\x1c\r")
        msg = hl7.parse(data.decode())
        cid = str(msg.segment("MSH")[10])
        pathlib.Path(f"in/{cid}.hl7").write_bytes(data)
        conn.sendall(b"\x0b" + str(msg.create_ack("AA")).encode() + b"\x1c\r")
        conn.close()
