# Una clase: archivos de respuestas guardados por los alumnos y corregidos juntos (issue 31)
help-quiz-save-answers = Al terminar el cuestionario, guarda las respuestas del alumno (con su nombre) en este archivo nuevo, para que el profesor las corrija con --answers
help-quiz-name = El nombre del alumno en el archivo de respuestas que escribe --save-answers (el cuestionario en líneas JSON; el de la pantalla lo pregunta)
grade-unknown-format = formato desconocido «{ $value }» para corregir: usa text, json o csv
grade-empty-folder = no hay archivos de respuestas (.json) en la carpeta { $path }
grade-not-an-answer = { $number }: { $given } no es una respuesta a esta pregunta (cuenta como error); admite: { $choices }
grade-ambiguous = { $number }: { $given } puede ser el número de una opción o la propia respuesta (cuenta como error); escribe la respuesta completa o el número de la opción tal como aparece: { $choices }
grade-takes-square = una casilla del 1 al 30, u «off» (fuera)
grade-takes-squares = una lista de casillas como [12, 14], o [] si no hay ninguna
grade-takes-piece = la casilla de la ficha
grade-takes-number = un número entero
grade-by-rule = Por regla (aciertos/preguntas):
grade-student = { $name } · { $path }
grade-no-name = (sin nombre)
grade-class = Clase: { $files ->
    [one] un archivo de respuestas
   *[other] { $files } archivos de respuestas
} (aciertos/preguntas, nombre, archivo):
quiz-save-prompt = Para entregar tus respuestas, escribe tu nombre y pulsa Intro:
quiz-save-to = Se guardarán en { $path }.
quiz-save-name-first = Escribe primero tu nombre.
quiz-saved = Tus respuestas se han guardado en { $path }. Entrega este archivo a tu profesor.
quiz-save-failed = No se han podido guardar tus respuestas en { $path }: { $detail }
hints-quiz-save = Intro guardar · Esc volver al inicio sin guardar
error-save-answers-exists = { $path } ya existe: da a --save-answers un nombre de archivo nuevo (nunca se escribe encima de nada)
error-save-answers-alone = --save-answers guarda las respuestas del cuestionario hecho en pantalla: no se combina con --answers, --worksheet ni --format json
error-jsonl-save-needs-name = con --format jsonl, --save-answers necesita el nombre del alumno: añade --name NOMBRE
error-name-needs-save = --name es el nombre de un archivo de respuestas guardado: va con --save-answers
error-name-jsonl-only = --name va con --format jsonl y --save-answers (el cuestionario de la pantalla pregunta el nombre al final)
