<#
.SYNOPSIS
  Contrôle en lecture seule de l'exposition RDP d'un poste Windows.
#>
$ErrorActionPreference = 'SilentlyContinue'
$ts = 'HKLM:\SYSTEM\CurrentControlSet\Control\Terminal Server'
$rdp = "$ts\WinStations\RDP-Tcp"

function Show($nom, $valeur, $ok) {
  $etat = if ($ok) { 'OK ' } else { 'A VOIR' }
  '{0,-7} {1,-38} {2}' -f $etat, $nom, $valeur
}

$deny = (Get-ItemProperty $ts).fDenyTSConnections
Show 'RDP désactivé' $deny ($deny -eq 1)

$nla = (Get-ItemProperty $rdp).UserAuthentication
Show 'NLA obligatoire' $nla ($nla -eq 1)

$sec = (Get-ItemProperty $rdp).SecurityLayer
Show 'SecurityLayer (2 = TLS)' $sec ($sec -eq 2)

$port = (Get-ItemProperty $rdp).PortNumber
Show 'Port RDP' $port $true

Get-NetFirewallRule -Enabled True -Direction Inbound |
  Where-Object { $_.DisplayGroup -match 'Remote Desktop|Bureau à distance' } |
  ForEach-Object {
    $f = $_ | Get-NetFirewallAddressFilter
    Show "Pare-feu: $($_.DisplayName) [$($_.Profile)]" $f.RemoteAddress ($f.RemoteAddress -ne 'Any')
  }

$membres = Get-LocalGroupMember -SID 'S-1-5-32-555' | Select-Object -ExpandProperty Name
Show 'Utilisateurs du Bureau à distance' ($membres -join ', ') ($membres.Count -le 3)

$echecs = (Get-WinEvent -FilterHashtable @{LogName='Security'; Id=4625; StartTime=(Get-Date).AddDays(-1)}).Count
Show 'Échecs de connexion 24 h (4625)' $echecs ($echecs -lt 20)

foreach ($outil in 'ngrok','frpc','chisel','cloudflared','rustdesk','anydesk') {
  $p = Get-Process -Name $outil
  if ($p) { Show "Outil de tunnel actif: $outil" $p.Path $false }
}
'Contrôle terminé (aucune modification effectuée).'
