import { useSignal } from '@preact/signals';
import type { Language } from '../../shared/constants';
import type { StaffRole } from '../../shared/staff/rules';
import { staffAccountsWords } from './accounts-words';
import { staffRefusalWords } from '../shell/shell-words';
import { useWords } from '../shell/context';
import { accountRefusalSentence } from './account-phrases';
import type { AccountsModel } from './accounts-model';

/**
 * Name, e-mail, the language of their e-mails, and one role (more are given on the list): checked by the API's own
 * schema and rules before it is sent. A manager is offered hosts of their own restaurants only.
 */
export function AddMemberForm({
  model,
  restaurants,
  chainAdmin,
}: {
  model: AccountsModel;
  restaurants: ReadonlyArray<{ site_id: string; site_name: string; roles: StaffRole[] }>;
  chainAdmin: boolean;
}) {
  const T = useWords(staffAccountsWords);
  const refusalWords = useWords(staffRefusalWords);
  const name = useSignal('');
  const email = useSignal('');
  const language = useSignal<Language>('nl');
  const role = useSignal<StaffRole>('host');
  const siteId = useSignal(restaurants.length === 1 ? restaurants[0]!.site_id : '');
  const roles: StaffRole[] = chainAdmin ? ['host', 'manager', 'admin'] : ['host'];
  const refusal = model.formRefusal.value;
  const adding = model.busy.value === 'add';
  return (
    <form
      class="staff-card staff-accounts__add"
      aria-labelledby="add-member-heading"
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        const added = await model.add({
          name: name.value,
          email: email.value,
          language: language.value,
          role: role.value,
          siteId: siteId.value,
        });
        if (added) name.value = email.value = '';
      }}
    >
      <h2 id="add-member-heading">{T.add.heading()}</h2>
      {!chainAdmin && <p class="staff-muted">{T.add.managerHint()}</p>}
      <div class="staff-accounts__fields">
        <div>
          <label for="member-name">{T.add.name()}</label>
          <input
            id="member-name"
            autocomplete="off"
            value={name.value}
            onInput={(event) => (name.value = event.currentTarget.value)}
          />
        </div>
        <div>
          <label for="member-email">{T.add.email()}</label>
          <input
            id="member-email"
            type="email"
            autocomplete="off"
            aria-describedby="member-email-hint"
            value={email.value}
            onInput={(event) => (email.value = event.currentTarget.value)}
          />
          <p id="member-email-hint" class="staff-muted staff-accounts__hint">
            {T.add.emailHint()}
          </p>
        </div>
        <div>
          <label for="member-language">{T.add.language()}</label>
          <select
            id="member-language"
            value={language.value}
            onChange={(event) => (language.value = event.currentTarget.value as Language)}
          >
            <option value="nl" lang="nl">
              {T.language.nl()}
            </option>
            <option value="en" lang="en">
              {T.language.en()}
            </option>
          </select>
        </div>
        <div>
          <label for="member-role">{T.add.role()}</label>
          <select
            id="member-role"
            value={role.value}
            onChange={(event) => (role.value = event.currentTarget.value as StaffRole)}
          >
            {roles.map((option) => (
              <option key={option} value={option}>
                {T.role[option]()}
              </option>
            ))}
          </select>
        </div>
        {role.value !== 'admin' && (
          <div>
            <label for="member-restaurant">{T.add.restaurant()}</label>
            <select
              id="member-restaurant"
              value={siteId.value}
              onChange={(event) => (siteId.value = event.currentTarget.value)}
            >
              <option value="">—</option>
              {restaurants.map((restaurant) => (
                <option key={restaurant.site_id} value={restaurant.site_id}>
                  {restaurant.site_name}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>
      {refusal && (
        <p role="alert" class="staff-refusal">
          {accountRefusalSentence(T, refusalWords, refusal)}
        </p>
      )}
      <button type="submit" class="staff-button staff-button--primary" disabled={adding}>
        {adding ? T.add.adding() : T.add.submit()}
      </button>
    </form>
  );
}
