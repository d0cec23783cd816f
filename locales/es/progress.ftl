# El progreso por variante: la pantalla de progreso y senet progress (issue 13)
progress-general = Lecciones generales: { $done } de { $total } hechas
progress-ruleset-lessons = Lecciones: { $done } de { $total } hechas
progress-own-lessons = Tus propias lecciones: { $done } de { $total } hechas
progress-other-own = { $count ->
        [one] Una lección propia hecha (no cargada ahora):
       *[other] { $count } lecciones propias hechas (no cargadas ahora):
    }
progress-ruleset-topics = Temas del cuestionario:
progress-ruleset-no-topics = Aún no hay respuestas de cuestionario.
progress-topic-tally = { $right } de { $asked } acertadas
progress-topic-weak = fallado la última vez: repásalo
home-progress = Progreso: lecciones hechas y temas del cuestionario
progress-heading = Tu progreso
progress-review = Repasar { $rules }: { $count ->
        [one] un tema flojo
       *[other] { $count } temas flojos
    }
progress-no-quiz-yet = Aún no hay nada que repasar: aquí aparecen los temas que respondas en un cuestionario, y desde aquí puedes repasar los flojos.
progress-nothing-to-review = No hay temas flojos que repasar: acertaste la última vez todos los temas preguntados.
hints-progress = ↑↓ RePág AvPág desplazar · Intro repasar las reglas elegidas · Esc inicio
screen-help-progress =
    Tu progreso: por variante, las lecciones que has hecho (con sus estrellas) y cada regla: cuántas preguntas sobre ella acertaste al primer intento (un segundo intento nunca cuenta), si es nueva, está en aprendizaje o ya la sabes, la probabilidad de que la recuerdes ahora y cuándo toca repasarla. Al final, la regla más floja y las ideas erróneas que mostraron tus respuestas.
    
    ↑ ↓ RePág AvPág     desplazar, elegir qué repasar
    Intro               un cuestionario que vuelve sobre las reglas pendientes y las ideas erróneas, espaciadas
    Esc                 volver al inicio
    ? o F1              esta ayuda (Esc la cierra)

## Responder: un intento más (issue 13)
answer-try-again = No es correcto. Inténtalo una vez más; la explicación llega tras tu segunda respuesta.
answer-empty = Aún no hay respuesta: escribe una y pulsa Intro.
feedback-second-try = (Tu primera respuesta era incorrecta: cuenta como fallo en tu puntuación y en tus repasos.)
lesson-next = Siguiente lección: { $title }
hints-finished-next = Intro siguiente lección · Esc volver a las lecciones
