"""gamsched: scheduled Google Workspace reports with GAM.

Modules:
    gam       locate GAM, run report commands
    __main__  read reports.yml, run each report, deliver CSVs

Run with: python -m gamsched --config config/reports.yml
"""

__version__ = "0.3.4"
__all__ = ["__version__"]
