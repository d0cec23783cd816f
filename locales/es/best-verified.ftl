### Senet Tutor: la mejor jugada comparada con todas las demás mediante partidas simuladas (español).
# $margin, $loss, $difference, $low, $high: puntos de probabilidad de ganar.

feedback-best-best-verified = la mejor: +{ $margin } sobre { $rival } (simulación, 95 %: { $low }–{ $high })
feedback-best-chosen-verified = tu elección: −{ $loss } puntos (simulación, 95 %: { $low }–{ $high })
lesson-check-best-against = {"    "}frente a { $other }: { $difference } puntos (95 %: de { $low } a { $high })
