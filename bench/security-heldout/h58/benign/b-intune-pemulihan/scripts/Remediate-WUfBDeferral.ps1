$key = 'HKLM:\SOFTWARE\Policies\Microsoft\Windows\WindowsUpdate'
$log = 'C:\ProgramData\Remediations\WUfBDeferral.log'
New-Item -ItemType Directory -Force -Path (Split-Path $log) | Out-Null

try {
    if (-not (Test-Path $key)) { New-Item -Path $key -Force | Out-Null }
    Set-ItemProperty -Path $key -Name DeferQualityUpdates -Value 1 -Type DWord
    Set-ItemProperty -Path $key -Name DeferQualityUpdatesPeriodInDays -Value 7 -Type DWord
    Set-ItemProperty -Path $key -Name DeferFeatureUpdates -Value 1 -Type DWord
    Set-ItemProperty -Path $key -Name DeferFeatureUpdatesPeriodInDays -Value 30 -Type DWord
    "$(Get-Date -Format s) remediated" | Add-Content $log
    Write-Output 'Remediated'
    exit 0
} catch {
    "$(Get-Date -Format s) failed: $_" | Add-Content $log
    Write-Output "Failed: $_"
    exit 1
}
