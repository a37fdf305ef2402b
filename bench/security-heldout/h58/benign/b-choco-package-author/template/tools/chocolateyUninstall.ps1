$ErrorActionPreference = 'Stop'
$key = Get-UninstallRegistryKey -SoftwareName 'MyTool*'
if ($key.Count -eq 1) {
    $guid = $key.PSChildName
    Uninstall-ChocolateyPackage -PackageName $env:ChocolateyPackageName -FileType 'msi' `
        -SilentArgs "$guid /qn /norestart" -ValidExitCodes @(0, 3010, 1605, 1614, 1641)
} elseif ($key.Count -gt 1) {
    Write-Warning "Multiple matches found; not uninstalling automatically."
}
