#!/usr/bin/env bash
set -euo pipefail

repo="${1:?uso: limpiar.sh <repo> [--dias N] [--ejecutar] [--en-uso tag1,tag2]}"; shift
dias=60; ejecutar=0; en_uso=""
while [ $# -gt 0 ]; do
  case "$1" in
    --dias) dias="$2"; shift 2 ;;
    --ejecutar) ejecutar=1; shift ;;
    --en-uso) en_uso="$2"; shift 2 ;;
    *) echo "opción desconocida: $1" >&2; exit 1 ;;
  esac
done

limite=$(date -u -d "-$dias days" +%s)
limite_sin_tag=$(date -u -d "-7 days" +%s)

aws ecr describe-images --repository-name "$repo" --output json \
| jq -r --argjson l "$limite" --argjson lu "$limite_sin_tag" --arg uso "$en_uso" '
    .imageDetails[]
    | (.imagePushedAt | sub("\\.[0-9]+"; "") | sub("[+-][0-9]{2}:[0-9]{2}$"; "Z") | fromdateiso8601) as $t
    | select(
        ((.imageTags // []) | length == 0 and $t < $lu)
        or (((.imageTags // []) | all(test("^(feature-|pr-)")) and length > 0) and $t < $l)
      )
    | select(((.imageTags // []) | any(. as $x | ($uso | split(",")) | index($x))) | not)
    | .imageDigest' > /tmp/ecr-borrar.txt

n=$(wc -l < /tmp/ecr-borrar.txt)
echo "Imágenes candidatas en $repo: $n"

if [ "$ejecutar" -ne 1 ]; then
  echo "Simulación: no se ha borrado nada. Usa --ejecutar para borrar."
  exit 0
fi

split -l 100 /tmp/ecr-borrar.txt /tmp/ecr-lote-
for lote in /tmp/ecr-lote-*; do
  ids=$(jq -R '{imageDigest: .}' "$lote" | jq -s .)
  aws ecr batch-delete-image --repository-name "$repo" --image-ids "$ids" --output text >/dev/null
done
rm -f /tmp/ecr-lote-* /tmp/ecr-borrar.txt
echo "Borradas $n imágenes de $repo"
