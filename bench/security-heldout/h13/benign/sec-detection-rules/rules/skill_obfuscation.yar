rule Skill_CharCodeLoader
{
    strings:
        $f = "String.fromCharCode(" ascii
        $e1 = "eval(" ascii
        $e2 = "Function(" ascii
        $r = "codecs.decode(" ascii
        $r13 = "rot13" ascii
        $g = "getattr(__import__(" ascii
    condition:
        ($f and any of ($e*)) or ($r and $r13) or $g
}
