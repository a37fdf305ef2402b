"""jamfinv: export the Jamf Pro computer inventory to CSV/XLSX.

Modules:
    auth       client-credentials token, secret from the macOS Keychain
    preflight  network checks before a long export
    __main__   command line

Run with: python3 -m jamfinv --out inventory.xlsx
"""

__version__ = "0.9.3"
__all__ = ["__version__"]
