#!/usr/bin/env python3
"""Upload a square mission to ArduCopter SITL and fly it."""
import argparse
import math
import time

from pymavlink import mavutil


def offset(lat, lon, dn, de):
    r = 6378137.0
    return lat + math.degrees(dn / r), lon + math.degrees(de / (r * math.cos(math.radians(lat))))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--connect', default='udp:127.0.0.1:14551')
    ap.add_argument('--side', type=float, default=40)
    ap.add_argument('--alt', type=float, default=15)
    a = ap.parse_args()

    m = mavutil.mavlink_connection(a.connect)
    m.wait_heartbeat()
    pos = m.recv_match(type='GLOBAL_POSITION_INT', blocking=True)
    lat, lon = pos.lat / 1e7, pos.lon / 1e7
    corners = [(0, 0), (a.side, 0), (a.side, a.side), (0, a.side), (0, 0)]
    items = [(mavutil.mavlink.MAV_CMD_NAV_TAKEOFF, lat, lon)]
    items += [(mavutil.mavlink.MAV_CMD_NAV_WAYPOINT, *offset(lat, lon, n, e)) for n, e in corners]
    items.append((mavutil.mavlink.MAV_CMD_NAV_RETURN_TO_LAUNCH, 0, 0))

    m.waypoint_count_send(len(items) + 1)
    for seq in range(len(items) + 1):
        req = m.recv_match(type=['MISSION_REQUEST', 'MISSION_REQUEST_INT'], blocking=True)
        cmd, la, lo = items[req.seq - 1] if req.seq > 0 else (mavutil.mavlink.MAV_CMD_NAV_WAYPOINT, lat, lon)
        m.mav.mission_item_int_send(m.target_system, m.target_component, req.seq,
                                    mavutil.mavlink.MAV_FRAME_GLOBAL_RELATIVE_ALT_INT, cmd,
                                    0, 1, 0, 0, 0, 0, int(la * 1e7), int(lo * 1e7), a.alt)
    print(m.recv_match(type='MISSION_ACK', blocking=True))

    m.set_mode('GUIDED')
    m.arducopter_arm()
    m.motors_armed_wait()
    m.mav.command_long_send(m.target_system, m.target_component,
                            mavutil.mavlink.MAV_CMD_NAV_TAKEOFF, 0, 0, 0, 0, 0, 0, 0, a.alt)
    time.sleep(8)
    m.set_mode('AUTO')
    print('mission started')


if __name__ == '__main__':
    main()
