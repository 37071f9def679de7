/** Id shapes shared by every subgraph. */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Account ids (and other rows users create) are UUIDs; any other text names no such row. */
export function isUuid(id: string): boolean {
  return UUID.test(id);
}

/** Letters and digits a person can read out and type: no 0/O, 1/I/L. */
const CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

/** A random code people share (team join codes, invite codes): `length` characters, ~4.9 bits of entropy each. */
export function randomCode(length: number): string {
  const bytes = new Uint8Array(length * 2);
  crypto.getRandomValues(bytes);
  let out = "";
  // Rejection sampling keeps every character equally likely.
  for (const b of bytes) {
    if (b >= 248) continue;
    out += CODE_ALPHABET[b % CODE_ALPHABET.length];
    if (out.length === length) return out;
  }
  return out + randomCode(length - out.length);
}
