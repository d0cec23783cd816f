//! The `codes!` macro: one declaration for an enum whose values are written
//! as fixed code strings in files, JSON and on the command line (reason
//! codes, rule ids, ruleset names, sides, ...).
//!
//! A declaration lists each variant with its code. The macro writes the enum
//! and, from the same list, `ALL` (every value in declaration order),
//! `code()` (the string), `from_code()` (its inverse), `Display` (the code)
//! and `FromStr` (the code, or the declared error holding the text given).
//! Written once, the two directions cannot drift apart.
//!
//! Options after the variants, each optional, in this order:
//! - `unknown = Type;`: the `FromStr` error, a tuple struct holding the text
//!   (`Type(String)`); without it, [`UnknownCode`].
//! - `trim = true;`: surrounding whitespace is ignored when reading.
//! - `any_case = true;`: ASCII letters are read in either case (`X` for `x`).
//! - `read = custom;`: no `FromStr`; the enum writes its own (a language
//!   read from a locale such as `es_ES.UTF-8`).

/// A text that is not one of an enum's codes (for enums declared with
/// `codes!` without an error type of their own).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown {kind} {text:?}")]
pub struct UnknownCode {
    /// What was expected, e.g. `direction`.
    pub kind: &'static str,
    /// The text given.
    pub text: String,
}

/// Declares an enum with a fixed code string per variant; see the
/// [module docs](mod@crate::codes).
#[macro_export]
macro_rules! codes {
    (
        $(#[$meta:meta])*
        $vis:vis enum $name:ident ($kind:literal) {
            $(
                $(#[$vmeta:meta])*
                $variant:ident = $code:literal
            ),+ $(,)?
        }
        $(unknown = $err:ident;)?
        $(trim = $trim:literal;)?
        $(any_case = $case:literal;)?
        $(read = $read:ident;)?
    ) => {
        $(#[$meta])*
        $vis enum $name {
            $(
                $(#[$vmeta])*
                $variant,
            )+
        }

        impl $name {
            /// Every value, in declaration order.
            pub const ALL: [$name; [$($code),+].len()] = [$($name::$variant),+];

            /// The code written in files, JSON and on the command line.
            #[must_use]
            pub const fn code(self) -> &'static str {
                match self {
                    $($name::$variant => $code,)+
                }
            }

            /// The value whose code is exactly `code`.
            #[must_use]
            pub fn from_code(code: &str) -> Option<$name> {
                match code {
                    $($code => Some($name::$variant),)+
                    _ => None,
                }
            }
        }

        impl ::std::fmt::Display for $name {
            fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                f.write_str(self.code())
            }
        }

        $crate::codes!(
            @from_str [$($read)?] $name $kind [$($err)?] [$($trim)?] [$($case)?]
        );
    };
    // `read = custom;`: the enum writes its own `FromStr`.
    (@from_str [custom] $($rest:tt)*) => {};
    (
        @from_str [] $name:ident $kind:literal
        [$($err:ident)?] [$($trim:literal)?] [$($case:literal)?]
    ) => {
        impl ::std::str::FromStr for $name {
            type Err = $crate::codes!(@err $kind $($err)?);

            fn from_str(text: &str) -> Result<Self, Self::Err> {
                #[allow(unused_mut)]
                let mut read = text;
                $(if $trim {
                    read = read.trim();
                })?
                #[allow(unused_mut)]
                let mut found = $name::from_code(read);
                $(if $case && found.is_none() {
                    found = $name::from_code(&read.to_ascii_lowercase());
                })?
                found.ok_or_else(|| {
                    $crate::codes!(@make $kind text $($err)?)
                })
            }
        }
    };
    (@err $kind:literal) => { $crate::UnknownCode };
    (@err $kind:literal $err:ident) => { $err };
    (@make $kind:literal $text:ident) => {
        $crate::UnknownCode {
            kind: $kind,
            text: $text.to_string(),
        }
    };
    (@make $kind:literal $text:ident $err:ident) => { $err($text.to_string()) };
}

pub(crate) use codes;

#[cfg(test)]
mod tests {
    use super::*;

    codes! {
        /// A test enum.
        #[derive(Copy, Clone, Debug, PartialEq, Eq)]
        enum Plain ("plain thing") {
            /// One.
            One = "one",
            /// Two.
            Two = "two-2",
        }
    }

    /// The error of [`Loose`].
    #[derive(Debug, PartialEq, Eq)]
    struct NotLoose(String);

    codes! {
        /// A test enum read leniently.
        #[derive(Copy, Clone, Debug, PartialEq, Eq)]
        enum Loose ("loose thing") {
            /// A.
            A = "a",
            /// B.
            B = "b",
        }
        unknown = NotLoose;
        trim = true;
        any_case = true;
    }

    #[test]
    fn codes_round_trip_and_list_every_value_in_order() {
        assert_eq!(Plain::ALL, [Plain::One, Plain::Two]);
        for p in Plain::ALL {
            assert_eq!(p.code().parse::<Plain>(), Ok(p));
            assert_eq!(Plain::from_code(p.code()), Some(p));
            assert_eq!(p.to_string(), p.code());
        }
        assert_eq!(Plain::Two.code(), "two-2");
    }

    #[test]
    fn strict_reading_refuses_spaces_and_case_and_names_the_text() {
        assert_eq!(
            " one".parse::<Plain>(),
            Err(UnknownCode {
                kind: "plain thing",
                text: " one".to_string()
            })
        );
        assert!("ONE".parse::<Plain>().is_err());
        assert_eq!(
            "nope".parse::<Plain>().unwrap_err().to_string(),
            "unknown plain thing \"nope\""
        );
    }

    #[test]
    fn options_trim_and_ignore_case_with_their_own_error() {
        assert_eq!(Loose::ALL, [Loose::A, Loose::B]);
        assert_eq!(" B ".parse::<Loose>(), Ok(Loose::B));
        assert_eq!("a".parse::<Loose>(), Ok(Loose::A));
        assert_eq!(" c".parse::<Loose>(), Err(NotLoose(" c".to_string())));
    }
}
