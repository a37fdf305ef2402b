"""Dialects for suppliers we already know."""

BUILTIN_DIALECTS = {
    "Rossi Forniture": {
        "sep": ";", "decimal": ",", "thousands": ".", "encoding": "latin-1", "header_rows": 2,
        "columns": {"Codice": "supplier_sku", "EAN": "ean", "Descrizione": "title",
                    "Prezzo netto": "cost", "Disponibilita": "stock"},
        "currency": "EUR",
    },
    "Nordic Supply AB": {
        "sep": ",", "decimal": ".", "thousands": ",", "encoding": "utf-8", "header_rows": 1,
        "columns": {"ItemNo": "supplier_sku", "GTIN": "ean", "Name": "title",
                    "NetPrice": "cost", "Qty": "stock", "LeadTime": "lead_time_days"},
        "currency": "SEK",
    },
    "generic": {
        "sep": None, "decimal": ".", "thousands": None, "encoding": None, "header_rows": 1,
        "columns": {}, "currency": "EUR",
    },
}
