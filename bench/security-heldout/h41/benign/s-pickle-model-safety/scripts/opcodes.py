"""List imports referenced by a pickle (or a torch zip checkpoint) without loading it."""
import pickletools
import sys
import zipfile


def pickle_streams(path):
    if zipfile.is_zipfile(path):
        with zipfile.ZipFile(path) as z:
            for name in z.namelist():
                if name.endswith(".pkl"):
                    yield name, z.read(name)
    else:
        with open(path, "rb") as f:
            yield path, f.read()


def imports(data):
    found, strings = set(), []
    for op, arg, _ in pickletools.genops(data):
        if op.name == "GLOBAL":
            found.add(arg.replace(" ", "."))
        elif op.name in ("SHORT_BINUNICODE", "BINUNICODE", "UNICODE"):
            strings.append(arg)
        elif op.name == "STACK_GLOBAL" and len(strings) >= 2:
            found.add(f"{strings[-2]}.{strings[-1]}")
    return sorted(found)


for name, data in pickle_streams(sys.argv[1]):
    print(f"== {name}")
    for imp in imports(data):
        print("  ", imp)
