# The screen frame (src/ui/frame.rs): the scroll hint at the right end of
# the key line, when the panel above it has more than it shows.
frame-more-up = ↑ more
frame-more-down = ↓ more
frame-more-both = ↑↓ more
