from beangulp.importers import csvbase


class Importer(csvbase.Importer):
    date = csvbase.Date("Bokföringsdag", "%Y-%m-%d")
    narration = csvbase.Column("Text")
    amount = csvbase.Amount("Belopp", subs={",": ".", " ": ""})

    def __init__(self, account, currency="SEK"):
        super().__init__(account, currency)

    def identify(self, filepath):
        if not filepath.lower().endswith(".csv"):
            return False
        with open(filepath, encoding="utf-8-sig") as fh:
            return fh.readline().startswith("Bokföringsdag")
