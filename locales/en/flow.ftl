# Remembered choices, the settings screen, take-back, the move list, the
# computer's pace and "review this game" (issue 13)

home-side = Your side against the computer: { $value }
home-settings = Settings
settings-heading = Settings (saved at once, used the next time too)
settings-language = Language: { $value }
settings-ruleset = Ruleset: { $value }
settings-level = Computer's level: { $value }
settings-side = Your side against the computer: { $value }
settings-side-value = { $side } ({ $letter })
settings-tutor = Tutor (a warning before a mistake): { $value }
settings-on = on
settings-off = off
settings-pace = Pace of the computer's moves: { $value }
settings-pace-instant = all at once
settings-pace-quick = quick
settings-pace-steady = steady
settings-pace-slow = slow
settings-palette = Colours: { $value }
settings-palette-no-colour = { $palette } (no colour here: --color never or NO_COLOR)
settings-saved-in = Saved in { $path }
hints-settings = ↑↓ choose · Enter change · ? help · Esc home
screen-help-settings =
    The choices the program remembers: they are saved at once in a settings file of their own and used the next time you start it. A language or ruleset given on the command line wins over the saved one, and --color never or NO_COLOR over the saved colours.
    
    ↑ ↓        choose a line
    Enter      change it to the next value
    Esc        back home
    ? or F1    this help (Esc closes it)
notice-settings-corrupt = Your settings file could not be read; it was kept as { $path } and the defaults are used.
notice-settings-unreadable = Your settings file could not be read ({ $detail }); the defaults are used this time.
notice-settings-save-failed = Your settings could not be saved to { $path }: { $detail }
replay-error-no-throw = an entry needs throw: N (only a take-back, {"{"}takeback: N{"}"}, has none)
replay-error-takeback-not-alone = a take-back stands alone: {"{"}takeback: N{"}"} and no other field
replay-error-takeback-too-many = { $entries ->
    [0] a take-back withdraws at least one entry
   *[other] a take-back of { $entries } entries, but only { $standing } stand before it
}
play-took-back = Taken back: the position before your last move, with the same throw. { $entries ->
    [one] One entry of the replay is marked as taken back.
   *[other] { $entries } entries of the replay are marked as taken back.
}
play-nothing-to-take-back = Nothing to take back yet.
play-moves-heading = Moves
play-moves-move = { $number }. { $letter } { $throw }: { $from } → { $to }{ $exchange ->
    [yes] , exchange
   *[no] {""}
}
play-moves-off = { $number }. { $letter } { $throw }: { $from } → off
play-moves-pass = { $number }. { $letter } { $throw }: no move
play-last-move = Last move: { $from } → { $to }
play-last-move-off = Last move: { $from } → off
play-last-move-none = No move yet.
play-computer-playing = The computer is playing… (any key shows all its moves)
play-review-offer = The game is saved. Press r to review it in the viewer, with every decision rated.
hints-play-over-review = r review this game · Enter or n new game · Esc home

## A lesson resumes at its step (lesson-steps.json)
lesson-notice-resumed = You left this lesson at step { $step } of { $steps }; it goes on from there. Press b to start over.
notice-lesson-steps-corrupt = The file of where your lessons were left could not be read; it was kept as { $path } and a fresh one was started.
notice-lesson-steps-save-failed = Where you left this lesson could not be saved to { $path }: { $detail }
