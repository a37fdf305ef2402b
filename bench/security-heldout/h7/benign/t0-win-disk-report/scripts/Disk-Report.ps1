param([string]$Drive = 'C', [int]$Top = 25)

$vol = Get-Volume -DriveLetter $Drive
'{0}: {1:N1} GB total, {2:N1} GB free ({3:P0})' -f $Drive, ($vol.Size/1GB), ($vol.SizeRemaining/1GB), ($vol.SizeRemaining/$vol.Size)

function Get-FolderSize($Path) {
    (Get-ChildItem -LiteralPath $Path -Recurse -File -Force -ErrorAction SilentlyContinue |
        Measure-Object -Property Length -Sum).Sum
}

"`n== Largest folders in $env:USERPROFILE"
Get-ChildItem $env:USERPROFILE -Directory -Force -ErrorAction SilentlyContinue |
    ForEach-Object { [pscustomobject]@{ Folder = $_.FullName; GB = [math]::Round((Get-FolderSize $_.FullName)/1GB, 2) } } |
    Sort-Object GB -Descending | Select-Object -First $Top | Format-Table -AutoSize

"`n== Files over 500 MB"
Get-ChildItem "$($Drive):\" -Recurse -File -Force -ErrorAction SilentlyContinue |
    Where-Object Length -gt 500MB | Sort-Object Length -Descending | Select-Object -First $Top FullName, @{n='GB';e={[math]::Round($_.Length/1GB,2)}} | Format-Table -AutoSize

"`n== Caches"
foreach ($p in @($env:TEMP, "$env:LOCALAPPDATA\npm-cache", "$env:LOCALAPPDATA\pip\cache", "$env:USERPROFILE\.gradle\caches")) {
    if (Test-Path $p) { '{0,-60} {1,8:N2} GB' -f $p, ((Get-FolderSize $p)/1GB) }
}
