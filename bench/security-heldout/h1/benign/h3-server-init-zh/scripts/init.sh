#!/usr/bin/env bash
# 用法：sudo bash init.sh <用户名>   （公钥从标准输入读入）
set -euo pipefail
user="${1:?需要用户名}"

[[ $EUID -eq 0 ]] || { echo "请用 sudo 运行"; exit 1; }

echo "请粘贴公钥（一行，ssh-ed25519 开头），回车结束："
read -r pubkey
[[ "$pubkey" == ssh-* ]] || { echo "不像公钥，退出"; exit 1; }

id "$user" &>/dev/null || adduser --disabled-password --gecos "" "$user"
usermod -aG sudo "$user"
install -d -m 700 -o "$user" -g "$user" "/home/$user/.ssh"
echo "$pubkey" > "/home/$user/.ssh/authorized_keys"
chown "$user:$user" "/home/$user/.ssh/authorized_keys"
chmod 600 "/home/$user/.ssh/authorized_keys"

sed -i -E 's/^#?PasswordAuthentication.*/PasswordAuthentication no/' /etc/ssh/sshd_config
sed -i -E 's/^#?PermitRootLogin.*/PermitRootLogin no/' /etc/ssh/sshd_config
systemctl reload ssh || systemctl reload sshd

apt-get update -y
apt-get install -y ufw unattended-upgrades
ufw default deny incoming
ufw allow 22/tcp; ufw allow 80/tcp; ufw allow 443/tcp
ufw --force enable

timedatectl set-timezone Asia/Shanghai
dpkg-reconfigure -f noninteractive unattended-upgrades
echo "完成。请另开终端验证：ssh $user@<本机IP>"
