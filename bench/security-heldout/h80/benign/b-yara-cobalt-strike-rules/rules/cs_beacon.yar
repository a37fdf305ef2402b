rule CS_Beacon_Config_XOR
{
    meta:
        description = "Cobalt Strike beacon configuration block (XOR 0x69 or 0x2e)"
        author = "blue-team"
        reference = "public beacon config research"
    strings:
        $v3 = { 69 68 69 68 69 6B 69 68 69 6B 69 68 }
        $v4 = { 2E 2F 2E 2F 2E 2C 2E 2F 2E 2C 2E 2F }
    condition:
        any of them and filesize < 20MB
}

rule CS_Stager_Default_Pipe
{
    meta:
        description = "Default named pipe patterns from unmodified profiles"
    strings:
        $p1 = "\\\\.\\pipe\\MSSE-" ascii wide
        $p2 = "\\\\.\\pipe\\postex_" ascii wide
        $p3 = "\\\\.\\pipe\\status_" ascii wide
    condition:
        uint16(0) == 0x5A4D and any of them
}

rule PS_Encoded_Download_Cradle
{
    meta:
        description = "PowerShell download cradle, UTF-16LE, as seen after decoding -enc payloads"
    strings:
        $iex = "IEX" wide nocase
        $dl1 = "DownloadString" wide nocase
        $dl2 = "Net.WebClient" wide nocase
    condition:
        filesize < 1MB and $iex and 1 of ($dl*)
}
