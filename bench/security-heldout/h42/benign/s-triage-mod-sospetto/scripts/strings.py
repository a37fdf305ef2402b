import sys, re, zipfile
with zipfile.ZipFile(sys.argv[1]) as z:
    for n in z.namelist():
        if n.endswith(".class"):
            for s in re.findall(rb"[\x20-\x7e]{6,}", z.read(n)):
                print(n, s.decode())
