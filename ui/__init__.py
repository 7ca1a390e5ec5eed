"""Everything pygame: the window, scenes, procedural rendering, animation, table views."""
