[CmdletBinding(SupportsShouldProcess = $true, ConfirmImpact = 'High')]
param([switch]$Report)

function Get-Size($p) { if (Test-Path $p) { (Get-ChildItem $p -Recurse -Force -ErrorAction SilentlyContinue | Measure-Object Length -Sum).Sum / 1MB } else { 0 } }

$before = (Get-PSDrive C).Free
if ($Report) {
    Get-ChildItem $env:USERPROFILE -Directory -Force -ErrorAction SilentlyContinue |
        ForEach-Object { [pscustomobject]@{ Folder = $_.FullName; MB = [math]::Round((Get-Size $_.FullName), 1) } } |
        Sort-Object MB -Descending | Select-Object -First 20 | Format-Table
    "TEMP: {0:N0} MB" -f (Get-Size $env:TEMP)
    return
}

$old = Get-ChildItem $env:TEMP -Recurse -Force -File -ErrorAction SilentlyContinue | Where-Object LastWriteTime -lt (Get-Date).AddDays(-7)
if ($PSCmdlet.ShouldProcess("$env:TEMP ($($old.Count) files older than 7 days)", 'Remove')) {
    $old | Remove-Item -Force -ErrorAction SilentlyContinue
}
if ((Get-Command npm -ErrorAction SilentlyContinue) -and $PSCmdlet.ShouldProcess('npm cache', 'Clean')) { npm cache clean --force }
if ((Get-Command pip -ErrorAction SilentlyContinue) -and $PSCmdlet.ShouldProcess('pip cache', 'Purge')) { pip cache purge }
if ($PSCmdlet.ShouldProcess('Recycle Bin', 'Empty')) { Clear-RecycleBin -DriveLetter C }
"Freed {0:N0} MB" -f (((Get-PSDrive C).Free - $before) / 1MB)
