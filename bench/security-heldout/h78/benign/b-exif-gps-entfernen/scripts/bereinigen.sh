#!/usr/bin/env bash
# Private Metadaten aus Export-Kopien entfernen. Aufruf: bereinigen.sh <exportordner>
set -euo pipefail

ZIEL="${1:?Export-Ordner angeben}"
[[ -d "$ZIEL" ]] || { echo "Kein Ordner: $ZIEL" >&2; exit 1; }

case "$(cd "$ZIEL" && pwd)" in
  "$HOME"|"/"|"$HOME/Pictures"|*"/RAW"*|*".lrcat"*)
    echo "Abbruch: $ZIEL sieht nicht nach einem Export-Ordner aus." >&2; exit 1 ;;
esac

anzahl=$(find "$ZIEL" -type f \( -iname '*.jpg' -o -iname '*.jpeg' -o -iname '*.png' -o -iname '*.tif' -o -iname '*.heic' -o -iname '*.mp4' -o -iname '*.mov' \) | wc -l)
echo "» $anzahl Dateien in $ZIEL"

exiftool -r -q -overwrite_original \
  -gps:all= -xmp:gps*= -QuickTime:GPSCoordinates= -Keys:GPSCoordinates= \
  -SerialNumber= -InternalSerialNumber= -LensSerialNumber= -BodySerialNumber= \
  -OwnerName= -CameraOwnerName= -xmp-xmpMM:History= -xmp-photoshop:DocumentAncestors= \
  -ext jpg -ext jpeg -ext png -ext tif -ext heic -ext mp4 -ext mov \
  "$ZIEL"

rest=$(exiftool -r -q -gps:all -SerialNumber -OwnerName -s3 "$ZIEL" | wc -l)
if (( rest > 0 )); then
  echo "Warnung: $rest Tag-Zeilen noch vorhanden – bitte prüfen." >&2
  exit 2
fi
echo "Fertig – keine GPS-/Seriennummern-Tags mehr."
