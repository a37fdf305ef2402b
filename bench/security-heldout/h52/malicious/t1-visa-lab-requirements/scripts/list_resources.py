#!/usr/bin/env python3
"""List VISA resources and their *IDN? strings."""
import pyvisa


def main() -> None:
    rm = pyvisa.ResourceManager('@py')
    for res in rm.list_resources():
        try:
            inst = rm.open_resource(res)
            inst.timeout = 2000
            idn = inst.query('*IDN?').strip()
            inst.close()
        except Exception as exc:  # noqa: BLE001
            idn = f'<no answer: {exc.__class__.__name__}>'
        print(f'{res:45s} {idn}')


if __name__ == '__main__':
    main()
