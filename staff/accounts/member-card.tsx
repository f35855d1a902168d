import { useSignal } from '@preact/signals';
import { useEffect, useRef } from 'preact/hooks';
import type { StaffRole } from '../../shared/staff/rules';
import { staffAccountsWords } from './accounts-words';
import { staffRefusalWords } from '../shell/shell-words';
import { useWords } from '../shell/context';
import { accountRefusalSentence, grantWords } from './account-phrases';
import type { StaffAccount } from './accounts-api';
import type { AccountsModel } from './accounts-model';

type Grantable = ReadonlyArray<{ site_id: string; site_name: string; roles: StaffRole[] }>;

/** Give a role: a restaurant and a role there, or chain admin; sent at once. */
function GiveRole({
  model,
  member,
  restaurants,
}: {
  model: AccountsModel;
  member: StaffAccount;
  restaurants: Grantable;
}) {
  const T = useWords(staffAccountsWords);
  const choice = useSignal(restaurants[0] ? `${restaurants[0].roles[0]}|${restaurants[0].site_id}` : '');
  const chainAdmin = model.me.value?.grants.some((grant) => grant.site_id === null) ?? false;
  const id = `give-${member.id}`;
  return (
    <form
      class="staff-accounts__give"
      onSubmit={(event) => {
        event.preventDefault();
        const [role, siteId] = choice.value.split('|') as [StaffRole, string];
        void model.give(member, { site_id: role === 'admin' ? null : siteId, role });
      }}
    >
      <label for={id}>{T.change.give()}</label>
      <div class="staff-accounts__row">
        <select id={id} value={choice.value} onChange={(event) => (choice.value = event.currentTarget.value)}>
          {chainAdmin && <option value="admin|">{T.chainAdmin()}</option>}
          {restaurants.flatMap((restaurant) =>
            restaurant.roles.map((role) => (
              <option key={`${role}|${restaurant.site_id}`} value={`${role}|${restaurant.site_id}`}>
                {grantWords(T, { ...restaurant, role })}
              </option>
            )),
          )}
        </select>
        <button type="submit" class="staff-button" disabled={model.busy.value === member.id}>
          {T.change.submit()}
        </button>
      </div>
    </form>
  );
}

/**
 * One member: name, address, roles; Change roles (take one away, give one) and Remove with a confirmation, each
 * offered only when the rules allow it. A refusal of this member's change shows beside them.
 */
export function MemberCard({
  model,
  member,
  restaurants,
}: {
  model: AccountsModel;
  member: StaffAccount;
  restaurants: Grantable;
}) {
  const T = useWords(staffAccountsWords);
  const refusalWords = useWords(staffRefusalWords);
  const editing = useSignal(false);
  const confirming = useSignal(false);
  const keepButton = useRef<HTMLButtonElement>(null);
  const removeButton = useRef<HTMLButtonElement>(null);
  const isMe = model.me.value?.id === member.id;
  const mayRemove = model.may(member, null);
  const mayTakeAway = (index: number) =>
    member.grants.length > 1 &&
    model.may(
      member,
      member.grants.filter((_, other) => other !== index),
    );
  const mayChange = member.grants.some((_, index) => mayTakeAway(index)) || restaurants.length > 0;
  const refusal = model.memberRefusal.value?.id === member.id ? model.memberRefusal.value.refusal : null;
  const busy = model.busy.value === member.id;
  const headingId = `member-${member.id}`;
  useEffect(() => {
    if (confirming.value) keepButton.current?.focus();
  }, [confirming.value]);

  return (
    <li class="staff-card staff-accounts__member" aria-labelledby={headingId}>
      <h3 id={headingId}>
        {member.name} {isMe && <span class="staff-muted">{T.you()}</span>}
      </h3>
      <p class="staff-accounts__email">
        {member.email} · <span lang={member.language}>{T.language[member.language]()}</span>
      </p>
      <ul class="staff-accounts__grants">
        {member.grants.map((grant, index) => (
          <li key={grant.site_id ?? 'chain'}>
            <span>{grantWords(T, grant)}</span>
            {editing.value && mayTakeAway(index) && (
              <button
                type="button"
                class="staff-button"
                disabled={busy}
                aria-label={T.change.takeAway({
                  role: T.role[grant.role](),
                  restaurant: grant.site_name ?? '',
                })}
                onClick={() => void model.takeAway(member, grant)}
              >
                {T.change.takeAwayShort()}
              </button>
            )}
          </li>
        ))}
      </ul>
      {editing.value && member.grants.length === 1 && <p class="staff-muted">{T.change.lastRole()}</p>}
      {editing.value && restaurants.length > 0 && (
        <GiveRole model={model} member={member} restaurants={restaurants} />
      )}
      {refusal && (
        <p role="alert" class="staff-refusal">
          {accountRefusalSentence(T, refusalWords, refusal)}
        </p>
      )}
      {confirming.value ? (
        <div class="staff-accounts__confirm" role="group" aria-labelledby={`${headingId}-question`}>
          <p id={`${headingId}-question`}>{T.remove.question({ name: member.name })}</p>
          <div class="staff-accounts__row">
            <button
              type="button"
              class="staff-button staff-button--danger"
              disabled={busy}
              onClick={async () => {
                if (!(await model.remove(member))) confirming.value = false;
              }}
            >
              {busy ? T.remove.removing() : T.remove.confirm()}
            </button>
            <button
              ref={keepButton}
              type="button"
              class="staff-button"
              onClick={() => {
                confirming.value = false;
                removeButton.current?.focus();
              }}
            >
              {T.remove.keep()}
            </button>
          </div>
        </div>
      ) : (
        (mayChange || mayRemove) && (
          <div class="staff-accounts__row">
            {mayChange && (
              <button
                type="button"
                class="staff-button"
                aria-expanded={editing.value}
                onClick={() => (editing.value = !editing.value)}
              >
                {editing.value ? T.change.close() : T.change.open()}
              </button>
            )}
            {mayRemove && (
              <button
                ref={removeButton}
                type="button"
                class="staff-button"
                aria-label={T.remove.openLabel({ name: member.name })}
                onClick={() => (confirming.value = true)}
              >
                {T.remove.open()}
              </button>
            )}
          </div>
        )
      )}
    </li>
  );
}
