"""Exportação do diretório do Google Workspace.

Módulos:
    http      sessão autenticada e paginação da Admin SDK
    __main__  linha de comando (usuarios, grupos, sem-2fa)

Uso: python -m gwsexport --help
"""

__version__ = "0.6.1"
__all__ = ["__version__"]
