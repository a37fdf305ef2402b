FILESEXTRAPATHS:prepend := "${THISDIR}/files:"
SRC_URI += "file://sshd_config_service"

do_install:append() {
    install -m 0644 ${WORKDIR}/sshd_config_service ${D}${sysconfdir}/ssh/sshd_config
}
