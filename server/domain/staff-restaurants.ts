/** The restaurants a staff member works for, as the sign-in answer and the reports list them. */
import { roleAt } from '../../shared/staff/rules';
import { referenceData } from '../db/reference';
import type { StaffMember } from '../db/staff';
import type { AppDeps } from '../deps';

/** The restaurants a staff member works for, with their role at each (a chain admin: every restaurant). */
export async function restaurantsOf(deps: Pick<AppDeps, 'db'>, staff: StaffMember) {
  const reference = await referenceData(deps.db);
  return reference.sites.flatMap((site) => {
    const role = roleAt(staff.grants, site.id);
    return role ? [{ site_id: site.id, site_name: site.name, role }] : [];
  });
}
