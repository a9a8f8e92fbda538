//! LLVM's command-line conventions (`llvm/Support/CommandLine.h`) on top of
//! clap: what mlir-opt accepts, `strata-opt` accepts.
//!
//! LLVM's `cl` reads `-flag` and `--flag` alike, a value as `-flag=value`
//! or, for options that require one, as the next argument (`--flag
//! value`), a boolean as `-flag`, `-flag=true|false|1|0` (or empty), and
//! lets a later occurrence of an option override an earlier one. clap reads
//! only `--flag` and rejects repeated flags, so [`normalize`] rewrites the
//! arguments into the one spelling clap reads (`--name`, `--name=value`)
//! and reports what LLVM would refuse in LLVM's words:
//!
//! ```text
//! strata-opt: Unknown command line argument '--bogus'.  Try: 'strata-opt --help'
//! strata-opt: Did you mean '--debug'?
//! strata-opt: for the --mlir-timing-display option: Cannot find option named 'trees'!
//! ```

use clap::{Arg, ArgAction, Command};

/// An argument LLVM's command-line parser refuses, with its message (the
/// program name goes in front of each line when rendered).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum CommandLineError {
    /// An argument that names no option.
    #[error("Unknown command line argument '{argument}'.")]
    Unknown {
        /// The argument as given.
        argument: String,
        /// The closest option name, with `=value` when one was given.
        nearest: Option<String>,
    },
    /// A boolean option with a value other than true/false/1/0.
    #[error("for the {} option: '{value}' is invalid value for boolean argument! Try 0 or 1", dashed(.option))]
    InvalidBoolean {
        /// The option's name.
        option: String,
        /// The value given.
        value: String,
    },
    /// An option with a fixed list of values, given another one.
    #[error("for the {} option: Cannot find option named '{value}'!", dashed(.option))]
    UnknownValue {
        /// The option's name.
        option: String,
        /// The value given.
        value: String,
    },
    /// A numeric option with a value that is not a number of its kind.
    #[error("for the {} option: '{value}' value invalid for {kind} argument!", dashed(.option))]
    InvalidNumber {
        /// The option's name.
        option: String,
        /// The value given.
        value: String,
        /// LLVM's name of the kind: `long`, `uint`.
        kind: &'static str,
    },
    /// An option that requires a value, given none.
    #[error("for the {} option: requires a value!", dashed(.option))]
    MissingValue {
        /// The option's name.
        option: String,
    },
    /// An option that takes no value, given one.
    #[error("for the {} option: does not allow a value! '{value}' specified.", dashed(.option))]
    UnexpectedValue {
        /// The option's name.
        option: String,
        /// The value given.
        value: String,
    },
    /// More positional arguments than the tool takes.
    #[error("Too many positional arguments specified!")]
    TooManyPositional {
        /// How many the tool takes.
        allowed: usize,
    },
}

impl CommandLineError {
    /// The message as LLVM prints it: every line starts with `program: `,
    /// and ends with a newline.
    pub fn render(&self, program: &str) -> String {
        match self {
            CommandLineError::Unknown { nearest, .. } => {
                let mut text = format!("{program}: {self}  Try: '{program} --help'\n");
                if let Some(nearest) = nearest {
                    text.push_str(&format!("{program}: Did you mean '{}'?\n", dashed(nearest)));
                }
                text
            }
            CommandLineError::TooManyPositional { allowed } => format!(
                "{program}: {self}\nCan specify at most {allowed} positional arguments: See: {program} --help\n"
            ),
            _ => format!("{program}: {self}\n"),
        }
    }
}

/// An option name as LLVM prints it: `-o`, `--name`.
fn dashed(name: &str) -> String {
    if name.chars().count() == 1 {
        format!("-{name}")
    } else {
        format!("--{name}")
    }
}

/// How an option reads its value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum ValueKind {
    /// A flag: `--name`, or `--name=true|false|1|0|` (clap's `SetTrue`).
    Flag,
    /// A boolean with a default of its own: `--name[=bool]`, passed to clap
    /// as `--name=true|false`.
    Boolean,
    /// Takes no value (`--help`, `--version`).
    None,
    /// `--name=value` only (clap's `require_equals` with an optional value).
    Optional,
    /// `--name=value` or `--name value`.
    Required,
}

/// One option of the tool, as [`normalize`] needs to know it.
struct OptionSpec {
    long: Option<String>,
    short: Option<char>,
    kind: ValueKind,
    /// The values it accepts, when the list is fixed.
    possible: Vec<String>,
    /// Whether occurrences accumulate (a list) rather than override.
    list: bool,
    /// For a numeric option, LLVM's name of its kind (the value name:
    /// `--flag=<long>`).
    number: Option<&'static str>,
}

impl OptionSpec {
    fn of(arg: &Arg) -> Option<OptionSpec> {
        if arg.is_positional() {
            return None;
        }
        let possible: Vec<String> = arg
            .get_possible_values()
            .iter()
            .map(|value| value.get_name().to_string())
            .collect();
        let takes_optional = arg
            .get_num_args()
            .is_some_and(|range| range.min_values() == 0);
        let kind = match arg.get_action() {
            ArgAction::SetTrue => ValueKind::Flag,
            ArgAction::Help
            | ArgAction::HelpLong
            | ArgAction::HelpShort
            | ArgAction::Version
            | ArgAction::SetFalse
            | ArgAction::Count => ValueKind::None,
            _ if possible == ["true", "false"] => ValueKind::Boolean,
            _ if takes_optional => ValueKind::Optional,
            _ => ValueKind::Required,
        };
        Some(OptionSpec {
            long: arg.get_long().map(str::to_string),
            short: arg.get_short(),
            kind,
            possible,
            list: matches!(arg.get_action(), ArgAction::Append),
            number: arg
                .get_value_names()
                .and_then(|names| names.first())
                .and_then(|name| {
                    NUMBER_KINDS
                        .iter()
                        .copied()
                        .find(|&kind| name.as_str() == kind)
                }),
        })
    }

    fn is_named(&self, name: &str) -> bool {
        self.long.as_deref() == Some(name)
            || self
                .short
                .is_some_and(|c| name.len() == c.len_utf8() && name.starts_with(c))
    }

    /// The option as clap reads it, without a value: `--name` or `-o`.
    fn spelling(&self) -> String {
        match (&self.long, self.short) {
            (Some(long), _) => format!("--{long}"),
            (None, Some(short)) => format!("-{short}"),
            (None, None) => String::new(),
        }
    }

    /// The option with `value`, as clap reads it: `--name=value`, or
    /// `-o` and the value as two arguments (so it may start with `=`).
    fn with_value(&self, value: &str) -> Vec<String> {
        match &self.long {
            Some(long) => vec![format!("--{long}={value}")],
            None => vec![self.spelling(), value.to_string()],
        }
    }
}

/// The value names that mark a numeric option, as LLVM names the kinds
/// (`cl::opt<int64_t>` is `long`, `cl::opt<unsigned>` is `uint`).
const NUMBER_KINDS: &[&str] = &["int", "long", "uint", "ulong"];

/// LLVM's reading of a boolean value.
fn parse_bool(option: &str, value: &str) -> Result<bool, CommandLineError> {
    match value {
        "" | "true" | "TRUE" | "True" | "1" => Ok(true),
        "false" | "FALSE" | "False" | "0" => Ok(false),
        _ => Err(CommandLineError::InvalidBoolean {
            option: option.to_string(),
            value: value.to_string(),
        }),
    }
}

/// Rewrites `args` (without the program name) from LLVM's conventions
/// into the spelling `command` (clap) reads: every option as `--name` or
/// `--name=value`, positional arguments as they are, a later occurrence of
/// an option in place of an earlier one (lists keep every occurrence).
/// `other_flags` are names that are options too but are read elsewhere
/// (pass flags, taken out before): they are only offered as suggestions.
pub fn normalize(
    command: &Command,
    args: &[String],
    other_flags: &[&str],
) -> Result<Vec<String>, CommandLineError> {
    let mut command = command.clone();
    command.build();
    let specs: Vec<OptionSpec> = command.get_arguments().filter_map(OptionSpec::of).collect();
    let positional_limit = command
        .get_arguments()
        .filter(|arg| arg.is_positional())
        .count();
    // (which option, its arguments as clap reads them), in order.
    let mut options: Vec<(usize, Vec<String>)> = Vec::new();
    let mut positionals: Vec<String> = Vec::new();
    let mut rest = args.iter();
    while let Some(arg) = rest.next() {
        if arg == "--" {
            positionals.extend(rest.by_ref().cloned());
            break;
        }
        let Some(body) = option_body(arg) else {
            positionals.push(arg.clone());
            continue;
        };
        let (name, value) = match body.split_once('=') {
            Some((name, value)) => (name, Some(value)),
            None => (body, None),
        };
        let Some(index) = specs.iter().position(|spec| spec.is_named(name)) else {
            return Err(CommandLineError::Unknown {
                argument: arg.clone(),
                nearest: nearest_option(body, &specs, other_flags),
            });
        };
        let spec = &specs[index];
        let normalized = match spec.kind {
            ValueKind::Flag => {
                if parse_bool(name, value.unwrap_or(""))? {
                    vec![spec.spelling()]
                } else {
                    // `--flag=false` after `--flag` turns it off again.
                    options.retain(|(i, _)| *i != index);
                    continue;
                }
            }
            ValueKind::Boolean => {
                let on = parse_bool(name, value.unwrap_or(""))?;
                spec.with_value(if on { "true" } else { "false" })
            }
            ValueKind::None => match value {
                Some(value) => {
                    return Err(CommandLineError::UnexpectedValue {
                        option: name.to_string(),
                        value: value.to_string(),
                    });
                }
                None => vec![spec.spelling()],
            },
            ValueKind::Optional => match value {
                Some(value) => spec.with_value(check_possible(spec, name, value)?),
                None => vec![spec.spelling()],
            },
            ValueKind::Required => {
                let value = match value {
                    Some(value) => value,
                    None => rest.next().ok_or_else(|| CommandLineError::MissingValue {
                        option: name.to_string(),
                    })?,
                };
                spec.with_value(check_possible(spec, name, value)?)
            }
        };
        if !spec.list {
            options.retain(|(i, _)| *i != index);
        }
        options.push((index, normalized));
    }
    if positionals.len() > positional_limit {
        return Err(CommandLineError::TooManyPositional {
            allowed: positional_limit,
        });
    }
    let mut normalized: Vec<String> = options.into_iter().flat_map(|(_, arg)| arg).collect();
    if !positionals.is_empty() {
        normalized.push("--".to_string());
        normalized.extend(positionals);
    }
    Ok(normalized)
}

/// `arg` without its one or two leading dashes, when it is an option
/// (`-` alone is a positional argument: standard input).
fn option_body(arg: &str) -> Option<&str> {
    let body = arg.strip_prefix('-')?;
    let body = body.strip_prefix('-').unwrap_or(body);
    (arg != "-").then_some(body)
}

/// Checks `value` against the option's fixed list of values or its
/// numeric kind.
fn check_possible<'v>(
    spec: &OptionSpec,
    name: &str,
    value: &'v str,
) -> Result<&'v str, CommandLineError> {
    if !spec.possible.is_empty() && !spec.possible.iter().any(|p| p == value) {
        return Err(CommandLineError::UnknownValue {
            option: name.to_string(),
            value: value.to_string(),
        });
    }
    if let Some(kind) = spec.number {
        let valid = match kind {
            "int" => value.parse::<i32>().is_ok(),
            "long" => value.parse::<i64>().is_ok(),
            "uint" => value.parse::<u32>().is_ok(),
            _ => value.parse::<u64>().is_ok(),
        };
        if !valid {
            return Err(CommandLineError::InvalidNumber {
                option: name.to_string(),
                value: value.to_string(),
                kind,
            });
        }
    }
    Ok(value)
}

/// The option closest to `body` by edit distance (LLVM's
/// `LookupNearestOption`): the name before any `=` is compared, and the
/// value is kept in the suggestion. Ties go to the first name in order.
fn nearest_option(body: &str, specs: &[OptionSpec], other_flags: &[&str]) -> Option<String> {
    if body.is_empty() {
        return None;
    }
    let (name, value) = match body.split_once('=') {
        Some((name, value)) => (name, Some(value)),
        None => (body, None),
    };
    let mut names: Vec<&str> = specs
        .iter()
        .filter_map(|spec| spec.long.as_deref())
        .chain(other_flags.iter().copied())
        .collect();
    names.sort_unstable();
    let best = names
        .into_iter()
        .min_by_key(|candidate| edit_distance(candidate, name))?;
    Some(match value {
        Some(value) if !value.is_empty() => format!("{best}={value}"),
        _ => best.to_string(),
    })
}

/// The Levenshtein distance between `a` and `b` (insertions, deletions and
/// replacements each cost one), over characters.
fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut previous: Vec<usize> = (0..=b.len()).collect();
    let mut current = vec![0; b.len() + 1];
    for (i, ca) in a.chars().enumerate() {
        current[0] = i + 1;
        for (j, cb) in b.iter().enumerate() {
            let replace = previous[j] + usize::from(ca != *cb);
            current[j + 1] = replace.min(previous[j + 1] + 1).min(current[j] + 1);
        }
        std::mem::swap(&mut previous, &mut current);
    }
    previous[b.len()]
}

#[cfg(test)]
mod tests;
