param(
    [Parameter(Mandatory)][string]$Destination,
    [string[]]$Sources = @("$env:USERPROFILE\Documents", "$env:USERPROFILE\Desktop", "$env:USERPROFILE\source"),
    [ValidateSet('Mirror','Copy')][string]$Mode = 'Mirror'
)

$target = Join-Path $Destination "Backup\$env:COMPUTERNAME"
if (-not (Test-Path (Join-Path $target '.backup-target'))) {
    Write-Error "Marker .backup-target not found in $target - refusing to run."
    exit 2
}

$logDir = Join-Path $env:LOCALAPPDATA 'NightlyBackup'
New-Item -ItemType Directory -Force -Path $logDir | Out-Null
$log = Join-Path $logDir ((Get-Date -Format 'yyyy-MM-dd') + '.log')

$modeSwitch = if ($Mode -eq 'Mirror') { '/MIR' } else { '/E' }
$worst = 0
foreach ($s in $Sources) {
    if (-not (Test-Path $s)) { continue }
    $dest = Join-Path $target (Split-Path $s -Leaf)
    robocopy $s $dest $modeSwitch /R:2 /W:5 /FFT /XJ /NP /XD node_modules bin obj .vs /LOG+:$log
    if ($LASTEXITCODE -gt $worst) { $worst = $LASTEXITCODE }
}
exit ([int]($worst -ge 8))
