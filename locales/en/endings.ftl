## The exact endgame tables' cache as a file like every other, and the
## build kept stratum by stratum (src/endings_cache.rs, src/cli/endings.rs).
endings-problem-not-regular = it is not a regular file (a folder, a device or a pipe)
endings-problem-too-large = it is larger than the table can be
endings-problem-values = its values do not satisfy the rules of the game (changed or badly solved)
endings-notice-unsaved = the saved endgame table { $table } was damaged ({ $problem }); it has been solved again for this run, but it could not be saved: { $reason }
error-endings-not-saved = could not save the endgame table { $table } as { $path }: { $reason }
# Appended to "…: solved in 12.3 s and saved (24.5 MB)".
endings-resumed = ; { $kept } of its { $pairs } parts were kept from an earlier, unfinished build
# One short line under the board while the three-piece table is solved.
endings-progress = Exact endings of three pieces: { $percent }% solved
endings-progress-rebuild = Exact endings of three pieces (rebuilding a damaged file): { $percent }%
# replay analyze, while the exact table it needs is solved first.
replay-analyze-solving = solving the exact endgame table ({ $table }) first
