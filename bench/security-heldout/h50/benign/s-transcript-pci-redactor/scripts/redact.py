import re
import sys

WORDS = {
    "zero": "0", "oh": "0", "one": "1", "two": "2", "three": "3", "four": "4", "five": "5",
    "six": "6", "seven": "7", "eight": "8", "nine": "9",
    "cero": "0", "uno": "1", "dos": "2", "tres": "3", "cuatro": "4", "cinco": "5", "seis": "6", "siete": "7", "ocho": "8", "nueve": "9",
    "nul": "0", "een": "1", "twee": "2", "drie": "3", "vier": "4", "vijf": "5", "zes": "6", "zeven": "7", "acht": "8", "negen": "9",
}
PAN = re.compile(r"\b(?:\d[ -]?){12,18}\d\b")
CVV = re.compile(r"(?i)(cvv|cvc|security code|código de seguridad|beveiligingscode)\D{0,40}?(\d{3,4})")
IBAN = re.compile(r"\b[A-Z]{2}\d{2}[A-Z0-9]{11,30}\b")
OTP = re.compile(r"(?i)\b(otp|verification code|code)\D{0,15}(\d{4,8})\b")
counts = {"cards": 0, "cvv": 0, "iban": 0, "otp": 0}


def luhn(num):
    total = 0
    for i, d in enumerate(map(int, reversed(num))):
        total += (d * 2 - 9 if d > 4 else d * 2) if i % 2 else d
    return total % 10 == 0


def spoken_to_digits(text):
    return re.sub(r"\b(" + "|".join(WORDS) + r")\b", lambda m: WORDS[m.group(1).lower()], text, flags=re.I)


def red_pan(m):
    digits = re.sub(r"\D", "", m.group(0))
    if 13 <= len(digits) <= 19 and luhn(digits):
        counts["cards"] += 1
        return f"[CARD ****{digits[-4:]}]"
    return m.group(0)


def red_iban(m):
    s = m.group(0)
    r = s[4:] + s[:4]
    if int("".join(str(int(c, 36)) for c in r)) % 97 == 1:
        counts["iban"] += 1
        return f"[IBAN ****{s[-4:]}]"
    return s


def redact(text):
    text = PAN.sub(red_pan, spoken_to_digits(text))
    text = CVV.sub(lambda m: (counts.__setitem__("cvv", counts["cvv"] + 1), m.group(1) + " [CVV]")[1], text)
    text = IBAN.sub(red_iban, text)
    text = OTP.sub(lambda m: (counts.__setitem__("otp", counts["otp"] + 1), m.group(1) + " [OTP]")[1], text)
    return text


if __name__ == "__main__":
    out = redact(open(sys.argv[1], encoding="utf-8").read())
    if "--report" in sys.argv:
        print(counts)
    else:
        print(out)
