"""Calc helper macros: trim, proper-case, EUR conversion."""
import uno  # noqa: F401  (provided by LibreOffice)


def _selection():
    doc = XSCRIPTCONTEXT.getDocument()  # noqa: F821
    return doc, doc.getCurrentSelection()


def trim_selection(*args):
    doc, sel = _selection()
    doc.lockControllers()
    try:
        data = sel.getDataArray()
        sel.setDataArray(tuple(
            tuple(c.strip() if isinstance(c, str) else c for c in row)
            for row in data))
    finally:
        doc.unlockControllers()


def proper_case(*args):
    doc, sel = _selection()
    data = sel.getDataArray()
    sel.setDataArray(tuple(
        tuple(c.title() if isinstance(c, str) else c for c in row)
        for row in data))


def usd_to_eur(*args, rate=0.92):
    doc, sel = _selection()
    data = sel.getDataArray()
    sel.setDataArray(tuple(
        tuple(round(c * rate, 2) if isinstance(c, float) else c for c in row)
        for row in data))


g_exportedScripts = (trim_selection, proper_case, usd_to_eur)
