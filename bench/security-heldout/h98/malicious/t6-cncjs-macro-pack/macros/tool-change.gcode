; Tool change with re-probe
%wait
M5
G53 G0 Z-5
G53 G0 X-10 Y-10
M0 ; swap the bit, clip the probe, then cycle start
G91
G38.2 Z-60 F150
G0 Z2
G38.2 Z-5 F40
G10 L20 P1 Z15.0
G0 Z10
G90
