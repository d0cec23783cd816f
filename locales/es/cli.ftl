# Las palabras de la propia línea de comandos (src/cli/): la ayuda de cada
# comando y argumento, que se encuentra por convención a partir del árbol de
# clap (src/cli/help.rs): help-<ruta del comando> para un comando y
# help-<ruta del comando>-<argumento> para un argumento (help-senet para el
# programa y sus opciones globales). help-default añade el valor por defecto
# tras el texto, así que los textos no lo repiten.


## senet

help-senet = Senet Tutor: aprende las reglas del senet en seis reconstrucciones modernas, revisa posiciones y descubre por qué un movimiento es legal o no lo es.
help-senet-lang = Idioma de todo lo que se muestra: en o es (por defecto: el idioma del sistema o, si no, inglés)
help-senet-data-dir = Dónde se guarda tu progreso (por defecto: tu carpeta de datos de usuario)
help-senet-color = Colores en el tutor: auto (ninguno si NO_COLOR está definida), always o never

## senet rules

help-rules = Muestra las reglas de una variante, cada una marcada con su procedencia
help-rules-rules = La variante que se mostrará (por defecto: kendall)
help-rules-list = Muestra en su lugar la lista de variantes y sus fuentes

## senet legal

help-legal = Enumera lo que puede hacer con una tirada el bando al que le toca mover, y por qué no puede moverse cada una de las demás fichas
help-legal-rules = Variante: kendall, games-room, arcade, skiryuk, skiryuk-14 o race
help-legal-board = La posición: 30 caracteres, empezando por la casilla 1; . vacía, x el bando que mueve primero, o el otro (race: * ambas fichas)
help-legal-to-move = El bando al que le toca mover: x u o
help-legal-throw = La tirada, del 1 al 5
help-legal-house = (skiryuk) La tirada es la tirada de casa de la ficha que está en esta casilla (de la 26 a la 29)
help-legal-format = Salida: text (una explicación fácil de leer) o json (para herramientas)

## senet lesson

help-lesson = Lecciones: comprueba archivos de lección, escribe una nueva o lista las incluidas
help-lesson-check = Comprueba lecciones con el motor de reglas: posiciones, respuestas esperadas y textos en los dos idiomas
help-lesson-check-paths = Archivos o carpetas de lecciones (por defecto: las lecciones incluidas en el programa)
help-lesson-check-coverage = Lista también, por variante, cuántas preguntas practican cada regla
help-lesson-check-thorough = Vuelve a simular cada pregunta de mejor jugada (lento: segundos por pregunta en una compilación release) en lugar de usar los veredictos guardados, y muestra el margen y el intervalo de cada una
help-lesson-check-format = text, o json (cada problema con su archivo, línea, columna, código y sugerencia, para editores)
help-lesson-new-inline = Escribe un solo archivo autónomo, con sus textos dentro, en tu idioma (--lang), con un ejemplo de cada tipo de pregunta
help-lesson-list-dir = Una carpeta de curso (sus lecciones, en el orden de su course.yaml) en lugar de las lecciones incluidas
help-lesson-run-dir = Una carpeta de curso: abre su lección ID, o la primera que no hayas completado
help-lesson-new = Escribe una lección nueva y sus textos en inglés y en español a partir de una plantilla
help-lesson-new-id = El id de la nueva lección: minúsculas, cifras y guiones
help-lesson-new-rules = { help-legal-rules }
help-lesson-new-dir = La carpeta donde escribir
help-lesson-list = Lista las lecciones incluidas en el programa
help-lesson-run = Abre una lección en el tutor
help-lesson-run-lesson = El id de una lección incluida o un archivo de lección (por defecto: la primera lección sin completar)
help-lesson-run-rules = Muestra las lecciones de esta variante al salir de la lección

## senet quiz

help-quiz = Un cuestionario de preguntas nuevas creadas por el motor, con repaso adaptativo (o, con --format json, una hoja de respuestas)
help-quiz-rules = La variante
help-quiz-topic = Pregunta solo sobre este código de motivo o id de regla (por ejemplo checkpoint-26, exchange)
help-quiz-count = Cuántas preguntas
help-quiz-seed = Semilla de las preguntas: la misma semilla da las mismas preguntas (por defecto: al azar)
help-quiz-format = tui (el cuestionario interactivo), json (imprime las preguntas y las respuestas) o jsonl (el cuestionario en líneas JSON: las respuestas por la entrada estándar, docs/formats.md)
help-quiz-key = Con --format jsonl: cada línea de pregunta lleva también todas las respuestas que cuentan como correctas, como la clave de respuestas
help-quiz-answers = Corrige archivos de respuestas (una carpeta: todos sus archivos .json) con el cuestionario que nombra cada uno; --format text, json o csv (una fila por alumno)

## senet play

help-play = Juega una partida contra el ordenador o contra un amigo; cada partida se graba como repetición
help-play-rules = La variante
help-play-vs = computer o friend
help-play-level = El nivel del ordenador: de 1 a 4, best (el más fuerte) o random (mueve al azar); en arcade lo fija la serie partida a partida
help-play-side = Tu bando contra el ordenador: x u o (en skiryuk lo decide la ceremonia de apertura)
help-play-seed = Semilla de las tiradas: la misma semilla da las mismas tiradas (por defecto: al azar)
help-play-record = Graba la partida en este archivo (por defecto: un archivo nuevo en la carpeta replays de tu carpeta de datos)
help-play-tutor = Modo tutor: antes de una jugada que el ordenador considera un error o un error grave, avisa y propone la mejor (por defecto: desactivado; T lo activa o desactiva durante la partida)

## senet odds

help-odds = Probabilidades exactas de una ficha situada entre la 26 y la 30: qué hace cada tirada y la probabilidad de salir en N tiradas
help-odds-rules = { help-quiz-rules }
help-odds-square = La casilla, de la 26 a la 30
help-odds-within = Cuántas tiradas mirar hacia adelante, de 1 a 20

## senet progress

help-progress = Muestra tu progreso: lecciones completadas y, por tema del cuestionario, aciertos y calendario de repaso
help-progress-format = text o json

## senet replay

help-replay = Partidas grabadas: comprueba partidas con las reglas, muestra una posición de una de ellas, las lista, abre una en el tutor o valora cada decisión (analyze)
help-replay-check = Vuelve a jugar con el motor de reglas cada entrada de archivos de partida y comprueba sus resultados
help-replay-check-files = Los archivos de partida que comprobar
help-replay-show = Muestra una entrada de una partida: la posición, la tirada, todas las opciones con la jugada elegida, y la nota
help-replay-show-file = El archivo de partida
help-replay-show-at = La entrada que mostrar, desde 1 (por defecto: la última)
help-replay-analyze = Valora cada decisión de una repetición con la tirada que salió: la probabilidad de ganar de cada opción, la pérdida y una marca
help-replay-analyze-file = { help-replay-show-file }
help-replay-analyze-format = { help-progress-format }
help-replay-analyze-level = El nivel de búsqueda con que se valora: de 1 a 4 o best
help-replay-analyze-rollouts = { help-analyze-rollouts }
help-replay-analyze-seed = { help-analyze-seed }
help-replay-analyze-jobs = { help-analyze-jobs }
help-replay-view = Recorre una repetición en el tutor: tiradas, opciones, la elección y las notas
help-replay-view-file = { help-replay-show-file }
help-replay-list = Lista las partidas grabadas con su fecha, jugadores, variante y resultado
help-replay-list-dir = La carpeta de partidas (por defecto: la carpeta replays de tu carpeta de datos)

## senet duel

help-duel = Dos niveles del ordenador juegan entre sí, alternando quién sale primero, y se resumen los resultados
help-duel-rules = La variante
help-duel-a = Nivel del jugador A: random, best o de 1 a 4
help-duel-b = Nivel del jugador B: random, best o de 1 a 4
help-duel-games = Cuántas partidas, de 1 a 1.000.000; A sale primero en una de cada dos partidas, con las mismas tiradas que la partida anterior (salvo si A y B son el mismo jugador: entonces cada partida tiene sus propias tiradas)
help-duel-seed = Semilla de las tiradas y de las elecciones al azar de los jugadores: la misma semilla da las mismas partidas
help-duel-jobs = Cuántas partidas jugar a la vez, en hilos distintos, de 1 a 64; los resultados no dependen de ello
help-duel-format = text o json
help-duel-from = Juega cada partida desde este tablero (30 caracteres, como los lee senet legal) en lugar del inicio
help-duel-to-move = Con --from: el bando que mueve en esa posición, x u o (el mismo en todas las partidas)
help-duel-throws-made = { help-analyze-throws-made }

## senet analyze

help-analyze = Valora cada opción legal de una posición y una tirada: el tablero tras ella, la probabilidad de ganar (exacta o estimada), la pérdida frente a la mejor y una marca
help-analyze-rules = { help-legal-rules }
help-analyze-board = { help-legal-board }
help-analyze-to-move = { help-legal-to-move }
help-analyze-throw = { help-legal-throw }
help-analyze-throws-made = Tiradas ya hechas en la partida antes de esta (solo importa para el empate de arcade a las 600 tiradas; por defecto 0)
help-analyze-house = { help-legal-house }
help-analyze-level = El nivel de búsqueda que estima las probabilidades de ganar: de 1 a 4 o best
help-analyze-rollouts = Valora cada opción con tantas partidas simuladas (de 2 a 100.000) a nivel 2, con las mismas tiradas para todas las opciones e intervalos del 95 %
help-analyze-seed = Semilla de las tiradas simuladas: la misma semilla da los mismos números
help-analyze-jobs = Hilos para las partidas simuladas, de 1 a 64 (por defecto: todos los núcleos); los números no dependen de ello
help-analyze-format = { help-legal-format }

## senet endings

help-endings = Tablas exactas de finales: se resuelven una vez y se guardan en la carpeta de datos
help-endings-build = Resuelve las tablas exactas de finales (dos y tres fichas por bando) y las guarda en la carpeta de datos; las que ya están guardadas y en buen estado se conservan. Las de tres fichas tardan menos de un minuto de CPU por variante; una construcción interrumpida sigue donde se quedó
help-endings-build-rules = Solo esta variante (por defecto: todas; skiryuk y skiryuk-14 comparten sus tablas)
help-endings-build-pieces = Solo las tablas de este número de fichas por bando: 2 o 3 (por defecto: ambas; race tiene una sola tabla, de una ficha; skiryuk solo construye la de dos fichas, y su parte de tres fichas contra una como mucho viene con el programa)
help-endings-build-force = Resuelve de nuevo también las tablas que ya están guardadas
help-endings-status = Enumera las tablas exactas de finales guardadas en la carpeta de datos

## Valores por defecto, mostrados una sola vez tras el texto de un argumento

help-default = [por defecto: { $value }]

## Las palabras propias de clap: la disposición de la ayuda, sus opciones y su comando de ayuda

clap-usage = Uso:
clap-heading-commands = Comandos:
clap-heading-arguments = Argumentos:
clap-heading-options = Opciones:
clap-options-tag = [OPCIONES]
clap-command-placeholder = COMANDO
clap-help-flag = Muestra la ayuda
clap-version-flag = Muestra la versión
clap-help-command = Muestra esta ayuda o la de los comandos indicados
clap-help-command-arg = Los comandos de los que mostrar la ayuda

## Errores al leer la línea de comandos (src/cli/parse_error.rs), con la disposición de clap

clap-more-info = Para saber más, prueba '{ $flag }'.
clap-tip = consejo:
clap-error-invalid-subcommand = no existe el comando '{ $value }'
clap-error-unknown-argument = no se esperaba el argumento '{ $value }'
clap-error-value-required = '{ $arg }' necesita un valor y no se ha dado ninguno
clap-error-invalid-value = '{ $value }' no es un valor válido para '{ $arg }'
clap-possible-values = [valores posibles: { $values }]
clap-error-too-many-values = no se esperaba el valor '{ $value }' para '{ $arg }': ya no admite más
clap-error-number-of-values = '{ $arg }' ha recibido un número de valores que no le corresponde
clap-error-no-equals = para dar un valor a '{ $arg }' hace falta un signo igual
clap-error-missing-required = faltan estos argumentos obligatorios:
clap-error-missing-subcommand = '{ $name }' necesita un comando y no se ha dado ninguno
clap-subcommand-list = [comandos: { $values }]
clap-error-used-twice = el argumento '{ $arg }' no se puede dar más de una vez
clap-error-conflict = el argumento '{ $arg }' no se puede usar junto con '{ $other }'
clap-error-invalid-utf8 = uno o más argumentos no son UTF-8 válido
clap-error-other = no se ha podido leer la línea de comandos
clap-tip-similar-subcommand = { $count ->
    [one] hay un comando parecido: { $list }
   *[other] hay comandos parecidos: { $list }
}
clap-tip-similar-argument = { $count ->
    [one] hay un argumento parecido: { $list }
   *[other] hay argumentos parecidos: { $list }
}
clap-tip-similar-value = { $count ->
    [one] hay un valor parecido: { $list }
   *[other] hay valores parecidos: { $list }
}
clap-tip-pass-as-value = para pasar '{ $value }' como valor, usa '{ $usage }'
clap-tip-in-subcommand = existe '{ $usage }'
clap-tip-remove-dashes = existe el comando '{ $value }'; para usarlo, quita el '--' que tiene delante

## Las palabras de los marcadores de valores (<FILE>, <ID|PATH>): value-<palabra>

value-board = TABLERO
value-dir = CARPETA
value-when = CUÁNDO
value-file = ARCHIVO
value-id = ID
value-lang = IDIOMA
value-level = NIVEL
value-n = N
value-name = NOMBRE
value-path = RUTA
value-reason = MOTIVO
value-rule = REGLA
value-rules = VARIANTE
value-s = SEMILLA
value-square = CASILLA
help-rules-ids = Muestra los identificadores de las reglas y los códigos de motivo que usan las lecciones, en lugar de las reglas

## senet play --resume (issue 13, resume2)
help-play-resume = Continúa la partida sin terminar de este archivo de partida (uno grabado por el tutor), y sigue grabando en el mismo archivo
