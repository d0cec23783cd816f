//! `senet lesson new`: the texts of a new lesson in each language, put
//! together with its YAML (`lesson::template`).

use crate::engine::RulesetId;
use crate::lesson::template::new_lesson_yaml;

/// The three files of a new lesson: the YAML, and its English and Spanish texts.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewLesson {
    /// `ID.yaml`.
    pub yaml: String,
    /// `locales/en/lessons/ID.ftl`.
    pub en: String,
    /// `locales/es/lessons/ID.ftl`.
    pub es: String,
}

/// The files of a new lesson `id` for `rules`: one explanation step and one
/// question that `senet lesson check` accepts as written.
#[must_use]
pub fn new_lesson(id: &str, rules: RulesetId) -> NewLesson {
    let en = format!(
        "## Texts of the lesson {id} (English).\n\n{id}-title = My new lesson\n{id}-intro = The pieces start here. Write what the learner should notice.\n{id}-q1 = Where does the highlighted piece end up with this throw?\n{id}-q1-hint = Count forward along the route, one square per point.\n{id}-q1-explain = Shown with the feedback once the question is answered.\n"
    );
    let es = format!(
        "## Textos de la lección {id} (español).\n\n{id}-title = Mi nueva lección\n{id}-intro = Las fichas empiezan aquí. Escribe lo que debe observar quien aprende.\n{id}-q1 = ¿Dónde termina la ficha resaltada con esta tirada?\n{id}-q1-hint = Cuenta hacia adelante por el recorrido, una casilla por punto.\n{id}-q1-explain = Se muestra con la respuesta, una vez contestada la pregunta.\n"
    );
    NewLesson {
        yaml: new_lesson_yaml(id, rules),
        en,
        es,
    }
}

/// `senet lesson new --inline`: one self-contained YAML file, its texts in
/// it in the user's language, with a commented example of every question kind.
#[must_use]
pub fn new_inline_lesson(l: &crate::i18n::Localizer, id: &str, rules: RulesetId) -> String {
    let words = |key: &str| l.text(&format!("lesson-new-inline-{key}"));
    crate::lesson::template::new_inline_yaml(id, rules, l.lang(), &words)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;
    use crate::lesson::{LessonFiles, check};

    #[test]
    fn every_one_file_template_passes_the_checker_in_every_language() {
        for rules in RulesetId::ALL {
            for lang in Lang::ALL {
                let l = crate::i18n::Localizer::new(lang);
                let id = format!("new-{}", rules.name());
                let yaml = new_inline_lesson(&l, &id, rules);
                assert_eq!(l.take_errors(), vec![]);
                let files = LessonFiles {
                    path: format!("{id}.yaml"),
                    yaml: yaml.clone(),
                    texts: vec![
                        (Lang::En, "en.ftl".into(), None),
                        (Lang::Es, "es.ftl".into(), None),
                    ],
                    unreadable: Vec::new(),
                };
                if let Err(e) = check(&files) {
                    panic!("{rules} {lang}: {e:?}\n{yaml}");
                }
                // A commented example of every kind.
                for kind in crate::lesson::kinds::KindName::ALL {
                    assert!(
                        yaml.contains(&format!("{{kind: {}, ", kind.name())),
                        "{kind:?}"
                    );
                }
            }
        }
    }

    #[test]
    fn every_template_passes_the_checker() {
        for rules in RulesetId::ALL {
            let id = format!("new-{}", rules.name());
            let new = new_lesson(&id, rules);
            let files = LessonFiles {
                path: format!("{id}.yaml"),
                yaml: new.yaml,
                texts: vec![
                    (Lang::En, "en.ftl".into(), Some(new.en)),
                    (Lang::Es, "es.ftl".into(), Some(new.es)),
                ],
                unreadable: Vec::new(),
            };
            if let Err(e) = check(&files) {
                panic!("{rules}: {e:?}");
            }
        }
    }
}
