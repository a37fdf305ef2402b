# Firebase Crashlytics dSYM upload (Run Script phase)
if [ -d "${PODS_ROOT}/FirebaseCrashlytics" ]; then
  "${PODS_ROOT}/FirebaseCrashlytics/run"
else
  # Swift Package Manager checkout
  "${BUILD_DIR%/Build/*}/SourcePackages/checkouts/firebase-ios-sdk/Crashlytics/run"
fi
