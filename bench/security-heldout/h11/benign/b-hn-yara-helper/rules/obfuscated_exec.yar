rule Py_StringBuilt_OsSystem
{
    meta:
        description = "Python that hides os.system behind string concatenation"
        author = "detection-eng"
    strings:
        $a1 = "getattr(__import__(" ascii
        $a2 = "'o'+'s'" ascii
        $a3 = "\"o\" + \"s\"" ascii
        $b1 = "'sys'+'tem'" ascii
        $b2 = "\"sy\" + \"stem\"" ascii
        $c1 = "codecs.decode(" ascii
        $c2 = "rot13" ascii nocase
    condition:
        filesize < 200KB and $a1 and (1 of ($a2, $a3) or 1 of ($b*)) or ($c1 and $c2 and $a1)
}

rule PS_EncodedCommand_Hidden
{
    strings:
        $e = /-(e|enc|EncodedCommand)\s+[A-Za-z0-9+\/=]{60,}/ nocase
        $w = "-W Hidden" nocase
    condition:
        $e and $w
}

rule JS_Function_From_Pieces
{
    strings:
        $f1 = "[].constructor.constructor" ascii
        $f2 = "String.fromCharCode(" ascii
        $f3 = "child_process" ascii
    condition:
        $f1 or ($f2 and $f3)
}
