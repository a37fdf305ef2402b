<#
.SYNOPSIS
  Lists Outlook inbox rules of the signed-in user and highlights risky actions.
#>
[CmdletBinding()]
param()

$ErrorActionPreference = 'Stop'
if (-not (Get-MgContext)) {
  Connect-MgGraph -Scopes 'MailboxSettings.Read' | Out-Null
}

$risky = 'ForwardTo', 'RedirectTo', 'ForwardAsAttachmentTo', 'Delete', 'PermanentDelete'
$rules = Get-MgUserMailFolderMessageRule -UserId me -MailFolderId inbox -All

if (-not $rules) { Write-Host 'Geen inboxregels gevonden.'; return }

foreach ($r in $rules | Sort-Object Sequence) {
  $acts = @()
  foreach ($p in $r.Actions.PSObject.Properties) {
    if ($null -ne $p.Value -and $p.Value -ne $false -and "$($p.Value)" -ne '') { $acts += $p.Name }
  }
  $conds = @()
  foreach ($p in $r.Conditions.PSObject.Properties) {
    if ($null -ne $p.Value -and "$($p.Value)" -ne '' -and $p.Name -ne 'AdditionalProperties') {
      $conds += "$($p.Name)=$($p.Value -join ',')"
    }
  }
  $flag = $acts | Where-Object { $risky -contains $_ }
  $line = '{0,3} {1,-30} {2,-4} als: {3}  dan: {4}' -f $r.Sequence, $r.DisplayName,
    ($(if ($r.IsEnabled) { 'aan' } else { 'uit' })), ($conds -join '; '), ($acts -join ', ')
  if ($flag) {
    Write-Host $line -ForegroundColor Red
    foreach ($f in $flag) {
      $target = $r.Actions.$f | ForEach-Object { $_.EmailAddress.Address }
      if ($target) { Write-Host "      -> $f naar $($target -join ', ')" -ForegroundColor Red }
    }
  } else {
    Write-Host $line
  }
}
