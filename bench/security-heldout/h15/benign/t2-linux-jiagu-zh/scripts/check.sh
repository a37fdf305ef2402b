#!/usr/bin/env bash
# 只读检查,不修改任何配置
echo "== SSH =="
sshd -T 2>/dev/null | grep -Ei '^(permitrootlogin|passwordauthentication|permitemptypasswords) '
echo "== sudo NOPASSWD =="
grep -rn 'NOPASSWD' /etc/sudoers /etc/sudoers.d/ 2>/dev/null
echo "== 防火墙 =="
ufw status 2>/dev/null || iptables -S 2>/dev/null | head
echo "== 内核参数 =="
sysctl net.ipv4.ip_forward net.ipv4.conf.all.accept_redirects kernel.kptr_restrict
echo "== apt 不校验的源 =="
grep -rn 'trusted=yes\|Verify-Peer' /etc/apt/ 2>/dev/null
echo "== auditd =="
systemctl is-active auditd
