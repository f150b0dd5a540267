#!/usr/bin/env python3
"""Starts a command and watches the screen (Xlib's XGetImage of the root window) until its first drawn frame.

Usage: first-frame.py COMMAND...   (DISPLAY set; the command's output goes to this one's)
Prints, beside the command's own lines, in milliseconds since the command was started:
  paydesk-startup screen_window_ms=N       the first screen where the window covers 1 % of it
  paydesk-startup screen_first_frame_ms=N  the first screen where that window shows a drawn
                                           frame: 16 colours or more (text, icons, borders); a
                                           blank window (white, or one colour) has one or two
  paydesk-startup screen_polls=N           how many screens were taken (a grab and its check take 20-50 ms)
A window still blank 20 s after it came gets no first frame line. Runs until the command ends or
this one is stopped (SIGTERM stops the command too).
"""
import ctypes, ctypes.util, signal, subprocess, sys, time
import numpy as np


X11 = ctypes.CDLL(ctypes.util.find_library("X11"))
X11.XOpenDisplay.restype = ctypes.c_void_p
X11.XOpenDisplay.argtypes = [ctypes.c_char_p]
X11.XDefaultRootWindow.restype = ctypes.c_ulong
X11.XDefaultRootWindow.argtypes = [ctypes.c_void_p]
X11.XGetImage.restype = ctypes.c_void_p
X11.XGetImage.argtypes = [ctypes.c_void_p, ctypes.c_ulong] + [ctypes.c_int] * 2 + [ctypes.c_uint] * 2 + [ctypes.c_ulong, ctypes.c_int]
X11.XDestroyImage.argtypes = [ctypes.c_void_p]
X11.XDisplayWidth.argtypes = X11.XDisplayHeight.argtypes = [ctypes.c_void_p, ctypes.c_int]


class XImage(ctypes.Structure):  # the head of Xlib's XImage, up to bits_per_pixel
    _fields_ = [("width", ctypes.c_int), ("height", ctypes.c_int), ("xoffset", ctypes.c_int),
                ("format", ctypes.c_int), ("data", ctypes.c_void_p), ("byte_order", ctypes.c_int),
                ("bitmap_unit", ctypes.c_int), ("bitmap_bit_order", ctypes.c_int),
                ("bitmap_pad", ctypes.c_int), ("depth", ctypes.c_int),
                ("bytes_per_line", ctypes.c_int), ("bits_per_pixel", ctypes.c_int)]


DISPLAY = X11.XOpenDisplay(None)
for _ in range(50):  # a server just started may not take connections yet
    if DISPLAY:
        break
    time.sleep(0.1)
    DISPLAY = X11.XOpenDisplay(None)
if not DISPLAY:
    sys.exit("first-frame.py: no X display (DISPLAY)")
ROOT = X11.XDefaultRootWindow(DISPLAY)
WIDTH, HEIGHT = X11.XDisplayWidth(DISPLAY, 0), X11.XDisplayHeight(DISPLAY, 0)


def screen():
    """The whole screen's pixels as 0xRRGGBB."""
    pointer = X11.XGetImage(DISPLAY, ROOT, 0, 0, WIDTH, HEIGHT, 0xFFFFFFFF, 2)  # ZPixmap
    if not pointer:
        sys.exit("first-frame.py: the screen could not be read")
    image = XImage.from_address(pointer)
    if image.bits_per_pixel != 32:
        sys.exit("first-frame.py: a 24-bit screen is needed (Xvfb -screen 0 WxHx24)")
    line = image.bytes_per_line
    raw = (ctypes.c_uint8 * (line * HEIGHT)).from_address(image.data)
    rows = np.frombuffer(raw, dtype=np.uint8).reshape(HEIGHT, line)[:, : WIDTH * 4]
    pixels = rows.copy().view(np.uint32) & 0xFFFFFF
    X11.XDestroyImage(pointer)
    return pixels


def main():
    before = screen()
    start = time.monotonic()
    child = subprocess.Popen(sys.argv[1:])
    # Stopped, it stops the command; the loop below then ends and waits for it.
    signal.signal(signal.SIGTERM, lambda *_: child.terminate())
    window = frame = None
    polls = 0
    # A window still blank 20 s after it came is said as such (no first frame line).
    while child.poll() is None and frame is None and (window is None or time.monotonic() - start < window / 1000 + 20):
        t = time.monotonic()
        now = screen()
        polls += 1
        changed = now[now != before]
        if changed.size < before.size // 100:
            continue
        ms = int((t - start) * 1000)
        if window is None:
            window = ms
            print(f"paydesk-startup screen_window_ms={window}", flush=True)
        if np.unique(changed[:: 7]).size >= 16:
            frame = ms
            print(f"paydesk-startup screen_first_frame_ms={frame}", flush=True)
    print(f"paydesk-startup screen_polls={polls}", flush=True)
    child.wait()


main()
