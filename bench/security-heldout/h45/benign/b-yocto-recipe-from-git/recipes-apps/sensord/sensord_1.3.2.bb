SUMMARY = "Sensor polling daemon (I2C/SPI) with MQTT output"
HOMEPAGE = "https://git.acme-oss.example/sensord"
LICENSE = "Apache-2.0"
LIC_FILES_CHKSUM = "file://LICENSE;md5=86d3f3a95c324c9479bd8986968f4327"

SRC_URI = "git://git.acme-oss.example/sensord.git;protocol=https;branch=main \
           file://sensord.service \
          "
SRCREV = "5d2b6e0c1a7f48e39b0d7c2f6a1e8b4d3c9f0a72"

S = "${WORKDIR}/git"

DEPENDS = "libgpiod mosquitto"
RDEPENDS:${PN} = "libgpiod mosquitto"

inherit cmake systemd useradd

EXTRA_OECMAKE = "-DSENSORD_WITH_MQTT=ON -DBUILD_TESTING=OFF"

USERADD_PACKAGES = "${PN}"
USERADD_PARAM:${PN} = "--system --no-create-home --shell /sbin/nologin --groups i2c sensord"

SYSTEMD_SERVICE:${PN} = "sensord.service"

do_install:append() {
    install -d ${D}${systemd_system_unitdir}
    install -m 0644 ${WORKDIR}/sensord.service ${D}${systemd_system_unitdir}/
}
