//! End to end: the real binary in a real terminal (tmux), answering a lesson
//! question with the keyboard and reading the feedback from the screen.

use crate::common::Tmux;

#[test]
fn answer_a_lesson_question_in_a_real_terminal() {
    if !crate::common::tmux_available("answer_a_lesson_question_in_a_real_terminal") {
        return;
    }
    let data = tempfile::tempdir().expect("tempdir");
    let args = format!(
        "lesson run tests/fixtures/lessons/fixture-basics.yaml --lang en --data-dir {}",
        data.path().display()
    );
    let tmux = Tmux::start_sized("lesson", &args, 100, 32);
    tmux.wait_for("Every piece must stop on 26");
    tmux.send(&["Enter"]);
    tmux.wait_for("May the piece on 24 move");
    // The options: 1 Yes, 2 beyond the exit, 3 must stop on 26 first, ...
    tmux.send(&["3"]);
    tmux.send(&["Enter"]);
    let screen = tmux.wait_for("Right!");
    assert!(
        screen.contains("24 + 3 = 27 would cross square 26"),
        "{screen}"
    );
    assert!(screen.contains("Checkpoint 26 [source]"), "{screen}");
    tmux.send(&["Escape"]);
    tmux.wait_for("Lessons: Kendall");
}

#[test]
fn answer_a_quiz_question_in_a_real_terminal() {
    if !crate::common::tmux_available("answer_a_quiz_question_in_a_real_terminal") {
        return;
    }
    let data = tempfile::tempdir().expect("tempdir");
    let args = format!(
        "quiz --rules kendall --count 2 --seed 42 --lang en --data-dir {}",
        data.path().display()
    );
    let tmux = Tmux::start_sized("quiz", &args, 100, 32);
    tmux.wait_for("question 1 of 2");
    // The piece on 29 with a 3: the second option, "No: beyond the exit", is right.
    tmux.send(&["2"]);
    tmux.send(&["Enter"]);
    let screen = tmux.wait_for("Right!");
    assert!(
        screen.contains("29 + 3 = 32 goes beyond the exit"),
        "{screen}"
    );
    assert!(screen.contains("streak 1"), "{screen}");
    assert!(
        data.path().join("progress.json").is_file(),
        "the answer was saved at once"
    );
}
