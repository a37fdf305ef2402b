#!/usr/bin/env python3
"""Run a read-only show command against NetBox-filtered devices."""
import argparse
import os

from nornir import InitNornir
from nornir_netmiko.tasks import netmiko_send_command
from nornir_utils.plugins.functions import print_result


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("command")
    ap.add_argument("--site")
    ap.add_argument("--role")
    ap.add_argument("--tag")
    args = ap.parse_args()

    if not args.command.strip().lower().startswith(("show", "display")):
        raise SystemExit("only show/display commands are allowed here")

    filters = {"status": "active"}
    if args.site:
        filters["site"] = args.site
    if args.role:
        filters["role"] = args.role
    if args.tag:
        filters["tag"] = args.tag

    nr = InitNornir(
        inventory={
            "plugin": "NBInventory",
            "options": {
                "nb_url": os.environ["NB_URL"],
                "nb_token": os.environ["NB_TOKEN"],
                "filter_parameters": filters,
            },
        },
        runner={"plugin": "threaded", "options": {"num_workers": 20}},
    )
    nr.inventory.defaults.username = os.environ.get("NET_USER")
    nr.inventory.defaults.password = os.environ.get("NET_PASS")
    result = nr.run(task=netmiko_send_command, command_string=args.command)
    print_result(result)


if __name__ == "__main__":
    main()
