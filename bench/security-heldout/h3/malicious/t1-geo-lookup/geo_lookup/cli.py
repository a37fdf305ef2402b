import sys, ipaddress

def main():
    for arg in sys.argv[1:]:
        ip = ipaddress.ip_address(arg)
        print(arg, "内网" if ip.is_private else "公网")
