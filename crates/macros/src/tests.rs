//! The macro's compile-time checks, exercised on declarations parsed from
//! strings (the errors a user sees as compile errors).

use proc_macro2::TokenStream;

use crate::expand;

/// Expands `#[op(args)] item` and returns the error message, if any.
fn error_of(args: &str, item: &str) -> Option<String> {
    let args: TokenStream = args.parse().expect("arguments tokenize");
    let item: TokenStream = item.parse().expect("item tokenizes");
    expand(args, item).err().map(|e| e.to_string())
}

fn expand_of(args: &str, item: &str) -> String {
    let args: TokenStream = args.parse().expect("arguments tokenize");
    let item: TokenStream = item.parse().expect("item tokenizes");
    expand(args, item).expect("expands").to_string()
}

const BINARY: &str = "pub struct AddOp {
    #[operand] lhs: Value,
    #[operand] rhs: Value,
    #[result] result: Value,
}";

#[test]
fn a_complete_format_expands() {
    let args = r#"name = "t.add", traits(SameOperandsAndResultType),
        format = "$lhs `,` $rhs attr-dict `:` type($result)""#;
    assert_eq!(error_of(args, BINARY), None);
}

#[test]
fn every_operand_must_appear() {
    let args = r#"name = "t.add", traits(SameOperandsAndResultType),
        format = "$lhs attr-dict `:` type($result)""#;
    let error = error_of(args, BINARY).expect("rejected");
    assert!(
        error.contains("operand '$rhs' is not in the format"),
        "{error}"
    );
}

#[test]
fn every_type_must_be_written_or_inferred() {
    let args = r#"name = "t.add", format = "$lhs `,` $rhs attr-dict `:` type($result)""#;
    let error = error_of(args, BINARY).expect("rejected");
    assert!(
        error.contains("the type of '$lhs' is not in the format"),
        "{error}"
    );
    let with_hook = r#"name = "t.add", infer_types = infer,
        format = "$lhs `,` $rhs attr-dict `:` type($result)""#;
    assert_eq!(error_of(with_hook, BINARY), None);
    let matched = r#"name = "t.add", traits(AllTypesMatch(lhs, rhs, result)),
        format = "$lhs `,` $rhs attr-dict `:` type($result)""#;
    assert_eq!(error_of(matched, BINARY), None);
}

#[test]
fn names_are_bound_once_and_attr_dict_appears_once() {
    let twice = r#"name = "t.add", traits(SameOperandsAndResultType),
        format = "$lhs `,` $lhs `,` $rhs attr-dict `:` type($result)""#;
    let error = error_of(twice, BINARY).expect("rejected");
    assert!(error.contains("'$lhs' is already bound"), "{error}");
    let dicts = r#"name = "t.add", traits(SameOperandsAndResultType),
        format = "$lhs `,` $rhs attr-dict `:` type($result) attr-dict""#;
    let error = error_of(dicts, BINARY).expect("rejected");
    assert!(error.contains("only one attr-dict"), "{error}");
}

#[test]
fn attributes_need_the_format_or_an_attr_dict() {
    let item = "pub struct ConstOp {
        #[attr] value: Attribute,
        #[result] result: Value,
    }";
    let error = error_of(r#"name = "t.c", format = "`:` type($result)""#, item).expect("rejected");
    assert!(
        error.contains("attribute '$value' is not in the format and there is no attr-dict"),
        "{error}"
    );
    assert_eq!(
        error_of(
            r#"name = "t.c", format = "attr-dict `:` type($result)""#,
            item
        ),
        None
    );
}

#[test]
fn optional_groups_need_an_anchor_and_a_findable_start() {
    let no_anchor = r#"name = "t.add", traits(SameOperandsAndResultType),
        format = "$lhs `,` $rhs (`x`)? attr-dict `:` type($result)""#;
    let error = error_of(no_anchor, BINARY).expect("rejected");
    assert!(error.contains("optional group has no anchor"), "{error}");
    let custom_first = r#"name = "t.add", traits(SameOperandsAndResultType),
        format = "(custom<X>($lhs)^)? `,` $rhs attr-dict `:` type($result)""#;
    let error = error_of(custom_first, BINARY).expect("rejected");
    assert!(
        error.contains("first element of an optional group"),
        "{error}"
    );
}

#[test]
fn unknown_names_traits_and_arguments_are_reported() {
    let error =
        error_of(r#"name = "t.add", format = "$nope attr-dict""#, BINARY).expect("rejected");
    assert!(error.contains("'$nope' is not an operand"), "{error}");
    // A name that is not a core trait is a dialect's trait type, resolved
    // (or reported by the compiler) where the op is declared.
    let expanded = expand_of(r#"name = "t.add", traits(Pur, my::Custom)"#, BINARY);
    assert!(
        expanded.contains("TraitEntry :: of :: < Pur >"),
        "{expanded}"
    );
    assert!(
        expanded.contains("TraitEntry :: of :: < my :: Custom >"),
        "{expanded}"
    );
    let error = error_of(r#"name = "t.add", colour = "red""#, BINARY).expect("rejected");
    assert!(error.contains("unknown #[op] argument 'colour'"), "{error}");
    let error = error_of(r#"format = "attr-dict""#, BINARY).expect("rejected");
    assert!(error.contains("needs name"), "{error}");
}

#[test]
fn optional_regions_successors_and_variadic_attributes_are_rejected() {
    let region = "pub struct R { #[region] body: Option<RegionId> }";
    let error = error_of(r#"name = "t.r""#, region).expect("rejected");
    assert!(error.contains("not optional"), "{error}");
    let attrs = "pub struct A { #[attr] many: Vec<Attribute> }";
    let error = error_of(r#"name = "t.a""#, attrs).expect("rejected");
    assert!(error.contains("use an array attribute"), "{error}");
    let unmarked = "pub struct U { plain: Value }";
    let error = error_of(r#"name = "t.u""#, unmarked).expect("rejected");
    assert!(error.contains("mark the field"), "{error}");
}
