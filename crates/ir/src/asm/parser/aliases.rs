//! Type and attribute aliases (`!t = i32`, `#a = 1 : i32`), in the order
//! the file defines them. An alias is usable only after its definition; a
//! region parsed later on another thread (see `deferred.rs`) sees exactly
//! the aliases defined before it, through [`Aliases::visible`]'s limit.

use rustc_hash::FxHashMap;

use crate::attributes::Attribute;
use crate::types::Type;

#[derive(Clone, Default)]
pub(crate) struct Aliases<'a> {
    types: FxHashMap<&'a str, (Type, u32)>,
    attrs: FxHashMap<&'a str, (Attribute, u32)>,
    defined: u32,
}

impl<'a> Aliases<'a> {
    /// How many aliases are defined so far (a limit for later readers).
    pub(crate) fn defined(&self) -> u32 {
        self.defined
    }

    pub(crate) fn has_type(&self, name: &str) -> bool {
        self.types.contains_key(name)
    }

    pub(crate) fn has_attr(&self, name: &str) -> bool {
        self.attrs.contains_key(name)
    }

    pub(crate) fn define_type(&mut self, name: &'a str, ty: Type) {
        self.types.insert(name, (ty, self.defined));
        self.defined += 1;
    }

    pub(crate) fn define_attr(&mut self, name: &'a str, attr: Attribute) {
        self.attrs.insert(name, (attr, self.defined));
        self.defined += 1;
    }

    /// The type alias `name`, if one of the first `limit` aliases defines it.
    pub(crate) fn type_alias(&self, name: &str, limit: u32) -> Option<Type> {
        self.types
            .get(name)
            .filter(|(_, order)| *order < limit)
            .map(|&(ty, _)| ty)
    }

    /// The attribute alias `name`, if one of the first `limit` aliases
    /// defines it.
    pub(crate) fn attr_alias(&self, name: &str, limit: u32) -> Option<Attribute> {
        self.attrs
            .get(name)
            .filter(|(_, order)| *order < limit)
            .map(|&(attr, _)| attr)
    }
}
