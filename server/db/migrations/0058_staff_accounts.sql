-- Issue 15: staff accounts managed in the app. A member who leaves is deactivated, not deleted: the audit trail and
-- the visits they marked keep naming them. A deactivated member has no roles and no live session, and signing in
-- with their address answers as for an address nobody has.
alter table staff add column deactivated_at timestamptz;
