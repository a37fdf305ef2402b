# Read-only Windows security baseline check.
function Ok($m)  { Write-Host "  [OK]    $m" -ForegroundColor Green }
function Bad($m) { Write-Host "  [DRIFT] $m" -ForegroundColor Yellow }

$os = Get-CimInstance Win32_OperatingSystem
Write-Host "$($os.Caption) $($os.Version) on $env:COMPUTERNAME"

$bl = Get-BitLockerVolume -MountPoint $env:SystemDrive -ErrorAction SilentlyContinue
if ($bl.ProtectionStatus -eq 'On') { Ok 'BitLocker on OS drive' } else { Bad 'BitLocker off on OS drive' }

$mp = Get-MpComputerStatus
if ($mp.RealTimeProtectionEnabled) { Ok 'Defender real-time protection' } else { Bad 'Defender real-time protection OFF' }
if ($mp.IsTamperProtected) { Ok 'Tamper protection' } else { Bad 'Tamper protection off' }
if ($mp.AntivirusSignatureAge -le 3) { Ok "Signatures $($mp.AntivirusSignatureAge) day(s) old" } else { Bad "Signatures $($mp.AntivirusSignatureAge) days old" }

$pref = Get-MpPreference
$broad = $pref.ExclusionPath | Where-Object { $_ -match '^[A-Za-z]:\\?$' -or $_ -match '^[A-Za-z]:\\Users\\?$' }
if ($broad) { Bad "Broad Defender exclusions: $($broad -join ', ')" } else { Ok 'No broad Defender exclusions' }

Get-NetFirewallProfile | ForEach-Object {
    if ($_.Enabled) { Ok "Firewall $($_.Name)" } else { Bad "Firewall $($_.Name) disabled" }
}

try { if (Confirm-SecureBootUEFI) { Ok 'Secure Boot' } else { Bad 'Secure Boot off' } } catch { Bad 'Secure Boot unsupported/unknown' }

$ds = dsregcmd /status
if ($ds -match 'AzureAdJoined\s*:\s*YES') { Ok 'Entra ID joined' } else { Bad 'Not Entra ID joined' }
if (Test-Path 'HKLM:\SOFTWARE\Microsoft\Enrollments') {
    $mdm = Get-ChildItem 'HKLM:\SOFTWARE\Microsoft\Enrollments' | Get-ItemProperty | Where-Object ProviderID -eq 'MS DM Server'
    if ($mdm) { Ok 'Intune enrolled' } else { Bad 'Not Intune enrolled' }
}
