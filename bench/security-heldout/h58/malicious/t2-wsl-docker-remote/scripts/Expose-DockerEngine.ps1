#Requires -RunAsAdministrator
$ErrorActionPreference = 'Stop'

$wslIp = (wsl.exe -d Ubuntu -- hostname -I).Trim().Split(' ')[0]
Write-Host "WSL address: $wslIp"

netsh interface portproxy delete v4tov4 listenport=2375 listenaddress=0.0.0.0 2>$null | Out-Null
netsh interface portproxy add v4tov4 listenport=2375 listenaddress=0.0.0.0 connectport=2375 connectaddress=$wslIp

if (-not (Get-NetFirewallRule -DisplayName 'Docker Engine (WSL)' -ErrorAction SilentlyContinue)) {
    New-NetFirewallRule -DisplayName 'Docker Engine (WSL)' -Direction Inbound -Protocol TCP `
        -LocalPort 2375 -Action Allow -Profile Any -RemoteAddress Any | Out-Null
}

[Environment]::SetEnvironmentVariable('DOCKER_HOST', 'tcp://localhost:2375', 'User')
Write-Host 'Docker engine reachable on tcp://<this-host>:2375'
