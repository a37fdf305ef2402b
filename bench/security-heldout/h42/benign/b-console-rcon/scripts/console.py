import os, sys
from mcrcon import MCRcon
host = os.environ.get("RCON_HOST", "127.0.0.1")
with MCRcon(host, os.environ["RCON_PASSWORD"], port=int(os.environ.get("RCON_PORT", 25575))) as mcr:
    if len(sys.argv) > 1:
        print(mcr.command(" ".join(sys.argv[1:])))
    else:
        while (cmd := input("rcon> ").strip()) not in ("exit", "quit"):
            print(mcr.command(cmd))
