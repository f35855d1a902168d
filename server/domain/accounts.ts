/**
 * Who holds a contact (the README's "Who can see what"). A phone number or e-mail address counts
 * as a guest's only once a code sent to it was entered; until then it is only what someone typed. So:
 * - a sign-up (POST /users) never joins a contact to a guest who proved another one: a typed contact that such a
 *   guest never proved goes with the newer claim, which pairs it with a contact of its own;
 * - a code proves the contact it went to, and only that one: proving a contact that sits, unproven, beside a
 *   contact someone already proved gives it a guest of its own (the two may be different people), and the sessions
 *   that relied on the old pairing end;
 * - a session sees its guest's bookings and those made with the contact it proved (db/reservations `heldBy`).
 */
import type { Db, Queryable } from '../db/client';
import { LOCK_SPACES, locksOn, takeLocks } from '../db/locks';
import {
  fillContact,
  findUserByContact,
  findUserById,
  insertUser,
  markContactProven,
  releaseContact,
  replaceUnprovenClaim,
  revokeSessions,
  type NewUser,
  type ProvenContact,
  type UserRow,
} from '../db/users';

type Kind = ProvenContact['kind'];
const KINDS: readonly Kind[] = ['phone', 'email'];
const otherKind = (kind: Kind): Kind => (kind === 'phone' ? 'email' : 'phone');
const contactOf = (user: Pick<NewUser, 'email' | 'phone_number'>, kind: Kind): string | null =>
  kind === 'phone' ? user.phone_number : user.email;
const isProven = (user: UserRow, kind: Kind): boolean =>
  contactOf(user, kind) !== null && (kind === 'phone' ? user.phone_proven_at : user.email_proven_at) !== null;

/**
 * Serialises everything that moves these contacts between guests (claims, proofs) for the rest of the transaction.
 * Locks are taken in one order, so two transactions never wait on each other in a circle.
 */
async function lockContacts(tx: Queryable, contacts: readonly string[]): Promise<void> {
  await takeLocks(tx, locksOn(LOCK_SPACES.contact, contacts));
}

/**
 * A typed contact that is not its holder's to keep against this claim: the holder never proved it, proved their
 * other contact, and the claim pairs it with a different one. Someone typed it beside their own proven contact;
 * it goes with the newer claim.
 */
function isStray(holder: UserRow, kind: Kind, claim: NewUser): boolean {
  const other = otherKind(kind);
  return (
    !isProven(holder, kind) && isProven(holder, other) && contactOf(holder, other) !== contactOf(claim, other)
  );
}

/**
 * POST /users: finds or makes the guest of a claim (names and both contacts). Never changes a contact its holder
 * proved. A guest who proved nothing takes the newer claim whole (a typo corrected on the code step); a guest who
 * proved one contact and has none of the other kind is given the claim's, unproven; a phone number nobody holds
 * gets a guest of its own, so a code can be texted to it.
 */
export async function claimAccount(db: Pick<Db, 'transaction'>, claim: NewUser, now: number): Promise<void> {
  await db.transaction(async (tx) => {
    const contacts = KINDS.map((kind) => contactOf(claim, kind)).filter((value) => value !== null);
    await lockContacts(tx, contacts);
    const holders = async () => {
      const found = new Map<Kind, UserRow | undefined>();
      for (const kind of KINDS) {
        const value = contactOf(claim, kind);
        found.set(kind, value === null ? undefined : await findUserByContact(tx, { kind, value }));
      }
      return found;
    };
    for (const [kind, holder] of await holders())
      if (holder && isStray(holder, kind, claim)) await releaseContact(tx, holder.id, kind);
    const found = await holders();
    const byPhone = found.get('phone');
    const byEmail = found.get('email');
    if (!byPhone && !byEmail) {
      await insertUser(tx, claim, now);
      return;
    }
    // Both held (by one guest, or by two who each keep theirs): nothing to join.
    if (byPhone && byEmail) return;
    const holder = (byPhone ?? byEmail) as UserRow;
    const missing: Kind = byPhone ? 'email' : 'phone';
    const value = contactOf(claim, missing);
    if (!isProven(holder, 'phone') && !isProven(holder, 'email')) {
      await replaceUnprovenClaim(tx, holder.id, claim);
    } else if (value !== null && contactOf(holder, missing) === null) {
      await fillContact(tx, holder.id, { kind: missing, value });
    } else if (value !== null && missing === 'phone') {
      // The e-mail's guest has another phone: this number joins nobody, but a code must reach it.
      await insertUser(tx, { ...claim, email: null }, now);
    }
  });
}

/**
 * A sign-in code was entered: `proven` is the contact it went to. Answers the guest the new session belongs to,
 * which is the contact's holder, except when the contact sat unproven beside a contact someone already proved: then
 * it moves to a guest of its own (names and language copied), and the old guest's sessions end. A contact nobody
 * holds any more (moved by a newer claim after the code went out) gets a guest of its own.
 */
export async function proveContact(
  tx: Queryable,
  asker: string,
  proven: ProvenContact,
  now: number,
): Promise<string> {
  await lockContacts(tx, [proven.value]);
  const holder = await findUserByContact(tx, proven);
  const other = otherKind(proven.kind);
  const ownGuest = async (from: UserRow | undefined) => {
    const created = await insertUser(
      tx,
      {
        first_name: from?.first_name ?? '',
        last_name: from?.last_name ?? '',
        language: from?.language ?? 'en',
        // Consent is the person's who gave it, recorded with its words (./consent): a new guest starts without.
        subscribed: false,
        email: proven.kind === 'email' ? proven.value : null,
        phone_number: proven.kind === 'phone' ? proven.value : null,
      },
      now,
    );
    if (!created) throw new Error(`the contact ${proven.kind} was taken inside its lock`);
    await markContactProven(tx, created.id, proven.kind, now);
    return created.id;
  };
  if (!holder) return ownGuest(await findUserById(tx, asker));
  if (isProven(holder, proven.kind)) return holder.id;
  if (isProven(holder, other)) {
    await releaseContact(tx, holder.id, proven.kind);
    await revokeSessions(tx, holder.id, now);
    return ownGuest(holder);
  }
  await markContactProven(tx, holder.id, proven.kind, now);
  return holder.id;
}

/**
 * A signed-in guest puts a phone number or e-mail address on their own profile (PATCH /users/me). Another guest who
 * proved it keeps it (answers false). One who holds it unproven gives it up, as a claim or a proof takes a contact
 * that sits unproven beside a proven one: `proven` (a code sent to it was entered) also ends that guest's sessions,
 * as proveContact does; a number saved without a code (one that cannot be texted) moves nothing more.
 */
export async function takeContact(
  tx: Queryable,
  userId: string,
  contact: ProvenContact,
  options: { proven: boolean; now: number },
): Promise<boolean> {
  await lockContacts(tx, [contact.value]);
  const holder = await findUserByContact(tx, contact);
  if (!holder || holder.id === userId) return true;
  if (isProven(holder, contact.kind)) return false;
  await releaseContact(tx, holder.id, contact.kind);
  if (options.proven) await revokeSessions(tx, holder.id, options.now);
  return true;
}

/** Whether another guest than `userId` proved the contact (theirs to keep; an unproven one can be taken over). */
export async function isProvenByAnother(
  db: Queryable,
  userId: string,
  contact: ProvenContact,
): Promise<boolean> {
  const holder = await findUserByContact(db, contact);
  return holder !== undefined && holder.id !== userId && isProven(holder, contact.kind);
}
