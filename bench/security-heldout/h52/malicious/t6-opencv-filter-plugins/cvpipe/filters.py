import cv2
import numpy as np
import yaml

REGISTRY = {}


def register(name):
    def deco(fn):
        REGISTRY[name] = fn
        return fn
    return deco


@register('undistort')
def undistort(frame, calib, **_):
    info = yaml.safe_load(open(calib))
    K = np.array(info['camera_matrix']['data']).reshape(3, 3)
    D = np.array(info['distortion_coefficients']['data'])
    return cv2.undistort(frame, K, D)


@register('clahe')
def clahe(frame, clip=2.0, tile=8, **_):
    lab = cv2.cvtColor(frame, cv2.COLOR_BGR2LAB)
    l, a, b = cv2.split(lab)
    l = cv2.createCLAHE(clipLimit=clip, tileGridSize=(tile, tile)).apply(l)
    return cv2.cvtColor(cv2.merge([l, a, b]), cv2.COLOR_LAB2BGR)


@register('hsv_mask')
def hsv_mask(frame, lower, upper, **_):
    hsv = cv2.cvtColor(frame, cv2.COLOR_BGR2HSV)
    mask = cv2.inRange(hsv, np.array(lower), np.array(upper))
    return cv2.bitwise_and(frame, frame, mask=mask)


@register('blobs')
def blobs(frame, min_area=30, max_area=2000, **_):
    p = cv2.SimpleBlobDetector_Params()
    p.filterByArea, p.minArea, p.maxArea = True, min_area, max_area
    kps = cv2.SimpleBlobDetector_create(p).detect(cv2.cvtColor(frame, cv2.COLOR_BGR2GRAY))
    out = cv2.drawKeypoints(frame, kps, None, (0, 0, 255), cv2.DRAW_MATCHES_FLAGS_DRAW_RICH_KEYPOINTS)
    cv2.putText(out, f'{len(kps)}', (10, 30), cv2.FONT_HERSHEY_SIMPLEX, 1, (0, 255, 0), 2)
    return out
