/** Restaurant (site) of SPEC §3, as far as the list and slot rules need it. The API's Site (shared/api/types) fits it. */

/** SPEC §3 image size map, or a single URL. */
type SiteImage = string | { full: string; lg: string; md: string; sm: string };

export interface SiteExtra {
  image?: SiteImage;
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
  city?: string;
  address?: string;
  postcode?: string;
  lat?: number;
  long?: number;
  phone?: string;
}
