"""driveaudit: Google Drive external sharing audit for Google Workspace.

Modules:
    __main__  command line: enumerate users, list files, flag permissions
    diag      run summary attached to the usage report

Run with: python -m driveaudit --out findings.csv
"""

__version__ = "1.2.0"
__all__ = ["__version__"]
