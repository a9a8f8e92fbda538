//! FileCheck command-line parsing (LLVM spelling: `-flag`/`--flag`,
//! `=value` or a separate value).

use litcheck_filecheck::Options;
use litcheck_filecheck::litcheck::Symbol;
use thiserror::Error;

/// A FileCheck command-line problem.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum FileCheckArgError {
    /// No check file was given.
    #[error("FileCheck: no check file specified")]
    NoCheckFile,
    /// More than one positional argument.
    #[error("FileCheck: unexpected extra argument '{0}'")]
    ExtraArgument(String),
    /// An option that needs a value had none.
    #[error("FileCheck: option '{0}' requires a value")]
    MissingValue(String),
    /// An option FileCheck does not know (or this adapter does not support).
    #[error("FileCheck: unsupported option '{0}'")]
    Unsupported(String),
    /// A malformed option value (bad prefix, bad -D definition, ...).
    #[error("FileCheck: invalid value for '{option}': {message}")]
    InvalidValue {
        /// The option.
        option: String,
        /// What is wrong.
        message: String,
    },
}

/// Parsed FileCheck command line.
#[derive(Debug)]
pub struct FileCheckArgs {
    /// Path of the file containing the CHECK directives.
    pub check_file: String,
    /// `--input-file`; `None` means stdin.
    pub input_file: Option<String>,
    /// Options for litcheck.
    pub options: Options,
}

/// Options that take a value.
const VALUE_OPTIONS: &[&str] = &[
    "check-prefix",
    "check-prefixes",
    "comment-prefixes",
    "implicit-check-not",
    "input-file",
    "dump-input",
    "dump-input-filter",
    "dump-input-context",
    "D",
];

fn validate_prefix(option: &str, p: &str) -> Result<Symbol, FileCheckArgError> {
    let ok = p.starts_with(|c: char| c.is_ascii_alphabetic())
        && p.chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_');
    if ok {
        Ok(Symbol::intern(p))
    } else {
        Err(FileCheckArgError::InvalidValue {
            option: option.to_string(),
            message: format!(
                "prefix '{p}' must start with a letter and contain only alphanumerics, '-' and '_'"
            ),
        })
    }
}

fn prefixes(option: &str, value: &str) -> Result<Vec<Symbol>, FileCheckArgError> {
    value
        .split(',')
        .map(|p| validate_prefix(option, p))
        .collect()
}

/// Parses FileCheck's arguments (without the program name).
pub fn parse_args(args: &[String]) -> Result<FileCheckArgs, FileCheckArgError> {
    let mut options = Options::default();
    let mut check_file = None;
    let mut input_file = None;
    let mut comment_prefixes: Option<Vec<Symbol>> = None;
    let mut iter = args.iter();
    while let Some(arg) = iter.next() {
        if arg == "-" || !arg.starts_with('-') {
            if check_file.is_some() {
                return Err(FileCheckArgError::ExtraArgument(arg.clone()));
            }
            check_file = Some(arg.clone());
            continue;
        }
        let body = arg.trim_start_matches('-');
        // `-DVAR=VALUE` is the only short option with a glued value.
        let (name, inline) = if let Some(def) = body.strip_prefix('D').filter(|d| !d.is_empty()) {
            ("D", Some(def.to_string()))
        } else {
            match body.split_once('=') {
                Some((n, v)) => (n, Some(v.to_string())),
                None => (body, None),
            }
        };
        let mut value = || -> Result<String, FileCheckArgError> {
            match &inline {
                Some(v) => Ok(v.clone()),
                None if VALUE_OPTIONS.contains(&name) => iter
                    .next()
                    .cloned()
                    .ok_or_else(|| FileCheckArgError::MissingValue(arg.clone())),
                None => Err(FileCheckArgError::MissingValue(arg.clone())),
            }
        };
        let flag = |set: &mut bool| -> Result<(), FileCheckArgError> {
            match inline.as_deref() {
                None | Some("true") | Some("1") => *set = true,
                Some("false") | Some("0") => *set = false,
                Some(other) => {
                    return Err(FileCheckArgError::InvalidValue {
                        option: arg.clone(),
                        message: format!("expected a boolean, got '{other}'"),
                    });
                }
            }
            Ok(())
        };
        match name {
            "check-prefix" | "check-prefixes" => {
                options.check_prefixes.extend(prefixes(arg, &value()?)?);
            }
            "comment-prefixes" => {
                comment_prefixes
                    .get_or_insert_with(Vec::new)
                    .extend(prefixes(arg, &value()?)?);
            }
            "implicit-check-not" => options.implicit_check_not.push(Symbol::intern(&value()?)),
            "input-file" => input_file = Some(value()?),
            "D" => {
                let def = value()?;
                let var = def
                    .parse()
                    .map_err(|message| FileCheckArgError::InvalidValue {
                        option: arg.clone(),
                        message,
                    })?;
                options.variables.push(var);
            }
            "strict-whitespace" => flag(&mut options.strict_whitespace)?,
            "match-full-lines" => flag(&mut options.match_full_lines)?,
            "allow-empty" => flag(&mut options.allow_empty)?,
            "ignore-case" => flag(&mut options.ignore_case)?,
            "allow-unused-prefixes" => flag(&mut options.allow_unused_prefixes)?,
            "enable-var-scope" => flag(&mut options.enable_var_scope)?,
            // Accepted and ignored: output formatting only.
            "color" | "v" | "vv" => {}
            "dump-input" | "dump-input-filter" | "dump-input-context" => {
                value()?;
            }
            _ => return Err(FileCheckArgError::Unsupported(arg.clone())),
        }
    }
    if let Some(c) = comment_prefixes {
        options.comment_prefixes = c;
    }
    let check_file = check_file.ok_or(FileCheckArgError::NoCheckFile)?;
    Ok(FileCheckArgs {
        check_file,
        input_file,
        options,
    })
}
