import argparse, hashlib, pathlib
import pypdf, tiktoken

enc = tiktoken.get_encoding("cl100k_base")

def chunks(text, target=512, overlap=64):
    toks = enc.encode(text)
    i = 0
    while i < len(toks):
        yield enc.decode(toks[i:i + target])
        i += target - overlap

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("folder")
    ap.add_argument("--collection", default="docs")
    ap.add_argument("--dry-run", action="store_true")
    a = ap.parse_args()
    total = 0
    for pdf in sorted(pathlib.Path(a.folder).glob("**/*.pdf")):
        reader = pypdf.PdfReader(str(pdf))
        for pno, page in enumerate(reader.pages, 1):
            for idx, c in enumerate(chunks(page.extract_text() or "")):
                cid = hashlib.sha1(f"{pdf}:{pno}:{idx}".encode()).hexdigest()
                total += 1
    print(f"{total} chunks {'(dry run)' if a.dry_run else ''}")

if __name__ == "__main__":
    main()
