# Preferencias recordadas, la pantalla de ajustes, deshacer, la lista de
# jugadas, el ritmo del ordenador y «repasar esta partida» (issue 13)

home-side = Tu bando contra el ordenador: { $value }
home-settings = Ajustes
settings-heading = Ajustes (se guardan al momento y valen también la próxima vez)
settings-language = Idioma: { $value }
settings-ruleset = Variante: { $value }
settings-level = Nivel del ordenador: { $value }
settings-side = Tu bando contra el ordenador: { $value }
settings-side-value = { $side } ({ $letter })
settings-tutor = Tutor (un aviso antes de un error): { $value }
settings-on = activado
settings-off = desactivado
settings-pace = Ritmo de las jugadas del ordenador: { $value }
settings-pace-instant = todas a la vez
settings-pace-quick = rápido
settings-pace-steady = pausado
settings-pace-slow = lento
settings-palette = Colores: { $value }
settings-palette-no-colour = { $palette } (aquí sin color: --color never o NO_COLOR)
settings-saved-in = Guardados en { $path }
hints-settings = ↑↓ elegir · Intro cambiar · ? ayuda · Esc inicio
screen-help-settings =
    Las opciones que el programa recuerda: se guardan al momento en un archivo de ajustes propio y se usan la próxima vez que lo abras. Un idioma o una variante indicados en la línea de órdenes tienen prioridad sobre los guardados, y --color never o NO_COLOR sobre los colores guardados.
    
    ↑ ↓        elegir una línea
    Intro      cambiarla al valor siguiente
    Esc        volver al inicio
    ? o F1     esta ayuda (Esc la cierra)
notice-settings-corrupt = No se pudo leer tu archivo de ajustes; se guardó como { $path } y se usan los valores predeterminados.
notice-settings-unreadable = No se pudo leer tu archivo de ajustes ({ $detail }); esta vez se usan los valores predeterminados.
notice-settings-save-failed = No se pudieron guardar tus ajustes en { $path }: { $detail }
replay-error-no-throw = una entrada necesita throw: N (solo una jugada deshecha, {"{"}takeback: N{"}"}, no lo lleva)
replay-error-takeback-not-alone = una jugada deshecha va sola: {"{"}takeback: N{"}"} y ningún otro campo
replay-error-takeback-too-many = { $entries ->
    [0] deshacer retira al menos una entrada
   *[other] se deshacen { $entries } entradas, pero antes solo hay { $standing }
}
play-took-back = Jugada deshecha: vuelves a la posición de antes de tu última jugada, con la misma tirada. { $entries ->
    [one] Una entrada de la repetición queda marcada como deshecha.
   *[other] { $entries } entradas de la repetición quedan marcadas como deshechas.
}
play-nothing-to-take-back = Todavía no hay nada que deshacer.
play-moves-heading = Jugadas
play-moves-move = { $number }. { $letter } { $throw }: { $from } → { $to }{ $exchange ->
    [yes] , intercambio
   *[no] {""}
}
play-moves-off = { $number }. { $letter } { $throw }: { $from } → fuera
play-moves-pass = { $number }. { $letter } { $throw }: sin jugada
play-last-move = Última jugada: { $from } → { $to }
play-last-move-off = Última jugada: { $from } → fuera
play-last-move-none = Todavía no hay jugadas.
play-computer-playing = El ordenador está jugando… (cualquier tecla muestra todas sus jugadas)
play-review-offer = La partida está guardada. Pulsa r para repasarla en el visor, con cada decisión valorada.
hints-play-over-review = r repasar esta partida · Intro o n partida nueva · Esc inicio

## A lesson resumes at its step (lesson-steps.json)
lesson-notice-resumed = Dejaste esta lección en el paso { $step } de { $steps }; sigue desde ahí. Pulsa b para empezar de nuevo.
notice-lesson-steps-corrupt = No se pudo leer el archivo de dónde dejaste tus lecciones; se guardó como { $path } y se empezó uno nuevo.
notice-lesson-steps-save-failed = No se pudo guardar dónde dejaste esta lección en { $path }: { $detail }
