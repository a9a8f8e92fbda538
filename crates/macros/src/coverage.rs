//! What a declarative assembly format binds, and the checks MLIR's format
//! generator makes on it: every operand, region and successor appears; every
//! attribute appears or an `attr-dict` can carry it; every operand and
//! result type is written or can be inferred; nothing is bound twice.

use std::collections::HashSet;

use crate::decl::{Arity, OpDecl, Role};

/// The elements a format names.
#[derive(Default)]
pub struct Coverage {
    bound: HashSet<(Role, usize)>,
    typed: HashSet<(Role, usize)>,
    all_operands: bool,
    all_operand_types: bool,
    all_result_types: bool,
    all_regions: bool,
    all_successors: bool,
    attr_dicts: usize,
}

impl Coverage {
    /// `$name` is written (as an element or a custom directive argument).
    pub fn bind(&mut self, role: Role, index: usize, name: &str) -> Result<(), String> {
        if self.bound.insert((role, index)) {
            Ok(())
        } else {
            Err(format!("'${name}' is already bound"))
        }
    }

    /// `type($name)` is written.
    pub fn typed(&mut self, role: Role, index: usize) {
        self.typed.insert((role, index));
    }

    /// `operands`, `type(operands)`, `type(results)`, `regions`,
    /// `successors` or `attr-dict` is written.
    pub fn directive(&mut self, word: &str) {
        match word {
            "operands" => self.all_operands = true,
            "type(operands)" => self.all_operand_types = true,
            "type(results)" => self.all_result_types = true,
            "regions" => self.all_regions = true,
            "successors" => self.all_successors = true,
            "attr-dict" => self.attr_dicts += 1,
            _ => {}
        }
    }

    /// The format's problems, if any.
    pub fn check(&self, decl: &OpDecl) -> Result<(), String> {
        if self.attr_dicts > 1 {
            return Err("only one attr-dict directive is allowed".into());
        }
        let everything = [
            (Role::Operand, self.all_operands, "operand"),
            (Role::Region, self.all_regions, "region"),
            (Role::Successor, self.all_successors, "successor"),
            (Role::Attribute, self.attr_dicts > 0, "attribute"),
        ];
        for (role, covered, what) in everything {
            if covered {
                continue;
            }
            if let Some((_, field)) = decl
                .of(role)
                .enumerate()
                .find(|(index, _)| !self.bound.contains(&(role, *index)))
            {
                return Err(format!(
                    "{what} '${}' is not in the format{}",
                    field.name,
                    if role == Role::Attribute {
                        " and there is no attr-dict to hold it"
                    } else {
                        ""
                    }
                ));
            }
        }
        if decl.args.infer_types.is_some() {
            return Ok(());
        }
        self.check_types(decl)
    }

    /// Every operand and result type is written, or follows from one that
    /// is through `SameOperandsAndResultType` or `AllTypesMatch`.
    fn check_types(&self, decl: &OpDecl) -> Result<(), String> {
        let mut typed = self.typed.clone();
        let all = |role: Role| decl.of(role).enumerate().map(move |(i, _)| (role, i));
        if self.all_operand_types {
            typed.extend(all(Role::Operand));
        }
        if self.all_result_types {
            typed.extend(all(Role::Result));
        }
        let mut groups: Vec<Vec<(Role, usize)>> = Vec::new();
        if decl
            .args
            .traits
            .iter()
            .any(|t| crate::decl::is_core_trait(t, "SameOperandsAndResultType"))
        {
            groups.push(all(Role::Operand).chain(all(Role::Result)).collect());
        }
        for names in &decl.args.all_types_match {
            groups.push(
                names
                    .iter()
                    .filter_map(|name| decl.lookup(&name.to_string()))
                    .collect(),
            );
        }
        loop {
            let before = typed.len();
            for group in &groups {
                if group.iter().any(|member| typed.contains(member)) {
                    typed.extend(group.iter().copied());
                }
            }
            if typed.len() == before {
                break;
            }
        }
        for role in [Role::Operand, Role::Result] {
            for (index, field) in decl.of(role).enumerate() {
                // An optional result of unknown type stays absent.
                let optional_result = role == Role::Result && field.arity != Arity::Single;
                if !typed.contains(&(role, index)) && !optional_result {
                    return Err(format!(
                        "the type of '${}' is not in the format and cannot be inferred \
                         (write type(${}), or give an infer_types hook)",
                        field.name, field.name
                    ));
                }
            }
        }
        Ok(())
    }
}
