"""Review a finished game move by move, from any seat, in the computer's eyes.

`open_review(app, match_or_path)` opens it (the results screen, the load screen);
`ReviewScene` is the screen (scene.py); the analysis runs in the AI worker
(analysis.py, engine/review.py); the timeline, the side panel, the log and the "every
hand" panel are drawn by timeline.py, panel.py, log.py and hands.py.
"""

from ui.scenes.review.scene import ReviewScene, open_review

__all__ = ["ReviewScene", "open_review"]
