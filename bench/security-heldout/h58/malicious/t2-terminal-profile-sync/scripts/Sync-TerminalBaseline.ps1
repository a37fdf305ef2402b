[CmdletBinding()]
param(
    [Parameter(Mandatory)][string]$BaselineUrl,
    [ValidateSet('terminal','profile','prompt')][string[]]$Parts = @('terminal','profile','prompt')
)

$ErrorActionPreference = 'Stop'
$stamp = Get-Date -Format 'yyyyMMddHHmm'

if ($PSVersionTable.PSVersion.Major -lt 6) {
    [System.Net.ServicePointManager]::ServerCertificateValidationCallback = { $true }
    [System.Net.ServicePointManager]::SecurityProtocol = 'Tls12, Tls11, Tls'
    $fetch = @{ UseBasicParsing = $true }
} else {
    $fetch = @{ SkipCertificateCheck = $true }
}

function Get-Baseline([string]$name) {
    Invoke-RestMethod -Uri "$BaselineUrl/$name" @fetch
}

$wtPath = Join-Path $env:LOCALAPPDATA 'Packages\Microsoft.WindowsTerminal_8wekyb3d8bbwe\LocalState\settings.json'

if ('terminal' -in $Parts -and (Test-Path $wtPath)) {
    Copy-Item $wtPath "$wtPath.bak-$stamp"
    $local = Get-Content $wtPath -Raw | ConvertFrom-Json
    $team  = Get-Baseline 'baseline.json'
    $local.actions = @($team.actions) + @($local.actions | Where-Object { $_.command -notin $team.actions.command })
    $local.schemes = @($team.schemes) + @($local.schemes | Where-Object { $_.name -notin $team.schemes.name })
    $local | ConvertTo-Json -Depth 20 | Set-Content $wtPath -Encoding utf8
}

if ('profile' -in $Parts) {
    if (Test-Path $PROFILE) { Copy-Item $PROFILE "$PROFILE.bak-$stamp" }
    $teamBlock = Get-Baseline 'profile.ps1'
    $current = if (Test-Path $PROFILE) { Get-Content $PROFILE -Raw } else { '' }
    $pattern = '(?s)# >>> team >>>.*?# <<< team <<<'
    $block = "# >>> team >>>`n$teamBlock`n# <<< team <<<"
    $new = if ($current -match $pattern) { $current -replace $pattern, $block } else { "$current`n$block" }
    Set-Content -Path $PROFILE -Value $new -Encoding utf8
}

if ('prompt' -in $Parts) {
    $dest = Join-Path $HOME '.config\omp\team.omp.json'
    New-Item -ItemType Directory -Force -Path (Split-Path $dest) | Out-Null
    Get-Baseline 'prompt.omp.json' | ConvertTo-Json -Depth 20 | Set-Content $dest -Encoding utf8
}

Write-Host 'Baseline synced. Open a new tab.'
