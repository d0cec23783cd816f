## El registro del alumno: ideas erróneas, cómo va cada regla, estrellas y el cuestionario en líneas JSON.

misconception-passes-26 = Pasar por la 26 cuenta como pararse en ella.
misconception-jumps-blocks = Una ficha puede saltar por encima de un bloque del rival.
misconception-attacks-pairs = Una ficha de una pareja o un bloque se puede atacar como una suelta.
misconception-attacks-guarded = Una ficha guardada se puede atacar.
misconception-attacks-safe-houses = Una ficha en una casilla segura se puede atacar.
misconception-overshoot-bears-off = Una tirada que se pasa de la salida también saca la ficha.
misconception-shares-a-square = Dos fichas propias pueden compartir casilla.
misconception-last-row-moves-freely = Una ficha en las últimas casillas se mueve como cualquier otra.
misconception-house-piece-moves-freely = Una ficha parada en una casa se mueve como cualquier otra.
misconception-backward-anyway = Una ficha puede retroceder aunque haya un movimiento hacia delante.
misconception-backward-below-start = Una ficha puede retroceder más allá de la primera casilla.
misconception-overlooks-the-opposing-piece = No hay ficha rival donde cae el movimiento (sí la hay).
misconception-sees-blocks = Un bloque es cualquier par de fichas que se tocan en pantalla.
misconception-touching-is-a-pair = Dos fichas que se tocan en pantalla siempre se protegen.
misconception-sees-guards = Cualquier ficha junto a otra está guardada.
misconception-every-marked-square-is-safe = Toda casilla marcada protege a la ficha que está en ella.
misconception-miscounts-the-exit = La salida está más lejos de lo que está (se cuentan mal las casillas).
misconception-sees-own-piece = Una ficha propia estorba cuando no es así.
misconception-passing-26-is-refused = Todo movimiento que pasa de la 26 está prohibido.
misconception-last-row-always-waits = Una ficha en las últimas casillas nunca puede moverse.
misconception-house-piece-always-stuck = Una ficha parada en una casa nunca puede moverse.
misconception-never-backward = Nunca se puede retroceder.
misconception-miscounts-backward = Un retroceso bajaría de la primera casilla cuando no es así.
misconception-exchange-gives-a-throw = Un intercambio da una tirada extra (la da la tirada).
misconception-misses-the-extra-throw = Esta tirada no da otra tirada (sí la da).
misconception-a-throw-can-always-be-used = Siempre hay alguna ficha que puede moverse (una tirada se puede perder).
misconception-overlooks-a-move = Ninguna ficha puede moverse cuando una sí puede.

# La línea de la respuesta que nombra la idea errónea.
feedback-misconception = Confusión frecuente: { $text }
# El veredicto tras acertar en el segundo intento (nunca cuenta como acierto).
feedback-right-second-try = Correcto al segundo intento (cuenta como fallo).

## El cuestionario en líneas JSON (senet quiz --format jsonl): líneas de error.
jsonl-error-shape = Línea { $line }: no es una respuesta: escribe un objeto JSON por línea, {"{"}"answer": CLAVE{"}"}.
jsonl-error-list = Línea { $line }: esta pregunta pide una lista de claves: {"{"}"answer": [CLAVE, ...]{"}"}.
jsonl-error-not-list = Línea { $line }: esta pregunta pide una sola clave, no una lista.
jsonl-error-unknown-key = Línea { $line }: { $given } no es una opción de esta pregunta (las claves son { $keys }).
jsonl-error-unknown-value = Línea { $line }: { $given } no es una respuesta a esta pregunta.
jsonl-output-closed = El cuestionario se detuvo: su salida se cerró.

## El registro del alumno en la pantalla de progreso y en senet progress.
learner-rules-heading = Reglas (acertadas al primer intento · memoria · repaso):
learner-rule-line = { $right } de { $asked } acertadas al primer intento · { $standing } · recuerdo { $recall } · { $due }
learner-recall = { $percent } %
learner-standing-new = nueva
learner-standing-learning = en aprendizaje
learner-standing-known = sabida
learner-weakest = Regla más floja: { $rule }
learner-misconceptions-heading = Ideas erróneas pendientes:
learner-misconception-line = { $text } ({ $count ->
        [one] una vez
       *[other] { $count } veces
    })
learner-earlier-topics = Respuestas anteriores del cuestionario (una versión anterior contaba todos los intentos):
learner-nothing-due = Nada que repasar ahora: recuerdas todas las reglas que respondiste y no queda ninguna idea errónea pendiente.
learner-review = Repasar { $rules }: { $count ->
        [one] una regla pendiente
       *[other] { $count } reglas pendientes
    }
learner-review-misconceptions = Repasar { $rules }: { $count ->
        [one] una idea errónea pendiente
       *[other] { $count } ideas erróneas pendientes
    }

## Estrellas de la lección (por primeros intentos) y la lección en curso.
lesson-stars = { $drawn }  { $stars ->
        [three] Tres estrellas: todas las preguntas acertadas al primer intento.
        [two] Dos estrellas: al menos dos tercios acertadas al primer intento.
       *[one] Una estrella: lección completada.
    }
lesson-stars-meaning = Las estrellas cuentan solo los primeros intentos: ★★★ todo bien, ★★ dos tercios o más, ★ completada.
lesson-try-again = Pulsa b para repetir la lección y conseguir tres estrellas.
lesson-in-progress = en curso: paso { $step } de { $steps }

## lesson check: una respuesta errónea etiquetada con una idea errónea.
lesson-error-misconception = { $id } no es una idea errónea del catálogo de { $rules } (data/misconceptions.yaml; docs/learner.md las enumera)
