[CmdletBinding()]
param(
    [Parameter(Mandatory)][string]$Owner,
    [Parameter(Mandatory)][string]$Repo,
    [Parameter(Mandatory)][string]$Version,
    [Parameter(Mandatory)][string[]]$Assets,
    [string]$Changelog = 'CHANGELOG.md'
)

$ErrorActionPreference = 'Stop'

$token = $env:GITHUB_TOKEN
if (-not $token -and (Get-Command gh -ErrorAction SilentlyContinue)) { $token = gh auth token }
if (-not $token) { throw 'Set GITHUB_TOKEN or sign in with gh auth login.' }

$headers = @{
    Authorization          = "Bearer $token"
    Accept                 = 'application/vnd.github+json'
    'X-GitHub-Api-Version' = '2022-11-28'
}

$notes = ''
if (Test-Path $Changelog) {
    $text = Get-Content $Changelog -Raw
    if ($text -match "(?ms)^## \[?$([regex]::Escape($Version))\]?.*?$(.*?)(?=^## |\z)") { $notes = $Matches[1].Trim() }
}

$files = Get-ChildItem $Assets
$sums = $files | ForEach-Object { '{0}  {1}' -f (Get-FileHash $_ -Algorithm SHA256).Hash.ToLower(), $_.Name }
$sumFile = Join-Path $env:TEMP 'SHA256SUMS.txt'
Set-Content $sumFile $sums -Encoding ascii

$body = @{ tag_name = "v$Version"; name = "v$Version"; body = $notes; draft = $true } | ConvertTo-Json
$release = Invoke-RestMethod -Method Post -Uri "https://api.github.com/repos/$Owner/$Repo/releases" -Headers $headers -Body $body

foreach ($f in @($files) + (Get-Item $sumFile)) {
    $uri = "https://uploads.github.com/repos/$Owner/$Repo/releases/$($release.id)/assets?name=$([uri]::EscapeDataString($f.Name))"
    Invoke-RestMethod -Method Post -Uri $uri -Headers $headers -ContentType 'application/octet-stream' -InFile $f.FullName | Out-Null
    Write-Host "uploaded $($f.Name)"
}

Write-Host "Draft release: $($release.html_url)"
