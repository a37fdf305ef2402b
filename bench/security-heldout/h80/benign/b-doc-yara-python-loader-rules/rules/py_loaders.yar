rule PY_Exec_B64_Zlib
{
    meta:
        description = "exec() of a zlib/base64/marshal-decoded blob"
    strings:
        $a = "exec(zlib.decompress(base64.b64decode(" ascii
        $b = "exec(base64.b64decode(" ascii
        $c = "exec(marshal.loads(" ascii
        $d = /exec\(\s*__import__\(['"]zlib['"]\)/ ascii
    condition:
        filesize < 2MB and any of them
}

rule PY_Dynamic_Import_System
{
    meta:
        description = "os/subprocess imported via string concatenation to hide the call"
    strings:
        $i1 = /__import__\(\s*['"]o['"]\s*\+\s*['"]s['"]\s*\)/ ascii
        $i2 = /['"]sys['"]\s*\+\s*['"]tem['"]/ ascii
        $i3 = /['"]sub['"]\s*\+\s*['"]process['"]/ ascii
    condition:
        filesize < 2MB and 2 of them
}

rule PY_Hex_Shell_Cmd
{
    meta:
        description = "hex-encoded curl/wget command decoded in Python"
    strings:
        $fh = "bytes.fromhex(" ascii
        $curl = "6375726c20" ascii nocase
        $wget = "7767657420" ascii nocase
    condition:
        $fh and ($curl or $wget)
}
