### Senet Tutor: best-move answers checked against every other option by playouts (English).
# $margin, $loss, $difference, $low, $high: points of win chance.

feedback-best-best-verified = best: +{ $margin } over { $rival } (playouts, 95%: { $low }–{ $high })
feedback-best-chosen-verified = your choice: −{ $loss } points (playouts, 95%: { $low }–{ $high })
lesson-check-best-against = {"    "}against { $other }: { $difference } points (95%: { $low } to { $high })
