rule Skill_PipeToShell
{
    meta:
        description = "Skill file pipes a download into a shell"
        severity = "high"
    strings:
        $a1 = /curl\s+[^|\n]{0,200}\|\s*(ba|z)?sh/ nocase
        $a2 = /wget\s+[^|\n]{0,200}-O-?\s*[^|\n]{0,50}\|\s*(ba|z)?sh/ nocase
        $a3 = "bash <(curl" nocase
        $a4 = /iex\s*\(\s*(irm|iwr|Invoke-WebRequest)/ nocase
    condition:
        any of them
}

rule Skill_DownloadThenExec
{
    strings:
        $d = /curl\s+-[a-zA-Z]*o\s+\/tmp\/\S+/
        $x = /chmod\s+\+x\s+\/tmp\//
    condition:
        $d and $x
}
