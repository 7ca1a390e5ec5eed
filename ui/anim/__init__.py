"""Tweens, easing and the one queue that turns engine events into motion."""
