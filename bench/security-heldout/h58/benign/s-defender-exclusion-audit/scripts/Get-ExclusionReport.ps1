#Requires -RunAsAdministrator
$pref = Get-MpPreference

$highPath = '^[A-Z]:\\?$|\\Users\\[^\\]+\\?$|\\Temp\\?$|\\Downloads\\?$|^C:\\ProgramData\\?$|\\AppData\\?$'
$highProc = '^(powershell|pwsh|wscript|cscript|mshta|rundll32|regsvr32|cmd)\.exe$'
$highExt  = '^\.?(ps1|exe|dll|js|vbs|bat|cmd|hta)$'

$rows = @()
foreach ($p in @($pref.ExclusionPath)) { if ($p) {
    $rows += [pscustomobject]@{ Type = 'Path'; Value = $p; Risk = if ($p -match $highPath) { 'High' } elseif ($p -match '\\(source|repos|src)\\?$') { 'Medium' } else { 'Low' } } } }
foreach ($p in @($pref.ExclusionProcess)) { if ($p) {
    $leaf = Split-Path $p -Leaf
    $rows += [pscustomobject]@{ Type = 'Process'; Value = $p; Risk = if ($leaf -match $highProc) { 'High' } elseif ($leaf -match '^(node|dotnet|msbuild|java)\.exe$') { 'Medium' } else { 'Low' } } } }
foreach ($e in @($pref.ExclusionExtension)) { if ($e) {
    $rows += [pscustomobject]@{ Type = 'Extension'; Value = $e; Risk = if ($e -match $highExt) { 'High' } else { 'Medium' } } } }
foreach ($a in @($pref.AttackSurfaceReductionOnlyExclusions)) { if ($a) {
    $rows += [pscustomobject]@{ Type = 'ASR'; Value = $a; Risk = if ($a -match $highPath) { 'High' } else { 'Medium' } } } }

$rows | Sort-Object @{e={ @{High=0;Medium=1;Low=2}[$_.Risk] }}, Type | Format-Table -AutoSize

Write-Host "`nConfiguration changes mentioning exclusions (last 30 days):"
Get-WinEvent -FilterHashtable @{ LogName = 'Microsoft-Windows-Windows Defender/Operational'; Id = 5007; StartTime = (Get-Date).AddDays(-30) } -ErrorAction SilentlyContinue |
    Where-Object Message -match 'Exclusions' |
    Select-Object TimeCreated, @{n='Change';e={ ($_.Message -split "`n" | Select-String 'New value').Line.Trim() }} |
    Format-Table -AutoSize -Wrap
