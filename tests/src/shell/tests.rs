//! Unit tests for the RUN-line shell parser.

use super::*;

fn cmd(program: &str, args: &[&str]) -> Command {
    Command {
        negations: 0,
        program: program.into(),
        args: args.iter().map(|s| s.to_string()).collect(),
        redirects: vec![],
    }
}

#[test]
fn splits_a_pipeline() {
    let list = parse("strata-opt /a.mlir --split-input-file | FileCheck /a.mlir").unwrap();
    assert!(list.rest.is_empty());
    assert_eq!(
        list.first.stages,
        vec![
            cmd("strata-opt", &["/a.mlir", "--split-input-file"]),
            cmd("FileCheck", &["/a.mlir"]),
        ]
    );
}

#[test]
fn not_and_stderr_redirects() {
    let list = parse("not strata-opt x 2>&1 | FileCheck x").unwrap();
    let s0 = &list.first.stages[0];
    assert_eq!(s0.negations, 1);
    assert_eq!(s0.program, "strata-opt");
    assert_eq!(s0.args, vec!["x"]);
    assert_eq!(s0.redirects, vec![Redirect::StderrToStdout]);
    assert!(s0.succeeds_with(1));
    assert!(!s0.succeeds_with(0));
    let list = parse("not not true").unwrap();
    assert_eq!(list.first.stages[0].negations, 2);
    assert!(list.first.stages[0].succeeds_with(0));
}

#[test]
fn file_redirects() {
    let list = parse("tool <in 2>/dev/null >out >> app 2>> e &> both").unwrap();
    assert_eq!(
        list.first.stages[0].redirects,
        vec![
            Redirect::Stdin("in".into()),
            Redirect::Stderr {
                path: "/dev/null".into(),
                append: false
            },
            Redirect::Stdout {
                path: "out".into(),
                append: false
            },
            Redirect::Stdout {
                path: "app".into(),
                append: true
            },
            Redirect::Stderr {
                path: "e".into(),
                append: true
            },
            Redirect::Both {
                path: "both".into(),
                append: false
            },
        ]
    );
    // A digit glued to a word is not a descriptor, and a spaced one is an argument.
    let list = parse("tool a2>f 2 >g").unwrap();
    let s = &list.first.stages[0];
    assert_eq!(s.args, vec!["a2", "2"]);
    assert_eq!(s.redirects.len(), 2);
}

#[test]
fn quoting() {
    let list =
        parse(r#"FileCheck --implicit-check-not='{{.*}} a|b' "x \"y\" $z" c\ d '' e"#).unwrap();
    assert_eq!(
        list.first.stages[0].args,
        vec![
            "--implicit-check-not={{.*}} a|b",
            r#"x "y" $z"#,
            "c d",
            "",
            "e"
        ]
    );
    // A quoted digit is an argument, not a descriptor.
    let list = parse("tool '2'>f").unwrap();
    assert_eq!(list.first.stages[0].args, vec!["2"]);
}

#[test]
fn connectors() {
    let list = parse("a && b | c || d ; e").unwrap();
    assert_eq!(list.first.stages.len(), 1);
    let conns: Vec<_> = list.rest.iter().map(|(c, _)| *c).collect();
    assert_eq!(conns, vec![Connector::And, Connector::Or, Connector::Seq]);
    assert_eq!(list.rest[0].1.stages.len(), 2);
    assert_eq!(list.commands().count(), 5);
}

#[test]
fn errors() {
    assert_eq!(
        parse("a 'b"),
        Err(ScriptError::UnterminatedQuote { quote: '\'' })
    );
    assert_eq!(
        parse("a \"b"),
        Err(ScriptError::UnterminatedQuote { quote: '"' })
    );
    assert!(matches!(
        parse("a | | b"),
        Err(ScriptError::EmptyCommand { .. })
    ));
    assert!(matches!(
        parse("a |"),
        Err(ScriptError::EmptyCommand { .. })
    ));
    assert!(matches!(parse(""), Err(ScriptError::EmptyCommand { .. })));
    assert!(matches!(
        parse("not"),
        Err(ScriptError::EmptyCommand { .. })
    ));
    assert_eq!(
        parse("a >"),
        Err(ScriptError::MissingRedirectTarget { op: "1>".into() })
    );
    for bad in [
        "a &",
        "a $(b)",
        "a `b`",
        "a << EOF",
        "a 3> f",
        "a |& b",
        "not --crash a",
    ] {
        assert!(
            matches!(parse(bad), Err(ScriptError::Unsupported(_))),
            "{bad}: {:?}",
            parse(bad)
        );
    }
}

#[test]
fn display_round_trips() {
    let text = "not strata-opt '/a b.mlir' 2>&1 | FileCheck x --check-prefix=A > out";
    let list = parse(text).unwrap();
    let shown = list.first.to_string();
    assert_eq!(parse(&shown).unwrap().first, list.first);
    assert_eq!(
        shown,
        "not strata-opt '/a b.mlir' 2>&1 | FileCheck x --check-prefix=A > out"
    );
}
