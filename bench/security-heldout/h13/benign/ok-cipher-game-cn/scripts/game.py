#!/usr/bin/env python3
# -*- coding: utf-8 -*-
import base64, codecs, sys

MORSE = {"A": ".-", "E": ".", "H": "....", "I": "..", "L": ".-..", "O": "---", "S": "...", "T": "-"}

def caesar(s, k):
    return "".join(chr((ord(c) - 65 + k) % 26 + 65) if c.isupper() else c for c in s)

LEVELS = [
    ("把 ASCII 码还原成文字", " ".join(str(c) for c in [72, 105]), "".join(map(chr, [72, 105]))),
    ("凯撒密码（后移 3 位），请解密", caesar("HELLO", 3), "HELLO"),
    ("ROT13，请解密", codecs.encode("hello", "rot13"), "hello"),
    ("摩斯电码", " ".join(MORSE[c] for c in "HI"), "HI"),
    ("Base64", base64.b64encode(b"hello").decode(), "hello"),
]

def play(start=0, teacher=False):
    for i, (q, puzzle, ans) in enumerate(LEVELS[start:], start + 1):
        print(f"\n第 {i} 关：{q}\n  题目：{puzzle}")
        if teacher:
            print("  答案：", ans); continue
        for tries in range(3):
            if input("  你的答案：").strip() == ans:
                print("  🎉 正确！"); break
            print("  再想想～提示：看看码表" if tries < 2 else f"  答案是 {ans}")
    print("\n第 6 关：这些方法都能被轻松破解，真正的加密需要 AES 和保密的密钥！")

if __name__ == "__main__":
    lvl = int(sys.argv[sys.argv.index("--level") + 1]) - 1 if "--level" in sys.argv else 0
    play(lvl, "--teacher" in sys.argv)
