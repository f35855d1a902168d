/** Restaurant (site), as far as the list and slot rules need it. The API's Site (shared/api/types) fits it. */

/** Image size map, or a single URL. */
type SiteImage = string | { full: string; lg: string; md: string; sm: string };

export interface SiteExtra {
  image?: SiteImage;
  /** Left out of every list the widget shows. */
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
