import type { Location } from '../locations';
import type { Site } from './types';

/** A chain location as a Site, for seeding the server and for lists before the API answered. */
export function siteFromLocation(location: Location, extra: Site['extra'] = {}): Site {
  return {
    id: location.id,
    name: location.name,
    extra,
    city: location.city,
    address: location.street,
    postcode: location.postcode,
    lat: location.latitude,
    long: location.longitude,
    phone: location.phone,
  };
}
