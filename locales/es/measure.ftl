### Senet Tutor: medir una decisión que la búsqueda solo puede estimar (español).
# $error: puntos de probabilidad de ganar; $playouts por opción.

help-analyze-measure = Donde la búsqueda solo puede estimar (fuera de las tablas exactas), simula cada opción este número de veces (de 2 a 100.000); con 0, nunca
analyze-method-measured = La búsqueda de nivel { $level } aquí solo puede estimar (su error medido es de ±{ $error } puntos), así que cada opción se simuló { $playouts } veces a nivel { $rollout_level }, con las mismas tiradas para todas las opciones (semilla { $seed }), cada probabilidad combinada con la lectura de la propia búsqueda según la precisión de cada una, e intervalos del 95 %; «exactamente» donde la partida termina o las tablas exactas cubren la posición.
analyze-estimate-error = Una estimación («alrededor de») puede errar en unos { $error } puntos (el error de la búsqueda medido en esta fase de la partida): solo se marca un error o un error grave donde la pérdida lo supera.

## Medida donde hay estimaciones, dondequiera que se valore una decisión (issue 29)
# $percent: un porcentaje entero; $error: el error medido en puntos enteros.
chance-about-margin = alrededor de un { $percent } % ±{ $error }
help-replay-analyze-measure = { help-analyze-measure }
replay-analyze-line-measured = entrada { $entry }, { $side }: { $mark } (pérdida de { $loss } puntos, 95 %: de { $low } a { $high }; medida con { $playouts } partidas simuladas por opción); opciones: { $options }
replay-analyze-basis = Los números: «exactamente» es exacto (la partida termina o las tablas exactas cubren la posición); «alrededor de un N % ±E» es la estimación de la búsqueda de nivel { $level }, que puede errar entre unos { $low } y { $high } puntos en esta variante según la fase de la partida (su error medido en cada fase; cada línea da el suyo), así que una estimación solo marca un error o un error grave donde la pérdida lo supera; un número con intervalo del 95 % se midió simulando partidas.
replay-analyze-measured = { $decisions ->
        [one] Una decisión
       *[other] { $decisions } decisiones
    } cuyas probabilidades la búsqueda solo podía estimar { $decisions ->
        [one] se simuló
       *[other] se simularon
    } en su lugar: { $playouts } partidas por opción a nivel { $rollout_level }, con las mismas tiradas para todas las opciones (semilla { $seed }), cada probabilidad combinada con la estimación de la búsqueda.
viewer-measured = La búsqueda de nivel { $level } aquí solo puede estimar (±{ $error } puntos), así que se simularon todas las opciones, cada probabilidad combinada con la estimación:
viewer-measured-capped = El tiempo disponible (alrededor de un segundo por decisión) cortó las simulaciones; los intervalos dicen cuán seguros son los números.
viewer-rating-margin = «Alrededor de» es la estimación de la búsqueda: puede errar en unos { $error } puntos aquí, así que solo se marca un error o un error grave donde la pérdida lo supera.
viewer-rating-measuring = Simulando las decisiones que la búsqueda solo puede estimar: { $done } de { $total }…
viewer-rating-done-measured = { " " }· { $measured } medidas con simulaciones
play-tutor-measured = La búsqueda solo puede estimar estas probabilidades, así que se simularon todas las opciones ({ $playouts } partidas cada una, nivel 2, con las mismas tiradas para todas), cada probabilidad combinada con la estimación; los márgenes son intervalos del 95 %.
viewer-rating-done-unsure = { " " }· { $unsure } dudosas quedan como estimaciones (por tiempo)
viewer-rating-unsure = Aquí las opciones quedan a menos de ese error unas de otras y no hubo tiempo de medirlas: r las simula.
viewer-rating-unproven = Valoración del motor (nivel { $level }): { $move }: { $loss } puntos de probabilidad de ganar por debajo de la mejor según la estimación, pero dentro de su error medido, así que no se marca.
