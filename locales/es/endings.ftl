## La caché de las tablas exactas de finales como cualquier otro archivo, y
## la construcción guardada por estratos (src/endings_cache.rs, src/cli/endings.rs).
endings-problem-not-regular = no es un archivo normal (es una carpeta, un dispositivo o una tubería)
endings-problem-too-large = es más grande de lo que puede ser la tabla
endings-problem-values = sus valores no cumplen las reglas del juego (se modificaron o se resolvieron mal)
endings-notice-unsaved = la tabla de finales guardada { $table } estaba dañada ({ $problem }); se ha resuelto de nuevo para esta sesión, pero no se pudo guardar: { $reason }
error-endings-not-saved = no se pudo guardar la tabla de finales { $table } como { $path }: { $reason }
# Se añade a "…: resuelta en 12,3 s y guardada (24,5 MB)".
endings-resumed = ; { $kept } de sus { $pairs } partes se conservaban de una construcción anterior sin terminar
# Una línea corta bajo el tablero mientras se resuelve la tabla de tres fichas.
endings-progress = Finales exactos de tres fichas: resuelto el { $percent } %
endings-progress-rebuild = Finales exactos de tres fichas (rehaciendo un archivo dañado): { $percent } %
# replay analyze, mientras resuelve antes la tabla exacta que necesita.
replay-analyze-solving = resolviendo primero la tabla exacta de finales ({ $table })
