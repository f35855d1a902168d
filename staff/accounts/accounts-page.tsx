import { useEffect, useMemo, useRef } from 'preact/hooks';
import { isChainAdmin, mayManageStaff } from '../../shared/staff/accounts';
import { staffAccountsWords } from './accounts-words';
import { staffRefusalWords, staffShellWords } from '../shell/shell-words';
import { useStaffApp, useWords } from '../shell/context';
import { accountRefusalSentence } from './account-phrases';
import { createAccountsApi } from './accounts-api';
import { createAccountsModel, type Done } from './accounts-model';
import { AddMemberForm } from './add-member-form';
import { MemberCard } from './member-card';
import './accounts.css';

/**
 * The staff accounts at /staff/accounts, a lazy route: who is on the staff with their role at each
 * restaurant, a form to add someone, and per member Change roles and Remove. A chain admin manages everyone; a
 * manager the hosts of their own restaurants (shared/staff/accounts.ts). The heading takes focus when it opens; what a
 * change did is said in a live region.
 */
export function AccountsPage() {
  const app = useStaffApp();
  const T = useWords(staffAccountsWords);
  const refusalWords = useWords(staffRefusalWords);
  const shellWords = useWords(staffShellWords);
  const sharingLink = app.links.linkTo('guestSharing');
  const restaurantsLink = app.links.linkTo('restaurants');
  const heading = useRef<HTMLHeadingElement>(null);
  const staff = app.session.staff.value;
  const model = useMemo(
    () => createAccountsModel(createAccountsApi(app.api), () => app.session.staff.peek()?.id ?? null),
    [app],
  );
  // Roles as /staff/me gives them; a chain admin's are 'admin' at every restaurant.
  const allowed = mayManageStaff(staff?.restaurants ?? []);

  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    if (allowed) void model.load();
  }, [model, allowed]);

  const members = model.members.value;
  const me = model.me.value;
  const restaurants = model.grantable(staff?.restaurants ?? []);
  const doneWords = (done: Done) =>
    done.kind === 'added'
      ? T.done.added({ name: done.name, email: done.email })
      : done.kind === 'saved'
        ? T.done.saved({ name: done.name })
        : T.done.removed({ name: done.name });
  return (
    <div class="staff-accounts">
      <header class="staff-sheet__header">
        <h1 ref={heading} tabIndex={-1}>
          {T.heading()}
        </h1>
        <a class="staff-button staff-button--quiet" href={app.links.address('home')}>
          {T.backToSheet()}
        </a>
        {restaurantsLink && (
          <a class="staff-button staff-button--quiet" href={restaurantsLink}>
            {shellWords.restaurantsLink()}
          </a>
        )}
        {sharingLink && (
          <a class="staff-button staff-button--quiet" href={sharingLink}>
            {shellWords.guestSharingLink()}
          </a>
        )}
      </header>
      <p class="staff-accounts__status" role="status">
        {model.done.value ? doneWords(model.done.value) : ''}
      </p>
      {!allowed ? (
        <p role="alert" class="staff-refusal staff-card">
          {T.notAllowed()}
        </p>
      ) : (
        <>
          {model.listRefusal.value && (
            <p role="alert" class="staff-refusal staff-card">
              {accountRefusalSentence(T, refusalWords, model.listRefusal.value)}
            </p>
          )}
          {model.loading.value && !members && (
            <p role="status" class="staff-card">
              {T.loading()}
            </p>
          )}
          {members && me && (
            <div class="staff-accounts__body">
              <AddMemberForm model={model} restaurants={restaurants} chainAdmin={isChainAdmin(me.grants)} />
              <section class="staff-accounts__list" aria-labelledby="staff-list-heading">
                <h2 id="staff-list-heading">{T.listHeading()}</h2>
                <p class="staff-muted">{T.intro()}</p>
                <ul>
                  {members.map((member) => (
                    <MemberCard key={member.id} model={model} member={member} restaurants={restaurants} />
                  ))}
                </ul>
              </section>
            </div>
          )}
        </>
      )}
    </div>
  );
}
