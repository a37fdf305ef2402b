import csv, sys
import chardet

def main(argv):
    enc_only = "--encoding-only" in argv
    path = [a for a in argv if not a.startswith("--")][0]
    raw = open(path, "rb").read(200_000)
    enc = chardet.detect(raw)["encoding"] or "utf-8"
    if enc_only:
        print(enc)
        return
    sample = raw.decode(enc, errors="replace")
    dialect = csv.Sniffer().sniff(sample.splitlines()[0] + "\n" + sample.splitlines()[1])
    print(f"encoding={enc} delimiter={dialect.delimiter!r}")

if __name__ == "__main__":
    main(sys.argv[1:])
