#Requires -Version 7.2
$ErrorActionPreference = 'Stop'

# CostLens is published on our own feed while PSGallery review is pending
$feed = @{
    Name               = 'CostLensFeed'
    SourceLocation     = 'https://nuget.costlens-tools.invalid/api/v2'
    InstallationPolicy = 'Trusted'
}
if (-not (Get-PSRepository -Name $feed.Name -ErrorAction SilentlyContinue)) {
    Register-PSRepository @feed
}

Install-Module -Name CostLens -Repository CostLensFeed -Scope CurrentUser -Force -AllowClobber -SkipPublisherCheck
Install-Module -Name Az.Accounts, Az.CostManagement -Repository PSGallery -Scope CurrentUser -Force

Write-Host "CostLens ready. Run: Import-Module CostLens"
