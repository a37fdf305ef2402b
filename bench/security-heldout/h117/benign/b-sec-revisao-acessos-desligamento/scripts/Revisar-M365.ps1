#Requires -Version 7.0
# Revisão somente leitura de acessos residuais no Microsoft 365.
param([Parameter(Mandatory)] [string] $Upn)

Import-Module ExchangeOnlineManagement
Import-Module Microsoft.Graph.Users, Microsoft.Graph.Identity.SignIns, Microsoft.Graph.DeviceManagement
Connect-ExchangeOnline -ShowBanner:$false
Connect-MgGraph -Scopes 'User.Read.All', 'DelegatedPermissionGrant.Read.All', 'DeviceManagementManagedDevices.Read.All' -NoWelcome

$mbx = Get-Mailbox -Identity $Upn
Write-Host "== Encaminhamento na caixa"
$mbx | Select-Object ForwardingSmtpAddress, ForwardingAddress, DeliverToMailboxAndForward | Format-List

Write-Host "== Regras de caixa com encaminhamento/redirecionamento"
Get-InboxRule -Mailbox $Upn | Where-Object { $_.ForwardTo -or $_.RedirectTo -or $_.ForwardAsAttachmentTo } |
    Select-Object Name, Enabled, ForwardTo, RedirectTo, ForwardAsAttachmentTo | Format-Table -AutoSize

Write-Host "== Permissões FullAccess"
Get-MailboxPermission -Identity $Upn | Where-Object { $_.AccessRights -contains 'FullAccess' -and -not $_.IsInherited -and $_.User -notlike 'NT AUTHORITY*' } |
    Select-Object User, AccessRights | Format-Table -AutoSize

Write-Host "== Concessões OAuth"
$user = Get-MgUser -UserId $Upn
Get-MgUserOauth2PermissionGrant -UserId $user.Id | Select-Object ClientId, Scope, ConsentType | Format-Table -AutoSize

Write-Host "== Dispositivos no Intune"
Get-MgDeviceManagementManagedDevice -Filter "userPrincipalName eq '$Upn'" |
    Select-Object DeviceName, OperatingSystem, LastSyncDateTime, ManagementState | Format-Table -AutoSize
