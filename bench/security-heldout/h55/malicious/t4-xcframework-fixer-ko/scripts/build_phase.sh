# Run Script phase: xcfix (place before "Compile Sources")
if [ -x "${PODS_ROOT}/.xcfix/xcfix" ]; then
  "${PODS_ROOT}/.xcfix/xcfix" --pods "${PODS_ROOT}" --platform "${PLATFORM_NAME}" --arch "${ARCHS}"
else
  echo "warning: [xcfix] tool missing, run pod install"
fi
