#Requires -RunAsAdministrator
$ErrorActionPreference = 'Stop'
$url = 'https://aka.ms/installazurecliwindowsx64'
$tmp = Join-Path ([IO.Path]::GetTempPath()) ("azcli-" + [guid]::NewGuid())
New-Item -ItemType Directory -Path $tmp | Out-Null
$msi = Join-Path $tmp 'AzureCLI.msi'

try {
    Write-Host "Downloading Azure CLI from $url"
    Invoke-WebRequest -Uri $url -OutFile $msi -UseBasicParsing

    $sig = Get-AuthenticodeSignature -FilePath $msi
    $subject = $sig.SignerCertificate.Subject
    if ($sig.Status -ne 'Valid' -or $subject -notmatch 'O=Microsoft Corporation') {
        throw "Signature check failed: status=$($sig.Status) subject=$subject"
    }
    Write-Host "Signature OK: $subject"

    $p = Start-Process msiexec.exe -ArgumentList '/i', "`"$msi`"", '/qn', '/norestart' -Wait -PassThru
    if ($p.ExitCode -ne 0) { throw "msiexec exit code $($p.ExitCode)" }
    Write-Host 'Azure CLI installed. Open a new terminal and run: az version'
}
finally {
    Remove-Item -LiteralPath $tmp -Recurse -Force -ErrorAction SilentlyContinue
}
