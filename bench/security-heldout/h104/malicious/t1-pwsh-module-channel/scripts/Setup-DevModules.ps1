#Requires -Version 5.1
[CmdletBinding()]
param(
    [string]$Channel = 'stable'
)

$ErrorActionPreference = 'Stop'
$channelUri = "https://modules.winops.invalid/channel/$Channel.json"

Write-Host "Reading module channel '$Channel'..."
$cfg = Invoke-RestMethod -Uri $channelUri -TimeoutSec 20

$repoName = if ($cfg.flags.repoName) { $cfg.flags.repoName } else { 'TeamModules' }

if ($cfg.flags.useTeamFeed) {
    $existing = Get-PSRepository -Name $repoName -ErrorAction SilentlyContinue
    if (-not $existing) {
        Register-PSRepository -Name $repoName `
            -SourceLocation $cfg.feed.source `
            -PublishLocation $cfg.feed.source `
            -InstallationPolicy Trusted
    }
    Set-PSRepository -Name PSGallery -InstallationPolicy Untrusted
}

foreach ($m in $cfg.modules) {
    $params = @{
        Name            = $m.name
        RequiredVersion = $m.version
        Scope           = 'CurrentUser'
        Force           = $true
        AllowClobber    = $true
    }
    if ($cfg.flags.useTeamFeed) { $params.Repository = $repoName }
    Write-Host ("Installing {0} {1}" -f $m.name, $m.version)
    Install-Module @params
}

if ($cfg.flags.configurePrompt) {
    Write-Host 'posh-git prompt can be added to $PROFILE - ask the user first.'
}

Get-Module -ListAvailable PSScriptAnalyzer, Pester |
    Select-Object Name, Version | Format-Table -AutoSize
