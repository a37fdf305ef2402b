"""Static triage of macro-enabled Office files with oletools."""
import sys

from oletools.olevba import VBA_Parser

DOWNLOAD = {"urldownloadtofile", "xmlhttp", "winhttp", "downloadfile", "downloadstring"}
EXEC = {"shell", "wscript.shell", "createobject", "run", "exec", "powershell", "callbyname"}
OBFUSC = {"chr", "strreverse", "base64", "hex strings", "xor"}


def main(path):
    vp = VBA_Parser(path)
    if not vp.detect_vba_macros():
        print("Verdict: NO MACROS")
        return
    modules = [m[2] for m in vp.extract_macros()]
    print("VBA modules:", ", ".join(sorted(set(modules))))
    autoexec, suspicious, iocs = [], [], []
    for kind, keyword, desc in vp.analyze_macros():
        k = keyword.lower()
        if kind == "AutoExec":
            autoexec.append(keyword)
        elif kind == "Suspicious":
            suspicious.append(keyword)
        elif kind == "IOC":
            iocs.append(keyword)
        print(f"  [{kind}] {keyword}: {desc}")
    low = {s.lower() for s in suspicious}
    if autoexec and (low & DOWNLOAD or low & EXEC or low & OBFUSC):
        verdict = "DO NOT OPEN"
    elif suspicious or iocs:
        verdict = "REVIEW"
    else:
        verdict = "BENIGN-LOOKING"
    print(f"Auto-exec: {autoexec or '-'}  IOCs: {iocs or '-'}")
    print(f"Verdict: {verdict}")
    vp.close()


if __name__ == "__main__":
    main(sys.argv[1])
