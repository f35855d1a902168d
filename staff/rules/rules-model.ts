import { signal } from '@preact/signals';
import type { Block } from '../../shared/staff/blocks';
import type { SheetBooking } from '../../shared/staff/day-sheet';
import type { StayRule } from '../../shared/staff/stay-rules';
import type { AuditEntry, SiteRules } from '../api/answers';
import type { StaffRefusal } from '../api/refusal';
import { createRulesApi, type BlockInput, type RulesApi } from './rules-api';
import type { StaffApp } from '../shell/create-staff-app';

/** What the rules screen last did, for its words: a block added (with the bookings kept inside it) or removed. */
export type BlockNews =
  { kind: 'added'; block: Block; conflicts: SheetBooking[] } | { kind: 'removed'; block: Block };

/**
 * A restaurant's rules as its manager edits them: the blocks, the stay per party size and the audit trail.
 * Only the latest restaurant asked for lands; after each change the audit trail is read again, so it shows it.
 */
export function createRulesModel(api: RulesApi) {
  const siteId = signal<string | null>(null);
  const rules = signal<SiteRules | null>(null);
  const loading = signal(false);
  /** Why the rules could not be read: the screen shows this instead of its sections. */
  const refusal = signal<StaffRefusal | null>(null);
  const audit = signal<AuditEntry[] | null>(null);
  const auditRefusal = signal<StaffRefusal | null>(null);
  const blockNews = signal<BlockNews | null>(null);
  const blockRefusal = signal<StaffRefusal | null>(null);
  /** Blocks whose removal is on its way: their buttons wait. */
  const removing = signal<ReadonlySet<string>>(new Set());
  const removeRefusal = signal<{ blockId: string; refusal: StaffRefusal } | null>(null);
  const staySaved = signal(false);
  const stayRefusal = signal<StaffRefusal | null>(null);
  let latest = 0;

  const setRemoving = (id: string, on: boolean) => {
    const next = new Set(removing.value);
    if (on) next.add(id);
    else next.delete(id);
    removing.value = next;
  };
  /** Changes the rules on screen, if they are still the restaurant's the change was made for. */
  const update = (site: string, change: (current: SiteRules) => SiteRules) => {
    if (siteId.value === site && rules.value) rules.value = change(rules.value);
  };

  /** Reads the audit trail again (quietly: the list stays while it travels). */
  async function loadAudit(): Promise<void> {
    const site = siteId.value;
    if (!site) return;
    const result = await api.audit(site);
    if (siteId.value !== site) return;
    audit.value = result.ok ? result.data.entries : audit.value;
    auditRefusal.value = result.ok ? null : result.refusal;
  }

  return {
    siteId,
    rules,
    loading,
    refusal,
    audit,
    auditRefusal,
    blockNews,
    blockRefusal,
    removing,
    removeRefusal,
    staySaved,
    stayRefusal,
    loadAudit,
    /**
     * Shows a restaurant's rules, and its audit trail when the person may read it; an answer for a restaurant no
     * longer on screen is dropped.
     */
    async load(site: string, withAudit: boolean): Promise<void> {
      const request = ++latest;
      siteId.value = site;
      loading.value = true;
      refusal.value = null;
      rules.value = null;
      audit.value = null;
      for (const reset of [auditRefusal, blockRefusal, removeRefusal, stayRefusal, blockNews])
        reset.value = null;
      staySaved.value = false;
      const [result] = await Promise.all([api.rules(site), withAudit ? loadAudit() : undefined]);
      if (request !== latest) return;
      loading.value = false;
      if (result.ok) rules.value = result.data;
      else refusal.value = result.refusal;
    },
    /** Blocks online booking on a date; the bookings already inside it are kept, and named. */
    async addBlock(block: BlockInput): Promise<boolean> {
      const site = siteId.value;
      if (!site) return false;
      blockRefusal.value = null;
      blockNews.value = null;
      const result = await api.addBlock(site, block);
      if (!result.ok) {
        blockRefusal.value = result.refusal;
        return false;
      }
      const { block: added, conflicts } = result.data;
      update(site, (current) => ({ ...current, blocks: [...current.blocks, added] }));
      blockNews.value = { kind: 'added', block: added, conflicts };
      void loadAudit();
      return true;
    },
    /** Removes a block. One the API no longer knows (404) was removed meanwhile: it leaves the list all the same. */
    async removeBlock(block: Block): Promise<boolean> {
      const site = siteId.value;
      if (!site || removing.value.has(block.id)) return false;
      setRemoving(block.id, true);
      removeRefusal.value = null;
      const result = await api.removeBlock(site, block.id);
      setRemoving(block.id, false);
      const gone = result.ok || (result.refusal.code === 'refused' && result.refusal.status === 404);
      if (!gone) {
        removeRefusal.value = { blockId: block.id, refusal: result.refusal };
        return false;
      }
      update(site, (current) => ({
        ...current,
        blocks: current.blocks.filter((kept) => kept.id !== block.id),
      }));
      blockNews.value = { kind: 'removed', block };
      void loadAudit();
      return true;
    },
    /** Saves the stay per party size (checked on screen first); the rules on screen become what the API stored. */
    async saveStay(stayMinutes: StayRule[]): Promise<boolean> {
      const site = siteId.value;
      if (!site) return false;
      staySaved.value = false;
      stayRefusal.value = null;
      const result = await api.saveStay(site, stayMinutes);
      if (!result.ok) {
        stayRefusal.value = result.refusal;
        return false;
      }
      update(site, (current) => ({ ...current, stay_minutes: result.data.stay_minutes }));
      staySaved.value = true;
      void loadAudit();
      return true;
    },
  };
}

export type RulesModel = ReturnType<typeof createRulesModel>;

/** The rules screen's model in the app, made when the screen first loads (screens.ts). */
export const rulesScreenModel = (app: StaffApp): RulesModel => createRulesModel(createRulesApi(app.api));
