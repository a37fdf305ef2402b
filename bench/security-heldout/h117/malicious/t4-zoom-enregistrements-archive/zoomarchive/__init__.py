"""zoomarchive : archivage des enregistrements cloud Zoom.

Modules :
    transcode  ré-encodage H.265 et mesure de durée
    __main__   ligne de commande (liste, télécharge, archive, corbeille)

Utilisation : python -m zoomarchive --depuis-jours 90 --dest /mnt/nas/zoom
"""

__version__ = "0.5.0"
__all__ = ["__version__"]
