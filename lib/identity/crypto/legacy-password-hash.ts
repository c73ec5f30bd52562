import {
  pbkdf2,
  randomBytes,
  scrypt,
  timingSafeEqual,
  type BinaryLike,
  type ScryptOptions,
} from 'node:crypto';
import { verify as verifyArgon2 } from '@node-rs/argon2';
import bcrypt from 'bcryptjs';

/**
 * Password hashes of an imported user base (`admin users import`), checked once at the user's first
 * login and then replaced by our argon2id. Accepted forms:
 *
 *   bcrypt   $2a$ / $2b$ / $2y$<cost>$<53 chars>                       (cost 4–15)
 *   argon2   $argon2id$ / $argon2i$ / $argon2d$ PHC strings            (m ≤ 256 MiB, t ≤ 10)
 *   scrypt   $scrypt$ln=<log2 N>,r=<r>,p=<p>$<salt>$<hash>              (passlib's form; N·r·128 ≤ 256 MiB)
 *   PBKDF2   $pbkdf2-sha256$<i>$<salt>$<hash>, $pbkdf2-sha512$…, $pbkdf2$… (SHA-1) — passlib's form;
 *            the iteration count may also be written i=<i>                    (i ≤ 5,000,000)
 *
 * scrypt and PBKDF2 salts and hashes are passlib's "adapted base64" (standard base64 with '.' for '+',
 * unpadded); standard padded base64 reads the same. The derived key is as long as the stored hash.
 * The bounds keep one crafted row from tying up the machine.
 */
export type LegacyHashKind = 'bcrypt' | 'argon2' | 'scrypt' | 'pbkdf2';

const B64 = '[A-Za-z0-9+/.]+={0,2}';
const BCRYPT = /^\$2[aby]\$(\d{2})\$[./A-Za-z0-9]{53}$/;
const ARGON2 = /^\$argon2(?:id|i|d)\$(?:v=\d+\$)?m=(\d+),t=(\d+),p=(\d+)\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/;
const SCRYPT = new RegExp(`^\\$scrypt\\$ln=(\\d+),r=(\\d+),p=(\\d+)\\$(${B64})\\$(${B64})$`);
const PBKDF2 = new RegExp(`^\\$pbkdf2(?:-(sha256|sha512))?\\$(?:i=)?(\\d+)\\$(${B64})\\$(${B64})$`);

const BCRYPT_MAX_COST = 15;
const ARGON2_MAX_MEMORY_KIB = 256 * 1024;
const ARGON2_MAX_PASSES = 10;
const SCRYPT_MAX_BYTES = 256 * 1024 * 1024;
const PBKDF2_MAX_ITERATIONS = 5_000_000;
const MIN_KEY_BYTES = 16;

function ab64(value: string): Buffer {
  return Buffer.from(value.replace(/\./g, '+'), 'base64');
}

type Parsed =
  | { kind: 'bcrypt'; hash: string }
  | { kind: 'argon2'; hash: string }
  | {
      kind: 'scrypt';
      salt: Buffer;
      key: Buffer;
      options: ScryptOptions & { N: number; r: number; p: number };
    }
  | { kind: 'pbkdf2'; digest: 'sha1' | 'sha256' | 'sha512'; iterations: number; salt: Buffer; key: Buffer };

function parse(stored: string): Parsed | null {
  const bcryptMatch = BCRYPT.exec(stored);
  if (bcryptMatch) {
    const cost = Number(bcryptMatch[1]);
    // $2y$ (PHP) is the same algorithm as $2b$.
    return cost >= 4 && cost <= BCRYPT_MAX_COST
      ? { kind: 'bcrypt', hash: stored.replace(/^\$2y\$/, '$2b$') }
      : null;
  }
  const argon2Match = ARGON2.exec(stored);
  if (argon2Match) {
    const [memory, passes, lanes] = argon2Match.slice(1).map(Number) as [number, number, number];
    return memory <= ARGON2_MAX_MEMORY_KIB && passes >= 1 && passes <= ARGON2_MAX_PASSES && lanes >= 1
      ? { kind: 'argon2', hash: stored }
      : null;
  }
  const scryptMatch = SCRYPT.exec(stored);
  if (scryptMatch) {
    const [ln, r, p] = scryptMatch.slice(1, 4).map(Number) as [number, number, number];
    const N = 2 ** ln;
    const bytes = 128 * N * r;
    const key = ab64(scryptMatch[5]!);
    if (
      ln < 1 ||
      ln > 24 ||
      r < 1 ||
      p < 1 ||
      p > 16 ||
      bytes > SCRYPT_MAX_BYTES ||
      key.length < MIN_KEY_BYTES
    )
      return null;
    return {
      kind: 'scrypt',
      salt: ab64(scryptMatch[4]!),
      key,
      options: { N, r, p, maxmem: bytes * 2 + 1024 * 1024 },
    };
  }
  const pbkdf2Match = PBKDF2.exec(stored);
  if (pbkdf2Match) {
    const iterations = Number(pbkdf2Match[2]);
    const key = ab64(pbkdf2Match[4]!);
    if (iterations < 1 || iterations > PBKDF2_MAX_ITERATIONS || key.length < MIN_KEY_BYTES) return null;
    return {
      kind: 'pbkdf2',
      digest: (pbkdf2Match[1] as 'sha256' | 'sha512' | undefined) ?? 'sha1',
      iterations,
      salt: ab64(pbkdf2Match[3]!),
      key,
    };
  }
  return null;
}

/** The kind of an importable hash, or null when it is none of the accepted forms (or out of bounds). */
export function legacyHashKind(stored: string): LegacyHashKind | null {
  return parse(stored)?.kind ?? null;
}

function derive(
  password: BinaryLike,
  parsed: Extract<Parsed, { kind: 'scrypt' | 'pbkdf2' }>,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const done = (error: Error | null, key: Buffer) => (error ? reject(error) : resolve(key));
    if (parsed.kind === 'scrypt') scrypt(password, parsed.salt, parsed.key.length, parsed.options, done);
    else pbkdf2(password, parsed.salt, parsed.iterations, parsed.key.length, parsed.digest, done);
  });
}

/**
 * What decides the cost of checking `stored` — its kind and parameters, without salt or hash — so an
 * import measures each distinct cost once; null when the hash is of no accepted form.
 */
export function legacyCostKey(stored: string): string | null {
  const parsed = parse(stored);
  if (!parsed) return null;
  switch (parsed.kind) {
    case 'bcrypt':
      return parsed.hash.slice(0, 7);
    case 'argon2':
      return parsed.hash.split('$').slice(0, -2).join('$');
    case 'scrypt':
      return `scrypt:${parsed.options.N}:${parsed.options.r}:${parsed.options.p}:${parsed.key.length}`;
    default:
      return `pbkdf2:${parsed.digest}:${parsed.iterations}:${parsed.key.length}`;
  }
}

/** Whether `password` matches an imported hash; false for anything unparseable. */
export async function verifyLegacyHash(stored: string, password: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  switch (parsed.kind) {
    case 'bcrypt':
      return bcrypt.compare(password, parsed.hash);
    case 'argon2':
      return verifyArgon2(parsed.hash, password);
    default:
      return timingSafeEqual(await derive(password, parsed), parsed.key);
  }
}

/**
 * The CPU time one check of `stored` takes on this machine, in milliseconds: the least of up to three
 * checks with random passwords, stopping at the first within `budgetMs` (or past twice it: plainly over). CPU time, not wall time, so a
 * busy machine does not refuse what an idle one would take (process.cpuUsage counts the thread-pool
 * work of scrypt, PBKDF2 and argon2 too; the import CLI does nothing else meanwhile).
 */
export async function legacyCheckCpuMs(stored: string, budgetMs: number): Promise<number> {
  let least = Infinity;
  for (let run = 0; run < 3 && (run === 0 || (least > budgetMs && least <= 2 * budgetMs)); run++) {
    const before = process.cpuUsage();
    await verifyLegacyHash(stored, randomBytes(12).toString('base64url'));
    const used = process.cpuUsage(before);
    least = Math.min(least, (used.user + used.system) / 1000);
  }
  return least;
}
