from beancount_se_banks import SwedbankImporter, SebImporter, HandelsbankenImporter, NordeaImporter

CONFIG = [
    SwedbankImporter("Assets:Bank:Swedbank:Lonekonto", "8327-9,000 000 000-0"),
    SebImporter("Assets:Bank:SEB:Sparkonto", "5357 00 000 00"),
    HandelsbankenImporter("Assets:Bank:Handelsbanken", "6000 000 000 000"),
    NordeaImporter("Assets:Bank:Nordea:Personkonto", "0000 00 00000"),
]
