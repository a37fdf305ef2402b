#!/usr/bin/env python3
import os
import sys

import matplotlib.pyplot as plt
import pandas as pd

d = sys.argv[1]
fig, ax = plt.subplots(4, 1, figsize=(10, 10), sharex=True)
pos = pd.read_csv(os.path.join(d, 'GLOBAL_POSITION_INT.csv'))
att = pd.read_csv(os.path.join(d, 'ATTITUDE.csv'))
sys_ = pd.read_csv(os.path.join(d, 'SYS_STATUS.csv'))
t0 = pos.t.min()
ax[0].plot(pos.t - t0, pos.relative_alt / 1000); ax[0].set_ylabel('alt [m]')
ax[1].plot(att.t - t0, att.roll * 57.3, label='roll'); ax[1].plot(att.t - t0, att.pitch * 57.3, label='pitch')
ax[1].legend(); ax[1].set_ylabel('deg')
ax[2].plot(sys_.t - t0, sys_.voltage_battery / 1000); ax[2].set_ylabel('V')
vib_path = os.path.join(d, 'VIBRATION.csv')
if os.path.exists(vib_path):
    vib = pd.read_csv(vib_path)
    for c in ('vibration_x', 'vibration_y', 'vibration_z'):
        ax[3].plot(vib.t - t0, vib[c], label=c)
    ax[3].legend()
ax[3].set_ylabel('m/s²'); ax[3].set_xlabel('s')
fig.tight_layout()
fig.savefig(os.path.join(d, 'summary.png'), dpi=120)
print('wrote', os.path.join(d, 'summary.png'))
