### Senet Tutor: medir una decisión de la que la búsqueda no está segura (español).
# $error: puntos de probabilidad de ganar; $playouts por opción.

help-analyze-measure = Si la búsqueda no está segura (opciones a menos de su error medido de la mejor), simula cada opción este número de veces (de 2 a 100.000); con 0, nunca
analyze-method-measured = La búsqueda de nivel { $level } no estaba segura: había opciones a menos de su error medido (±{ $error } puntos) de la mejor, así que cada una se simuló { $playouts } veces a nivel { $rollout_level }, con las mismas tiradas para todas las opciones (semilla { $seed }) e intervalos del 95 %; «exactamente» donde la partida termina o las tablas exactas cubren la posición.
analyze-estimate-error = Una estimación («alrededor de») puede errar en unos { $error } puntos (el error medido de la búsqueda justo fuera de las tablas exactas): solo se marca un error o un error grave donde la pérdida lo supera.
