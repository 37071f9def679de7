/** argon2id password hashing (@node-rs/argon2). Cost is lowered only under test to keep the suite fast. */
import { hash, verify } from "@node-rs/argon2";
import { isTest } from "../../subgraphs/shared/env.js";

// argon2id is the library default. OWASP's argon2id minimum (19 MiB, 2 passes); tests use the smallest cost argon2 allows.
const options = () => (isTest() ? { memoryCost: 1024, timeCost: 1, parallelism: 1 } : { memoryCost: 19456, timeCost: 2, parallelism: 1 });

export function hashPassword(password: string): Promise<string> {
  return hash(password, options());
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** Spends the same time as a real check when the account does not exist, so timing does not reveal accounts. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  await verifyPassword(await (dummyHash ??= hashPassword("dummy-password-for-timing")), password);
  return false;
}
