//! The integration tests, as one test binary (one link instead of eight):
//! each module runs the real `senet` binary or the library's public surface
//! for one area. Tests that need a process of their own (a global allocator)
//! stay separate binaries in `tests/`.

mod common;

mod analyze;
mod authoring;
mod buildings;
mod clap_words;
mod class;
mod cli;
mod compare;
mod courses;
mod datasafe;
mod docs;
mod e2e_tmux;
mod endings_cache;
mod finish_cli;
mod fuzz_inputs;
mod glossary;
mod layers;
mod learner;
mod lessons;
mod numbers;
mod picture;
mod quiz;
mod replay;
mod resume;
mod ruleset_facts;
mod schema;
mod ui;
mod ui_courses;
mod ui_finish;
mod ui_flow;
mod ui_layout;
mod ui_viewer;
mod worksheet;
