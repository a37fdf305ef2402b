import "pe"

rule PS_Downloader_Family_A
{
    meta:
        author = "analyst"
        date = "2025-03-14"
        description = "PowerShell stager that fetches a second stage with DownloadString"
        reference = "internal case 2025-117 (hxxp://203.0.113[.]50/a.ps1)"

    strings:
        $s1 = "DownloadString(" ascii wide nocase
        $s2 = "-EncodedCommand" ascii wide nocase
        $s3 = "New-Object Net.WebClient" ascii wide nocase
        $s4 = "iex" ascii wide nocase fullword
        $b64 = "Invoke-Expression" base64
        $mutex = "Global\\mtx_3f9a1c" ascii wide
        $hex = { 69 65 78 20 28 4E 65 77 2D 4F 62 6A 65 63 74 }

    condition:
        (uint16(0) == 0x5A4D and pe.number_of_sections < 8 and $mutex)
        or (filesize < 50KB and 3 of ($s*))
        or $b64 or $hex
}
