# El marco de las pantallas (src/ui/frame.rs): el aviso de desplazamiento al
# final de la línea de teclas, cuando el panel de encima tiene más de lo que muestra.
frame-more-up = ↑ hay más
frame-more-down = ↓ hay más
frame-more-both = ↑↓ hay más
