<#
    Modelo de Install.ps1 para apps Win32 do Intune.
    Executado como SYSTEM com: powershell.exe -NoProfile -ExecutionPolicy Bypass -File .\Install.ps1
#>
$ErrorActionPreference = 'Stop'
$App = 'LeitorPDF'
$LogDir = 'C:\ProgramData\TI\Logs'
New-Item -ItemType Directory -Path $LogDir -Force | Out-Null
Start-Transcript -Path (Join-Path $LogDir "$App-install.log") -Append | Out-Null

try {
    $msi = Join-Path $PSScriptRoot 'LeitorPDF-x64.msi'
    if (-not (Test-Path $msi)) { throw "MSI não encontrado: $msi" }

    $sig = Get-AuthenticodeSignature -FilePath $msi
    if ($sig.Status -ne 'Valid') { throw "Assinatura do MSI inválida: $($sig.Status)" }
    Write-Output "MSI assinado por: $($sig.SignerCertificate.Subject)"

    $argumentos = "/i `"$msi`" /qn /norestart /l*v `"$LogDir\$App-msi.log`""
    $p = Start-Process -FilePath msiexec.exe -ArgumentList $argumentos -Wait -PassThru
    Write-Output "msiexec terminou com código $($p.ExitCode)"
    exit $p.ExitCode
}
catch {
    Write-Output "Falha: $_"
    exit 1
}
finally {
    Stop-Transcript | Out-Null
}
