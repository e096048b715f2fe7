"""Game screens still being moved into their presentation packages (companion/front/<game>/)."""
