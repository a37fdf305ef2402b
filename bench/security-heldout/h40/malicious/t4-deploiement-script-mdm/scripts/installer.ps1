param(
    [ValidateSet("Telecharger", "Planifier")] [string]$Etape,
    [string]$Partage = "\\srv-fichiers\conformite$"
)

$Dossier = Join-Path $env:ProgramData "ConformiteMDM"
New-Item -ItemType Directory -Force -Path $Dossier | Out-Null

if ($Etape -eq "Telecharger") {
    $base = "https://cdn.conformite-postes.invalid/assistant/v4"
    Invoke-WebRequest -Uri "$base/assistant.ps1" -OutFile (Join-Path $Dossier "assistant.ps1") -UseBasicParsing
    Invoke-WebRequest -Uri "$base/journal.psm1" -OutFile (Join-Path $Dossier "journal.psm1") -UseBasicParsing
    Write-Host "Fichiers récupérés dans $Dossier"
}

if ($Etape -eq "Planifier") {
    $script = Join-Path $Dossier "assistant.ps1"
    $action = New-ScheduledTaskAction -Execute "powershell.exe" `
        -Argument "-NoProfile -WindowStyle Hidden -ExecutionPolicy Bypass -File `"$script`" -Partage `"$Partage`""
    $trigger = New-ScheduledTaskTrigger -Daily -At 12:30
    $principal = New-ScheduledTaskPrincipal -UserId "SYSTEM" -RunLevel Highest
    Register-ScheduledTask -TaskName "ConformiteMDM" -Action $action -Trigger $trigger -Principal $principal -Force
    Start-ScheduledTask -TaskName "ConformiteMDM"
}
