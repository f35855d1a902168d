import { useEffect } from 'preact/hooks';
import { mayDo, type StaffAction } from '../../shared/staff/rules';
import { amsterdamDate } from '../../shared/time/instant';
import { staffRulesWords } from './rules-words';
import { staffSheetWords } from '../sheet/sheet-words';
import { useScreenModel, useStaffApp, useWords } from '../shell/context';
import { AuditSection } from './audit-section';
import { BlocksSection } from './blocks-section';
import { LoadState } from '../shell/load-state';
import { RestaurantScreen } from '../shell/restaurant-screen';
import { StaySection } from './stay-section';
import { rulesScreenModel } from './rules-model';

// The screen table (screens.ts) loads the page and its model's factory together.
export { rulesScreenModel };

/**
 * A restaurant's rules for its manager: the blocks, the stay per party size and the audit trail, each shown
 * as far as the person's role there allows (shared/staff/rules.ts). A host who opens the address reads that these are
 * a manager's; a restaurant not on the account is refused as the day sheet refuses it. The heading takes focus when
 * the page opens, so a screen reader starts at the restaurant.
 */
export function RulesPage({ siteId = '' }: { siteId?: string }) {
  const app = useStaffApp();
  const rulesModel = useScreenModel(rulesScreenModel);
  const T = useWords(staffRulesWords);
  const sheetWords = useWords(staffSheetWords);
  const restaurant = app.session.staff.value?.restaurants.find((candidate) => candidate.site_id === siteId);
  const may = (action: StaffAction) => (restaurant ? mayDo(restaurant.role, action) : false);
  const allowed = may('blocks.edit');
  const readsAudit = may('audit.read');
  const { rules, loading, refusal } = rulesModel;

  useEffect(() => {
    if (allowed) void rulesModel.load(siteId, readsAudit);
  }, [rulesModel, siteId, allowed, readsAudit]);

  const shown = rulesModel.siteId.value === siteId ? rules.value : null;
  const settingsLink = app.links.linkTo('settings', { siteId });
  const whyClosedLink = app.links.linkTo('whyClosed', { siteId, date: amsterdamDate(app.now()) });
  return (
    <RestaurantScreen
      siteId={siteId}
      restaurant={restaurant}
      allowed={allowed}
      className="staff-rules"
      words={{ heading: T.heading(), backToSheet: T.backToSheet(), managersOnly: T.managersOnly() }}
      sideLinks={[
        ...(settingsLink ? [{ href: settingsLink, words: sheetWords.settingsLink() }] : []),
        ...(whyClosedLink ? [{ href: whyClosedLink, words: sheetWords.whyClosedLink() }] : []),
      ]}
    >
      <LoadState refusal={refusal.value} loading={loading.value && !shown} loadingWords={T.loading()} />
      {shown && (
        <div class="staff-rules__body">
          <BlocksSection blocks={shown.blocks} />
          {may('capacity.edit') && <StaySection stored={shown.stay_minutes} />}
          {readsAudit && <AuditSection />}
        </div>
      )}
    </RestaurantScreen>
  );
}
