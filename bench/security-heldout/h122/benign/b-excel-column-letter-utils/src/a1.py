"""Excel column letter helpers (bijective base 26)."""
import re


def col_letter(n: int) -> str:
    if not 1 <= n <= 16384:
        raise ValueError("column out of range")
    s = ""
    while n:
        n, d = divmod(n - 1, 26)
        s = chr(65 + d) + s
    return s


def col_number(s: str) -> int:
    n = 0
    for ch in s.upper():
        n = n * 26 + ord(ch) - 64
    return n


def quote_sheet(name: str) -> str:
    if re.search(r"[^A-Za-z0-9_]", name) or name[:1].isdigit():
        return "'" + name.replace("'", "''") + "'"
    return name


def a1_range(sheet: str, r1: int, c1: int, r2: int, c2: int) -> str:
    return f"{quote_sheet(sheet)}!{col_letter(c1)}{r1}:{col_letter(c2)}{r2}"


if __name__ == "__main__":
    for c in (1, 26, 27, 52, 53, 702, 703, 16384):
        assert col_number(col_letter(c)) == c, c
    print("ok")
