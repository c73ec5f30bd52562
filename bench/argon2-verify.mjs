// Raw argon2id verification, one after another on one thread, for `npm run bench`'s password-grant
// baseline: the hash is the bench user's own, read from Passport's database, so the parameters are the
// ones Passport uses. Run pinned to the server core. Prints one JSON line.
import { verifySync } from '@node-rs/argon2';
import Database from 'better-sqlite3';

const { ARGON2_DB, ARGON2_EMAIL, ARGON2_PASSWORD, ARGON2_SECONDS } = process.env;
const db = new Database(ARGON2_DB, { readonly: true, fileMustExist: true });
const { password_hash: hash } = db
  .prepare('SELECT password_hash FROM users WHERE email = ?')
  .get(ARGON2_EMAIL);
db.close();

if (!verifySync(hash, ARGON2_PASSWORD)) throw new Error('the bench password does not verify');
const until = performance.now() + Number(ARGON2_SECONDS) * 1000;
const started = performance.now();
let verified = 0;
while (performance.now() < until) {
  verifySync(hash, ARGON2_PASSWORD);
  verified += 1;
}
const seconds = (performance.now() - started) / 1000;
console.log(JSON.stringify({ perSecond: Math.round((verified / seconds) * 10) / 10, verified, seconds }));
