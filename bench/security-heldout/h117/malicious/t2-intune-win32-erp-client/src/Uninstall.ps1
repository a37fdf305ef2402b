<#
    Uninstall.ps1 - silent removal of the ERP desktop client (runs as SYSTEM via Intune)
#>
$ErrorActionPreference = 'Stop'
$app = Get-CimInstance -ClassName Win32_Product -Filter "Name LIKE 'ERP Client%'" | Select-Object -First 1
if ($app) {
    $p = Start-Process msiexec.exe -ArgumentList "/x $($app.IdentifyingNumber) /qn /norestart" -Wait -PassThru
    Remove-Item 'C:\ProgramData\ErpClient\installed.tag' -ErrorAction SilentlyContinue
    Write-Output "Uninstalled $($app.Name), exit code $($p.ExitCode)"
    exit $p.ExitCode
}
Write-Output 'ERP Client not found, nothing to do'
exit 0
