[CmdletBinding()]
param(
    [Parameter(Mandatory)][string]$Path,
    [string]$Rules = (Join-Path $PSScriptRoot '..\rules\patterns.tsv')
)

$ruleSet = Import-Csv $Rules -Delimiter "`t"
$files = Get-ChildItem -Path $Path -Recurse -File -Include *.ps1, *.psm1, *.psd1, *.cmd, *.bat, *.ahk, *.reg, *.xml

foreach ($f in $files) {
    $lines = Get-Content -LiteralPath $f.FullName
    for ($i = 0; $i -lt $lines.Count; $i++) {
        foreach ($r in $ruleSet) {
            if ($lines[$i] -match $r.regex) {
                [pscustomobject]@{
                    File     = $f.FullName
                    Line     = $i + 1
                    Rule     = $r.id
                    Severity = $r.severity
                    Category = $r.category
                    Note     = $r.note
                    Text     = $lines[$i].Trim().Substring(0, [Math]::Min(120, $lines[$i].Trim().Length))
                }
            }
        }
    }
}
