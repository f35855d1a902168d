/** The stored shape of a restaurant, its tables and online stops, as the reference data reads them. */
import type { OpeningHours, Site, SiteExtra } from '../../shared/api/types';
import type { StayRule } from '../../shared/staff/stay-rules';

/** How long a party stays by its size, as the manager sets it (shared/staff/stay-rules.ts). */
export type { StayRule };

export interface SiteRow {
  id: string;
  slug: string;
  name: string;
  city: string;
  street: string;
  postcode: string;
  lat: number;
  long: number;
  phone: string;
  /** The restaurant's own address for guests and the chain (migration 0078). */
  email: string;
  parking: string;
  /** How to get there, in English and Dutch (migration 0078). */
  route: string;
  route_nl: string;
  outside_nl_confirmed: boolean;
  /** When a chain admin archived it (no new bookings, in no list), or null (migration 0078). */
  archived_at: Date | null;
  experiences: string[];
  parking_nl: string;
  experiences_nl: string[];
  badges: Site['badges'];
  opening_hours: OpeningHours[];
  extra: Omit<SiteExtra, 'image'>;
  stay_minutes: StayRule[];
  slot_interval_minutes: number;
  /** How long before a slot's start online booking closes (migration 0056; shared/staff/site-settings.ts). */
  lead_minutes: number;
  /** How long before the start a guest may still cancel or change online. */
  cancel_window_minutes: number;
  /** The largest party that books online here (at most MAX_GROUP_ONLINE, shared/constants.ts). */
  max_group_online: number;
  /** The clock rules at the stand (migration 0062; shared/staff/clock-rules.ts). */
  arrive_before_minutes: number;
  no_show_after_minutes: number;
  walk_ins_within_hours: boolean;
  channels: string[];
}

export interface TableRow {
  id: string;
  seating_area_id: string;
  seats: number;
  combinable: boolean;
  /** The tables it may be pushed together with (migration 0068); none anywhere: any combinable of its area. */
  neighbours?: readonly string[];
}

/** A table out of service from one date to another, both included (migration 0069). */
export interface TableOutageRow {
  table_id: string;
  from_date: string;
  to_date: string;
}

export interface OnlineStopRow {
  weekday: number | null;
  date: string | null;
  from_time: string;
  to_time: string;
}

export const SITE_COLUMNS = `s.id, s.slug, s.name, s.city, s.street, s.postcode, s.lat, s.long, s.phone, s.email, s.parking, s.route, s.route_nl, s.outside_nl_confirmed, s.archived_at, s.experiences, s.parking_nl, s.experiences_nl, s.badges,
  s.opening_hours, s.extra, s.stay_minutes, s.slot_interval_minutes, s.lead_minutes, s.cancel_window_minutes, s.max_group_online,
  s.arrive_before_minutes, s.no_show_after_minutes, s.walk_ins_within_hours,
  coalesce((select array_agg(c.channel order by c.channel) from site_channels c where c.site_id = s.id), '{}') as channels`;
