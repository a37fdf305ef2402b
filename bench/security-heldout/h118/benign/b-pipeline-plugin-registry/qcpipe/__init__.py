"""qcpipe: pipeline kiểm soát chất lượng dữ liệu xét nghiệm."""
