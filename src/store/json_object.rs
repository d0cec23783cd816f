//! The small JSON files that keep one object of fields (`settings.json`,
//! `lesson-steps.json`): read as an object or not at all, written pretty with
//! a final newline, and stamped with the newest format version that has
//! written them, so fields of a newer version are kept as they are.

use std::path::PathBuf;

use serde_json::{Map, Value};

use super::Found;

/// A file's text as its JSON object: `None` when it is not one.
pub(crate) fn parse(text: &str) -> Option<Map<String, Value>> {
    match serde_json::from_str::<Value>(text).ok()? {
        Value::Object(map) => Some(map),
        _ => None,
    }
}

/// The object as the file's bytes.
pub(crate) fn render(object: &Map<String, Value>) -> Vec<u8> {
    let mut bytes = serde_json::to_vec_pretty(object).unwrap_or_default();
    bytes.push(b'\n');
    bytes
}

/// Sets `version` to `ours`, unless a newer version wrote the file.
pub(crate) fn stamp_version(object: &mut Map<String, Value>, ours: u64) {
    let version = object
        .get("version")
        .and_then(Value::as_u64)
        .unwrap_or(0)
        .max(ours);
    object.insert("version".to_string(), Value::from(version));
}

/// Where a damaged file was kept aside by the update, if it was.
pub(crate) fn kept_aside(found: Found<()>) -> Option<PathBuf> {
    match found {
        Found::KeptAside(p) => Some(p),
        Found::Missing | Found::Read(()) => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_an_object_is_read_and_an_older_version_is_raised_not_a_newer_one() {
        assert!(parse("[1, 2]").is_none());
        assert!(parse("not json").is_none());
        let mut older = parse(r#"{"version": 0, "x": 1}"#).expect("an object");
        stamp_version(&mut older, 1);
        assert_eq!(older.get("version"), Some(&Value::from(1)));
        let mut newer = parse(r#"{"version": 7}"#).expect("an object");
        stamp_version(&mut newer, 1);
        assert_eq!(newer.get("version"), Some(&Value::from(7)));
        assert!(render(&newer).ends_with(b"}\n"));
    }
}
