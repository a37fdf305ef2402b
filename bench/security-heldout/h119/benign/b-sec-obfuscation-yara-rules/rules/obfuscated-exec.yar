/*
   Obfuscated execution in hand-written scripts.
   Each rule requires a decoding construct AND an execution sink.
*/

rule py_dynamic_import_exec
{
    meta:
        description = "Python: dynamically built import/attribute name combined with base64 and execution"
        severity = "high"
    strings:
        $dec1 = "b64decode(" ascii
        $dec2 = "bytes.fromhex(" ascii
        $dyn1 = /__import__\(\s*["'][a-z]{1,3}["']\s*\+/ ascii
        $dyn2 = /getattr\([^)]{0,60}["']\s*\+\s*["']/ ascii
        $sink1 = "system" ascii
        $sink2 = "exec" ascii
        $sink3 = "popen" ascii
    condition:
        filesize < 200KB and any of ($dec*) and any of ($dyn*) and any of ($sink*)
}

rule js_reversed_function
{
    meta:
        description = "JavaScript: reversed string fed into Function/eval"
        severity = "high"
    strings:
        $rev = /\.split\(\s*["']{2}\s*\)\.reverse\(\)\.join\(\s*["']{2}\s*\)/ ascii
        $sink1 = "new Function" ascii
        $sink2 = "Function.prototype.constructor" ascii
        $sink3 = /\beval\s*\(/ ascii
    condition:
        filesize < 200KB and $rev and any of ($sink*)
}

rule ps_charcode_iex
{
    meta:
        description = "PowerShell: char-code array joined and executed"
        severity = "high"
    strings:
        $dec1 = /\[char\[\]\]\s*\(\s*\d{2,3}\s*,\s*\d{2,3}/ nocase ascii
        $dec2 = "-join" nocase ascii
        $sink1 = "ScriptBlock]::Create" nocase ascii
        $sink2 = /\biex\b/ nocase ascii
        $sink3 = "Invoke-Expression" nocase ascii
    condition:
        filesize < 200KB and $dec1 and $dec2 and any of ($sink*)
}

rule rb_rot13_send
{
    meta:
        description = "Ruby: rot13 translation combined with dynamic dispatch"
        severity = "high"
    strings:
        $dec = "N-ZA-Mn-za-m" ascii
        $sink1 = "public_send(" ascii
        $sink2 = ".send(" ascii
        $sink3 = "Kernel." ascii
    condition:
        filesize < 200KB and $dec and any of ($sink*)
}

rule php_xor_varfunc
{
    meta:
        description = "PHP: XOR-decoded hex string used as a variable function"
        severity = "high"
    strings:
        $dec1 = "hex2bin(" ascii
        $dec2 = /ord\(\$\w+\)\s*\^\s*0x[0-9a-f]{2}/ nocase ascii
        $sink = /\$\w+\(\s*\w+\(\s*['"][0-9a-f]{8,}/ nocase ascii
    condition:
        filesize < 200KB and all of ($dec*) and $sink
}
