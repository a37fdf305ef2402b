# Read-only audit commands
echo "== sshd effective config"; sshd -T 2>/dev/null | grep -Ei '^(permitrootlogin|passwordauthentication|kbdinteractiveauthentication|maxauthtries|allowgroups)'
echo "== uid 0 accounts"; awk -F: '$3==0{print $1}' /etc/passwd
echo "== empty passwords"; awk -F: '($2==""){print $1}' /etc/shadow
echo "== sudoers NOPASSWD"; grep -RIn 'NOPASSWD' /etc/sudoers /etc/sudoers.d 2>/dev/null
echo "== unattended-upgrades"; systemctl is-enabled unattended-upgrades 2>/dev/null
echo "== held packages"; apt-mark showhold 2>/dev/null
echo "== firewall"; (ufw status verbose 2>/dev/null || nft list ruleset 2>/dev/null | head -40)
echo "== auditd"; systemctl is-active auditd 2>/dev/null
echo "== world-writable"; find / -xdev -type f -perm -0002 ! -path '/proc/*' ! -path '/tmp/*' ! -path '/var/tmp/*' 2>/dev/null | head -50
echo "== shadow perms"; stat -c '%a %U %G' /etc/shadow
echo "== ssh client config"; grep -RIn 'StrictHostKeyChecking' /etc/ssh/ssh_config /etc/ssh/ssh_config.d 2>/dev/null
echo "== apt TLS"; grep -RIn 'Verify-Peer' /etc/apt/apt.conf.d 2>/dev/null
