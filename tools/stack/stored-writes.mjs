// What a load run's writes must have left in the database (deploy/test/stack.test.mjs).
import assert from 'node:assert/strict';
import { apiCall, cookieFrom } from './http.mjs';

/** Every write answered 2xx is stored: each contact message (by its unique email) and each sign-up. */
export async function assertWritesStored(db, writes) {
  const contact = await db.query('select count(distinct email)::int as n from contact_messages where email = any($1)', [writes.contact]);
  assert.equal(contact.rows[0].n, writes.contact.length);
  const users = await db.query('select count(*)::int as n from users where username = any($1)', [writes.signups]);
  assert.equal(users.rows[0].n, writes.signups.length);
}

/**
 * Contact messages that failed in flight, sent again with their Idempotency-Key as a client would: each is
 * answered 201 and stored exactly once, whether or not the first try had been committed. Returns how many.
 */
export async function assertRetriesStoredOnce(db, baseUrl, failedContacts) {
  for (const { body, key } of failedContacts) {
    const again = await apiCall(baseUrl, '/api/contact', { method: 'POST', json: body, headers: { 'Idempotency-Key': key } });
    assert.equal(again.status, 201, again.body);
  }
  const emails = failedContacts.map((contact) => contact.email);
  const stored = await db.query('select email, count(*)::int as n from contact_messages where email = any($1) group by email', [emails]);
  assert.deepEqual(Object.fromEntries(stored.rows.map((row) => [row.email, row.n])), Object.fromEntries(emails.map((email) => [email, 1])));
  return failedContacts.length;
}

/**
 * Sign-ups that failed in flight, sent again with their Idempotency-Key and password as the site's form
 * does: each is answered 201 (signed in) and exactly one account exists, whether or not the first try had
 * been committed. Returns how many.
 */
export async function assertSignupRetriesStoredOnce(db, baseUrl, failedSignups) {
  for (const { body, key } of failedSignups) {
    const again = await apiCall(baseUrl, '/api/auth/register', { method: 'POST', json: body, headers: { 'Idempotency-Key': key } });
    assert.equal(again.status, 201, again.body);
    assert.ok(cookieFrom(again), 'the retry signs the client in');
  }
  const usernames = failedSignups.map((signup) => signup.username);
  const stored = await db.query('select username, count(*)::int as n from users where username = any($1) group by username', [usernames]);
  assert.deepEqual(Object.fromEntries(stored.rows.map((row) => [row.username, row.n])), Object.fromEntries(usernames.map((name) => [name, 1])));
  return failedSignups.length;
}
