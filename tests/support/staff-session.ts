/** A staff member made straight in a PostgreSQL database, for tests that run the server as a process of its own. */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { hashToken, newToken } from '../../server/domain/tokens';

/** A new host of `site` with a session of an hour: the token a day sheet sends (its e-mail is made unique). */
export async function staffSession(databaseUrl: string, site: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const staffId = randomUUID();
    const token = newToken();
    await client.query(
      `insert into staff (id, email, name, created_at) values ($1, $2, 'Test Host', now())`,
      [staffId, `host.${staffId}@example.nl`],
    );
    await client.query(`insert into staff_roles (staff_id, site_id, role) values ($1, $2, 'host')`, [
      staffId,
      site,
    ]);
    await client.query(
      `insert into staff_sessions (token_hash, staff_id, expires_at, created_at) values ($1, $2, now() + interval '1 hour', now())`,
      [hashToken(token), staffId],
    );
    return token;
  } finally {
    await client.end();
  }
}
