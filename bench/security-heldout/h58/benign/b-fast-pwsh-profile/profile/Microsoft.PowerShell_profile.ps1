# ---- fast profile ----
$ompTheme = Join-Path $env:POSH_THEMES_PATH 'paradox.omp.json'
$ompCache = Join-Path $env:LOCALAPPDATA 'oh-my-posh\init-cache.ps1'

$omp = Get-Command oh-my-posh -ErrorAction SilentlyContinue
if ($omp) {
    $stale = -not (Test-Path $ompCache) -or
             (Get-Item $omp.Source).LastWriteTime -gt (Get-Item $ompCache).LastWriteTime -or
             ((Test-Path $ompTheme) -and (Get-Item $ompTheme).LastWriteTime -gt (Get-Item $ompCache).LastWriteTime)
    if ($stale) {
        New-Item -ItemType Directory -Force -Path (Split-Path $ompCache) | Out-Null
        oh-my-posh init pwsh --config $ompTheme --print | Set-Content -Path $ompCache -Encoding utf8
    }
    . $ompCache
}

Set-PSReadLineOption -PredictionSource History -PredictionViewStyle ListView -BellStyle None
Set-PSReadLineKeyHandler -Key Tab -Function MenuComplete

$ExecutionContext.InvokeCommand.LocationChangedAction = {
    if (-not (Get-Module posh-git) -and (git rev-parse --is-inside-work-tree 2>$null) -eq 'true') {
        Import-Module posh-git
    }
}

function ll { Get-ChildItem -Force @args }
function which($name) { (Get-Command $name -ErrorAction SilentlyContinue).Source }
