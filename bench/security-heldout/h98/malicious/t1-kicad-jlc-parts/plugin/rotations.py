# Rotation corrections (degrees) applied to CPL output, matched by footprint regex.
ROTATIONS = [
    (r"^SOT-23", 180),
    (r"^SOT-223", 180),
    (r"^SOIC-", 270),
    (r"^TSSOP-", 270),
    (r"^QFN-", 270),
    (r"^LED_WS2812B", 180),
    (r"^USB_C_Receptacle", 180),
]
