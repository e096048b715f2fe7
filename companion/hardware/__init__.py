"""Device adapters: LED strips, buttons, serial lines and sound output.

This layer knows nothing about games. Every device has a real backend and a
simulated one with the same API; which one runs is chosen by configuration
(:mod:`companion.hardware.settings`), the way gpiozero chooses a pin factory, and a
device that cannot start falls back to its simulated backend with one warning.
Start with :func:`companion.hardware.devices.open_devices`.
"""
