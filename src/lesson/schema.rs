//! JSON Schemas of the lesson and course files, generated from the raw
//! types the files are read into ([`super::raw`], the course's in
//! [`super::course`]), for editors with a YAML language server: they
//! complete the fields and underline a misspelt one as the teacher types.
//! `senet lesson schema [--course]` prints them; docs/lessons.md says how to
//! point a file at one (`# yaml-language-server: $schema=...`).

use std::borrow::Cow;

use schemars::{JsonSchema, Schema, SchemaGenerator, json_schema};

use super::kinds::{KindName, RawKind};
use super::raw::{RawLesson, RawText};
use crate::lang::Lang;

/// Where the published schemas are meant to live (their `$id`), and the
/// file names `senet lesson schema` suggests.
pub const LESSON_SCHEMA_FILE: &str = "senet-lesson.schema.json";

impl JsonSchema for RawText {
    fn schema_name() -> Cow<'static, str> {
        "Text".into()
    }

    fn json_schema(_: &mut SchemaGenerator) -> Schema {
        let langs: Vec<&str> = Lang::ALL.iter().map(|l| l.code()).collect();
        json_schema!({
            "description": "A text: the words themselves (a lesson in one language), a Fluent id of the lesson's texts files, or the words by language ({en: \"...\", es: \"...\"}).",
            "anyOf": [
                {"type": "string"},
                {"type": "number"},
                {
                    "type": "object",
                    "propertyNames": {"enum": langs},
                    "additionalProperties": {"type": "string"}
                }
            ]
        })
    }
}

impl JsonSchema for RawKind {
    fn schema_name() -> Cow<'static, str> {
        "Kind".into()
    }

    fn json_schema(_: &mut SchemaGenerator) -> Schema {
        let names: Vec<&str> = KindName::ALL.iter().map(|k| k.name()).collect();
        json_schema!({
            "description": "The question's kind (docs/lessons.md, \"Question kinds\").",
            "type": "string",
            "enum": names
        })
    }
}

/// The lesson file's schema, as pretty JSON.
#[must_use]
pub fn lesson_schema() -> String {
    with_header::<RawLesson>("Senet Tutor lesson file (senet-lesson: 1)")
}

/// The course file's (`course.yaml`) schema, as pretty JSON.
#[must_use]
pub fn course_schema() -> String {
    let mut schema = super::course::raw_schema();
    header(&mut schema, "Senet Tutor course file (senet-course: 1)");
    serde_json::to_string_pretty(&schema).unwrap_or_default() + "\n"
}

fn with_header<T: JsonSchema>(title: &str) -> String {
    let mut schema = schemars::schema_for!(T);
    header(&mut schema, title);
    serde_json::to_string_pretty(&schema).unwrap_or_default() + "\n"
}

fn header(schema: &mut Schema, title: &str) {
    schema.insert("title".into(), title.into());
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_schemas_name_every_field_and_refuse_others() {
        let lesson: serde_json::Value = serde_json::from_str(&lesson_schema()).expect("json");
        assert_eq!(lesson["additionalProperties"], false);
        for field in ["senet-lesson", "id", "rules", "languages", "title", "steps"] {
            assert!(lesson["properties"].get(field).is_some(), "{field}");
        }
        let step = &lesson["$defs"]["RawStep"];
        assert!(step["properties"].get("to-move").is_some(), "{step}");
        let course: serde_json::Value = serde_json::from_str(&course_schema()).expect("json");
        assert_eq!(course["additionalProperties"], false);
        assert!(
            course["required"]
                .as_array()
                .is_some_and(|r| r.contains(&"senet-course".into()))
        );
    }
}
