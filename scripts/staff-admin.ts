/**
 * Creates a chain admin of the staff app (docs/staff.md): in production the first one comes from here, and they add the
 * others. Uses the same database as the server (DATABASE_URL, else the PGlite data folder DATA_DIR), migrated first.
 *
 *   npm run staff:admin -- --email eva@chain.example --name "Eva de Boer" [--language en]
 */
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import * as v from 'valibot';
import { EmailSchema, LanguageSchema, NameSchema } from '../shared/api/requests';
import { configFromEnv } from '../server/config';
import { openDatabase } from '../server/db/client';
import { migrate } from '../server/db/migrate';
import { findStaffByEmail, insertStaff } from '../server/db/staff';

const AdminSchema = v.object({
  email: EmailSchema,
  name: NameSchema,
  language: v.optional(LanguageSchema, 'nl'),
});

const { values } = parseArgs({
  options: { email: { type: 'string' }, name: { type: 'string' }, language: { type: 'string' } },
});
const parsed = v.safeParse(AdminSchema, values);
if (!parsed.success) {
  console.error(
    `Give the admin's e-mail address and name: npm run staff:admin -- --email eva@chain.example --name "Eva de Boer" (${parsed.issues.map((issue) => `${v.getDotPath(issue)}: ${issue.message}`).join(', ')})`,
  );
  process.exit(2);
}
const admin = parsed.output;
const config = configFromEnv(process.env);
const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrate(db);
  await insertStaff(
    db,
    { id: randomUUID(), ...admin, grants: [{ site_id: null, role: 'admin' }] },
    Date.now(),
  );
  const staff = await findStaffByEmail(db, admin.email);
  console.log(`${staff?.name} <${admin.email}> is a chain admin: sign in at /staff with this address.`);
} finally {
  await db.close();
}
