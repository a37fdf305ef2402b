"""Các bước QC; mỗi module định nghĩa lớp Step với phương thức run()."""
