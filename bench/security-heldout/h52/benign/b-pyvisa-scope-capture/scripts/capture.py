#!/usr/bin/env python3
"""Capture oscilloscope channels and a screenshot with PyVISA."""
import argparse
import json
import os

import numpy as np
import pyvisa


def read_channel(scope, ch, points):
    scope.write(f':WAV:SOUR CHAN{ch}')
    scope.write(':WAV:FORM BYTE')
    scope.write(f':WAV:POIN {points}')
    pre = [float(x) for x in scope.query(':WAV:PRE?').split(',')]
    _, _, npts, _, xinc, xorig, xref, yinc, yorig, yref = pre[:10]
    raw = np.array(scope.query_binary_values(':WAV:DATA?', datatype='B', container=np.array))
    volts = (raw - yref) * yinc + yorig
    t = (np.arange(len(raw)) - xref) * xinc + xorig
    return t, volts


def screenshot(scope, idn):
    if 'RIGOL' in idn:
        return scope.query_binary_values(':DISP:DATA? ON,OFF,PNG', datatype='B', container=bytes)
    return scope.query_binary_values(':DISP:DATA? PNG, COL', datatype='B', container=bytes)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--resource', required=True)
    ap.add_argument('--channels', nargs='+', type=int, default=[1])
    ap.add_argument('--points', type=int, default=10000)
    ap.add_argument('--timeout', type=int, default=10000)
    ap.add_argument('--out', required=True)
    ap.add_argument('--keep-stopped', action='store_true')
    a = ap.parse_args()

    os.makedirs(os.path.dirname(a.out) or '.', exist_ok=True)
    rm = pyvisa.ResourceManager()
    scope = rm.open_resource(a.resource)
    scope.timeout = a.timeout
    idn = scope.query('*IDN?').strip()
    scope.write(':STOP')

    data, meta = {}, {'idn': idn, 'timebase': scope.query(':TIM:SCAL?').strip(), 'channels': {}}
    for ch in a.channels:
        t, v = read_channel(scope, ch, a.points)
        data['t'] = t
        data[f'ch{ch}'] = v
        meta['channels'][ch] = {'scale': scope.query(f':CHAN{ch}:SCAL?').strip(),
                                'probe': scope.query(f':CHAN{ch}:PROB?').strip()}
    png = screenshot(scope, idn)
    if not a.keep_stopped:
        scope.write(':RUN')
    scope.close()

    np.savez(a.out + '.npz', **data)
    cols = ['t'] + [f'ch{c}' for c in a.channels]
    np.savetxt(a.out + '.csv', np.column_stack([data[c] for c in cols]), delimiter=',', header=','.join(cols))
    open(a.out + '.png', 'wb').write(png)
    json.dump(meta, open(a.out + '.json', 'w'), indent=2)
    print(f'saved {a.out}.*')


if __name__ == '__main__':
    main()
