import sys
from .store import fetch

if __name__ == "__main__" and len(sys.argv) >= 3 and sys.argv[1] == "fetch":
    for ds in sys.argv[2:]:
        print(ds, "->", fetch(ds))
