# El marco de las pantallas (src/ui/frame.rs): el aviso de desplazamiento al
# final de la línea de teclas, cuando el panel de encima tiene más de lo que muestra.
frame-more-up = ↑ hay más
frame-more-down = ↓ hay más
frame-more-both = ↑↓ hay más

# Cabeceras: dónde estás a la izquierda, progreso y puntuación a la derecha.
frame-rules = Reglas · { $rules }
frame-lesson = { $title } · { $rules }
frame-lesson-status = paso { $step } de { $steps } · aciertos { $right } de { $answered }
frame-quiz = Cuestionario · { $rules }
frame-quiz-status = pregunta { $number } de { $count } · aciertos { $right } de { $answered } · racha { $streak }
frame-score = aciertos { $right } de { $answered }
frame-odds = Probabilidades de las casas · { $rules }
frame-odds-status = en { $within } tiradas
frame-viewer = Repetición · { $file }
frame-viewer-status = entrada { $at } de { $count }
frame-viewer-start = antes de la primera entrada
# La línea de teclas mientras la ayuda está abierta.
frame-keys-help = Esc o ? cierra · ↑↓ desplaza

# La leyenda bajo el tablero (una línea a 80 columnas) y las paletas.
frame-board-legend = ☥15 Renacimiento  ♥26 { $h26 }  ≈27 Agua  Ⅲ28 Verdades  Ⅱ29 Re-Atum  ☼30 Salida
frame-board-legend-no-houses = Esta variante no tiene casas: la ficha termina en la 30.
palette-normal = Colores normales
palette-high-contrast = Alto contraste
palette-mono = Sin color
error-unknown-color = opción de color desconocida "{ $value }"; usa auto, always o never

# La cabecera de una lección antes de responder a ninguna de sus preguntas
# (la puntuación, «aciertos N de M», aparece desde la primera respuesta).
frame-lesson-status-steps = paso { $step } de { $steps }

# La cabecera de un cuestionario antes de la primera respuesta (aciertos y
# racha se muestran desde la primera respuesta).
frame-quiz-status-first = pregunta { $number } de { $count }
