//! Skiryuk's shipped part of the three-piece table: every position where
//! one side has at most three pieces and the other at most one, solved once
//! by the lab's policy iteration (`endings_chain skiryuk --solve --ship`,
//! which checks it first: the Bellman equation at every state, the error
//! bound, no cycle, no stall that would gain) and embedded in the program.
//! Skiryuk's value iteration does not settle on these positions (a piece on
//! 28 or 29 stays on most throws and play circles), so the program cannot
//! build them itself.
//!
//! The embedded file is [`MAGIC`], the SHA-256 of the table's bytes
//! ([`EndgameTable::to_bytes`]: the 16-bit values the program's tables
//! store), their length (32 bits, little-endian), and those bytes as one
//! LZ4 block. [`decode`] checks all of it and the table's Bellman equation
//! at every state before the table is used; any failure leaves the part
//! absent (the two-piece table serves alone).

use sha2::{Digest, Sha256};

use super::{EndgameTable, Larger, TableError};
use senet_engine::{Ruleset, RulesetId};

/// The first bytes of the embedded file.
pub const MAGIC: &[u8; 8] = b"SNTPART1";

/// The pieces of the larger side and of the side with fewer in the part.
pub const SHAPE: (u32, u32) = (3, 1);

/// Skiryuk's part as shipped (written by the lab's `endings_chain
/// skiryuk --solve --ship FILE`; `per_ruleset` says which rulesets it serves).
pub static SKIRYUK: &[u8] = include_bytes!("skiryuk-3-against-1.lz4");

/// The embedded bytes of the part that serves ruleset `id`
/// ([`Larger::ShippedPart`]), if one is shipped.
#[must_use]
pub fn embedded(id: RulesetId) -> Option<&'static [u8]> {
    match super::larger(id) {
        Larger::ShippedPart(bytes) => Some(bytes),
        Larger::None | Larger::Built => None,
    }
}

/// Why embedded bytes were refused.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum PartError {
    /// Not the file's header, or a length that is not the part's.
    #[error("not a shipped part")]
    Header,
    /// The LZ4 block does not decompress to the stated length.
    #[error("does not decompress")]
    Decompress,
    /// The decompressed bytes are not those checksummed.
    #[error("checksum")]
    Checksum,
    /// The table's bytes are of another shape.
    #[error("table: {0}")]
    Table(#[from] TableError),
    /// The values break the Bellman equation (the largest residual).
    #[error("Bellman residual {0}")]
    Bellman(f32),
}

/// The file's header: magic, checksum, length.
const HEADER: usize = 8 + 32 + 4;

/// The embedded file of `table` (the inverse of [`decode`]).
#[must_use]
pub fn encode(table: &EndgameTable) -> Vec<u8> {
    let raw = table.to_bytes();
    let mut out = Vec::with_capacity(HEADER + raw.len() / 2);
    out.extend_from_slice(MAGIC);
    out.extend_from_slice(&Sha256::digest(&raw));
    out.extend_from_slice(&(raw.len() as u32).to_le_bytes());
    out.extend_from_slice(&lz4_flex::block::compress(&raw));
    out
}

/// The table's bytes in an embedded file, checked against its checksum
/// (no check of the values).
///
/// # Errors
/// See [`PartError`].
pub fn unpack(rules: &Ruleset, bytes: &[u8]) -> Result<Vec<u8>, PartError> {
    let expected = EndgameTable::part_byte_len(rules, SHAPE.0, SHAPE.1);
    let header = bytes.get(..HEADER).ok_or(PartError::Header)?;
    let (magic, rest) = header.split_at(8);
    let (sum, len) = rest.split_at(32);
    let len = u32::from_le_bytes([len[0], len[1], len[2], len[3]]) as usize;
    if magic != MAGIC || len != expected {
        return Err(PartError::Header);
    }
    let mut raw = vec![0u8; len];
    match lz4_flex::block::decompress_into(&bytes[HEADER..], &mut raw) {
        Ok(n) if n == len => {}
        _ => return Err(PartError::Decompress),
    }
    if Sha256::digest(&raw).as_slice() != sum {
        return Err(PartError::Checksum);
    }
    Ok(raw)
}

/// Reads an embedded file into the part of `rules`' three-piece table,
/// checked: header, checksum, shape, and the Bellman equation at every
/// state ([`EndgameTable::verify_all`]).
///
/// # Errors
/// See [`PartError`].
pub fn decode(rules: &Ruleset, bytes: &[u8]) -> Result<EndgameTable, PartError> {
    let raw = unpack(rules, bytes)?;
    let table = EndgameTable::from_bytes(rules, &raw)?;
    if (table.max_pieces(), table.fewer()) != SHAPE {
        return Err(PartError::Table(TableError::Mismatch));
    }
    table.verify_all(rules).map_err(PartError::Bellman)?;
    Ok(table)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::endgame::{self, Larger};
    use crate::search::Node;
    use senet_engine::{Board, Side};

    fn skiryuk() -> &'static Ruleset {
        RulesetId::Skiryuk.ruleset()
    }

    #[test]
    fn the_shipped_part_loads_and_holds_at_every_state() {
        let bytes = embedded(RulesetId::Skiryuk).expect("skiryuk ships a part");
        // decode checks the Bellman equation at every state.
        let table = decode(skiryuk(), bytes).expect("the shipped part is sound");
        assert_eq!((table.max_pieces(), table.fewer()), SHAPE);
        assert!(!table.is_whole());
        assert_eq!(table.len(), 253_521);
        for id in [RulesetId::Skiryuk, RulesetId::Skiryuk14] {
            assert!(matches!(endgame::larger(id), Larger::ShippedPart(_)));
            assert!(!endgame::has_large(id), "{id}: nothing to build");
            let served = endgame::shipped_part(id).expect("served");
            assert_eq!(served.to_bytes(), table.to_bytes(), "{id}");
            assert!(endgame::large(id).is_some(), "{id}");
        }
        // The rulesets that build their own have none shipped.
        assert!(embedded(RulesetId::Kendall).is_none());
        assert!(endgame::shipped_part(RulesetId::Kendall).is_none());
    }

    #[test]
    fn a_damaged_shipped_part_is_refused_without_a_panic() {
        let good = embedded(RulesetId::Skiryuk).expect("shipped");
        let n = good.len();
        // A byte flipped in the magic, the checksum, the length, and
        // across the compressed block.
        for at in [0, 8, 30, 40, 44, 45, 1000, n / 3, n / 2, n - 2, n - 1] {
            let mut copy = good.to_vec();
            copy[at] ^= 0x5a;
            assert!(decode(skiryuk(), &copy).is_err(), "byte {at} flipped");
        }
        for cut in [0, 10, 44, n / 2, n - 1] {
            assert!(decode(skiryuk(), &good[..cut]).is_err(), "cut at {cut}");
        }
        let mut longer = good.to_vec();
        longer.push(0);
        assert!(decode(skiryuk(), &longer).is_err());
        assert!(
            decode(RulesetId::Kendall.ruleset(), good).is_err(),
            "another ruleset"
        );
        // A value changed and checksummed again: the Bellman check finds it.
        let table = decode(skiryuk(), good).expect("sound");
        let mut raw = table.to_bytes();
        let last = raw.len() - 2;
        raw[last] = raw[last].wrapping_add(40);
        let forged = EndgameTable::from_bytes(skiryuk(), &raw).expect("same shape");
        assert!(matches!(
            decode(skiryuk(), &encode(&forged)),
            Err(PartError::Bellman(_))
        ));
    }

    #[test]
    fn a_held_exit_three_against_one_has_an_exact_value() {
        // x holds 26, 28 and 29 while o's last piece is behind on 23.
        let mut board = Board::empty();
        for s in [26, 28, 29] {
            board.put(Side::X, senet_engine::sq(s));
        }
        board.put(Side::O, senet_engine::sq(23));
        for id in [RulesetId::Skiryuk, RulesetId::Skiryuk14] {
            let rules = id.ruleset();
            for side in [Side::X, Side::O] {
                let node = Node {
                    board,
                    side,
                    house: None,
                };
                let v = endgame::exact(rules, &node, None).expect("the part covers it");
                assert!(v.abs() < 1.0, "{id} {side:?}: {v}");
                // The two-piece table alone does not cover it.
                let hidden = endgame::without_shipped_part(|| endgame::exact(rules, &node, None));
                assert_eq!(hidden, None, "{id} {side:?}");
            }
        }
    }
}
