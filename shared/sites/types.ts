/** Restaurant (site) of SPEC §3, as listed by GET /sites. */

export interface SiteExtra {
  image?: string;
  /** Left out of every list the widget shows (SPEC §5). */
  exclude_from_atbl?: boolean;
  /** Earliest slot shown for this site, 'HH:mm', inclusive. */
  min_atbl_timeslot?: string;
  /** Latest slot shown for this site, 'HH:mm', inclusive. */
  max_atbl_timeslot?: string;
}

export interface Site {
  /** UUID; the same as the location id in shared/locations. */
  id: string;
  name: string;
  extra: SiteExtra;
  slug?: string;
  city?: string;
  street?: string;
  postcode?: string;
  latitude?: number;
  longitude?: number;
  phone?: string;
}
