# Hojas impresas: papel, maquetación, opciones y pies de tablero (issue 31)
worksheet-circle = Rodea el número de tu respuesta:
worksheet-not-shown = { $count ->
    [one] una ficha no se muestra
   *[other] { $count } fichas no se muestran
}
error-unknown-paper = papel desconocido «{ $value }»: usa a4 o letter
help-quiz-paper = El papel de la hoja: a4 o letter (por defecto: letter en Estados Unidos, Canadá, México y Filipinas, según la configuración regional del sistema; a4 en los demás)
help-quiz-large = Un tablero grande a lo ancho de la página por pregunta (dos preguntas por página en lugar de cuatro o cinco)
help-lesson-print-paper = { help-quiz-paper }
help-lesson-print-large = { help-quiz-large }
help-lesson-print-dir = Una carpeta de curso: imprime todas sus lecciones, en el orden del curso, cada una desde una página nueva
