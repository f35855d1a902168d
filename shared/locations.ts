/**
 * The chain's 37 fictional Dutch restaurant locations. Ids are fixed UUIDs so the server seed,
 * the widget and the promotion lists all point at the same restaurant across restarts.
 */
export interface Location {
  /** Stable UUID, used as the site id by the API. */
  readonly id: string;
  /** Short URL-safe name, e.g. for the demo host site. */
  readonly slug: string;
  readonly name: string;
  readonly city: string;
  readonly street: string;
  readonly postcode: string;
  readonly latitude: number;
  readonly longitude: number;
  /** International format, +31 ... */
  readonly phone: string;
}

export const LOCATIONS: readonly Location[] = Object.freeze([
  {
    id: '1b8742b7-4076-495b-ac5e-52bc563c2a01',
    slug: 'amsterdam-centrum',
    name: 'Tafel Amsterdam',
    city: 'Amsterdam',
    street: 'Damrak 71',
    postcode: '1012 LM',
    latitude: 52.3747,
    longitude: 4.8986,
    phone: '+31 20 555 0101',
  },
  {
    id: 'f33c6e62-74dc-462f-9fbe-a4a73396c75a',
    slug: 'rotterdam',
    name: 'Tafel Rotterdam',
    city: 'Rotterdam',
    street: 'Coolsingel 42',
    postcode: '3011 AD',
    latitude: 51.9225,
    longitude: 4.4792,
    phone: '+31 10 555 0102',
  },
  {
    id: '582b3c5d-ebf3-4dc7-beb3-546e98d63c23',
    slug: 'den-haag',
    name: 'Tafel Den Haag',
    city: 'Den Haag',
    street: 'Spui 24',
    postcode: '2511 BM',
    latitude: 52.0771,
    longitude: 4.3142,
    phone: '+31 70 555 0103',
  },
  {
    id: 'a7afeeac-11ad-44be-a743-81ff54295eab',
    slug: 'utrecht',
    name: 'Tafel Utrecht',
    city: 'Utrecht',
    street: 'Oudegracht 158',
    postcode: '3511 AZ',
    latitude: 52.0907,
    longitude: 5.1214,
    phone: '+31 30 555 0104',
  },
  {
    id: 'c91332cb-a0de-4df6-b5fb-4099989bb2b6',
    slug: 'eindhoven',
    name: 'Tafel Eindhoven',
    city: 'Eindhoven',
    street: 'Stratumseind 12',
    postcode: '5611 ER',
    latitude: 51.4381,
    longitude: 5.4818,
    phone: '+31 40 555 0105',
  },
  {
    id: 'ab39b935-647f-4ae1-b162-bbdee2c150c3',
    slug: 'groningen',
    name: 'Tafel Groningen',
    city: 'Groningen',
    street: 'Grote Markt 9',
    postcode: '9711 LV',
    latitude: 53.2194,
    longitude: 6.5665,
    phone: '+31 50 555 0106',
  },
  {
    id: '5f853133-affc-41dd-b9bc-f5b846205eb9',
    slug: 'tilburg',
    name: 'Tafel Tilburg',
    city: 'Tilburg',
    street: 'Heuvelring 33',
    postcode: '5038 CL',
    latitude: 51.5555,
    longitude: 5.0913,
    phone: '+31 13 555 0107',
  },
  {
    id: '091a0f4f-4905-475c-8226-0eab1fabaad9',
    slug: 'almere',
    name: 'Tafel Almere',
    city: 'Almere',
    street: 'Stadhuisplein 5',
    postcode: '1315 HR',
    latitude: 52.3702,
    longitude: 5.2141,
    phone: '+31 36 555 0108',
  },
  {
    id: 'b5d9f97a-0cbc-4e86-9bb3-d9d8ec90e8b5',
    slug: 'breda',
    name: 'Tafel Breda',
    city: 'Breda',
    street: 'Grote Markt 27',
    postcode: '4811 XP',
    latitude: 51.5888,
    longitude: 4.7758,
    phone: '+31 76 555 0109',
  },
  {
    id: 'c3bf95e7-fdcd-4f07-a101-3deec64554b4',
    slug: 'nijmegen',
    name: 'Tafel Nijmegen',
    city: 'Nijmegen',
    street: 'Grote Markt 18',
    postcode: '6511 KB',
    latitude: 51.8475,
    longitude: 5.8625,
    phone: '+31 24 555 0110',
  },
  {
    id: 'ee521acc-0805-4366-9fe0-89203321055f',
    slug: 'apeldoorn',
    name: 'Tafel Apeldoorn',
    city: 'Apeldoorn',
    street: 'Hoofdstraat 120',
    postcode: '7311 BC',
    latitude: 52.2112,
    longitude: 5.9699,
    phone: '+31 55 555 0111',
  },
  {
    id: '562d517a-30dc-45c3-852b-ece0fa12f939',
    slug: 'haarlem',
    name: 'Tafel Haarlem',
    city: 'Haarlem',
    street: 'Grote Markt 14',
    postcode: '2011 RD',
    latitude: 52.3812,
    longitude: 4.6368,
    phone: '+31 23 555 0112',
  },
  {
    id: 'c4b3d718-eba8-477b-be2e-87ee86074e02',
    slug: 'arnhem',
    name: 'Tafel Arnhem',
    city: 'Arnhem',
    street: 'Korenmarkt 8',
    postcode: '6811 GW',
    latitude: 51.9851,
    longitude: 5.8987,
    phone: '+31 26 555 0113',
  },
  {
    id: 'a58d7914-08e3-4855-bace-ce4698a37694',
    slug: 'enschede',
    name: 'Tafel Enschede',
    city: 'Enschede',
    street: 'Oude Markt 21',
    postcode: '7511 GB',
    latitude: 52.2215,
    longitude: 6.8937,
    phone: '+31 53 555 0114',
  },
  {
    id: 'c789a587-6bf6-469f-967c-71c3eccf259f',
    slug: 'amersfoort',
    name: 'Tafel Amersfoort',
    city: 'Amersfoort',
    street: 'Hof 17',
    postcode: '3811 CJ',
    latitude: 52.1561,
    longitude: 5.3878,
    phone: '+31 33 555 0115',
  },
  {
    id: '64078f87-6fa0-40de-ad42-7126638dd5cc',
    slug: 'zaandam',
    name: 'Tafel Zaandam',
    city: 'Zaandam',
    street: 'Gedempte Gracht 60',
    postcode: '1506 CH',
    latitude: 52.4389,
    longitude: 4.826,
    phone: '+31 75 555 0116',
  },
  {
    id: 'f5953adb-8724-4923-813c-73da0aaacb18',
    slug: 'den-bosch',
    name: "Tafel 's-Hertogenbosch",
    city: "'s-Hertogenbosch",
    street: 'Markt 35',
    postcode: '5211 JV',
    latitude: 51.6978,
    longitude: 5.3037,
    phone: '+31 73 555 0117',
  },
  {
    id: '65c32a3f-f34a-4be6-9c1b-6eb925a14432',
    slug: 'zwolle',
    name: 'Tafel Zwolle',
    city: 'Zwolle',
    street: 'Grote Markt 3',
    postcode: '8011 LV',
    latitude: 52.5168,
    longitude: 6.083,
    phone: '+31 38 555 0118',
  },
  {
    id: '61b097eb-52c6-44e2-beed-4b60b07f22b2',
    slug: 'leiden',
    name: 'Tafel Leiden',
    city: 'Leiden',
    street: 'Breestraat 88',
    postcode: '2311 CS',
    latitude: 52.1601,
    longitude: 4.497,
    phone: '+31 71 555 0119',
  },
  {
    id: 'a84df386-376c-4218-9d0e-79694ef5d36c',
    slug: 'maastricht',
    name: 'Tafel Maastricht',
    city: 'Maastricht',
    street: 'Vrijthof 45',
    postcode: '6211 LE',
    latitude: 50.8514,
    longitude: 5.691,
    phone: '+31 43 555 0120',
  },
  {
    id: 'e95fc14b-3439-421b-9ad0-71c4c754adcd',
    slug: 'dordrecht',
    name: 'Tafel Dordrecht',
    city: 'Dordrecht',
    street: 'Voorstraat 210',
    postcode: '3311 ER',
    latitude: 51.8133,
    longitude: 4.6901,
    phone: '+31 78 555 0121',
  },
  {
    id: '1c5b3bda-2f3e-40a9-a0e1-891e9f88497a',
    slug: 'zoetermeer',
    name: 'Tafel Zoetermeer',
    city: 'Zoetermeer',
    street: 'Promenade 54',
    postcode: '2711 AL',
    latitude: 52.0575,
    longitude: 4.4931,
    phone: '+31 79 555 0122',
  },
  {
    id: '1b41f751-2801-4d9d-9fc9-60242f308caa',
    slug: 'deventer',
    name: 'Tafel Deventer',
    city: 'Deventer',
    street: 'Brink 62',
    postcode: '7411 BV',
    latitude: 52.255,
    longitude: 6.1639,
    phone: '+31 570 555 123',
  },
  {
    id: 'adeec824-ddcc-4eca-a3cc-03298572e266',
    slug: 'delft',
    name: 'Tafel Delft',
    city: 'Delft',
    street: 'Markt 50',
    postcode: '2611 GW',
    latitude: 52.0116,
    longitude: 4.3571,
    phone: '+31 15 555 0124',
  },
  {
    id: '31e5dd67-83d4-46bb-9960-492f33b05e72',
    slug: 'alkmaar',
    name: 'Tafel Alkmaar',
    city: 'Alkmaar',
    street: 'Waagplein 11',
    postcode: '1811 JP',
    latitude: 52.6324,
    longitude: 4.7534,
    phone: '+31 72 555 0125',
  },
  {
    id: '7b7498a0-03b3-41f8-b5af-5fa6e8787fe1',
    slug: 'venlo',
    name: 'Tafel Venlo',
    city: 'Venlo',
    street: 'Markt 19',
    postcode: '5911 HK',
    latitude: 51.3704,
    longitude: 6.1724,
    phone: '+31 77 555 0126',
  },
  {
    id: 'eeea3e02-0537-4a3c-be81-c3af3d9fc479',
    slug: 'leeuwarden',
    name: 'Tafel Leeuwarden',
    city: 'Leeuwarden',
    street: 'Nieuwestad 74',
    postcode: '8911 CR',
    latitude: 53.2012,
    longitude: 5.7999,
    phone: '+31 58 555 0127',
  },
  {
    id: '1f23e89d-3fc7-453d-98a8-121f9a4edd2f',
    slug: 'hilversum',
    name: 'Tafel Hilversum',
    city: 'Hilversum',
    street: 'Kerkbrink 6',
    postcode: '1211 BX',
    latitude: 52.2292,
    longitude: 5.1669,
    phone: '+31 35 555 0128',
  },
  {
    id: '701c995c-a675-4ec0-ab0f-98a4aac4a45f',
    slug: 'heerlen',
    name: 'Tafel Heerlen',
    city: 'Heerlen',
    street: 'Pancratiusplein 30',
    postcode: '6411 JM',
    latitude: 50.8882,
    longitude: 5.9795,
    phone: '+31 45 555 0129',
  },
  {
    id: '607e496d-aa71-4a7c-b775-3815c98d1d0a',
    slug: 'roosendaal',
    name: 'Tafel Roosendaal',
    city: 'Roosendaal',
    street: 'Markt 40',
    postcode: '4701 PC',
    latitude: 51.5308,
    longitude: 4.4653,
    phone: '+31 165 555 130',
  },
  {
    id: '94b9ad89-5b6f-4f70-8476-fc0962ef9b72',
    slug: 'oss',
    name: 'Tafel Oss',
    city: 'Oss',
    street: 'Heuvel 15',
    postcode: '5341 CZ',
    latitude: 51.765,
    longitude: 5.518,
    phone: '+31 412 555 131',
  },
  {
    id: '3dcbe9c6-0b08-4ae3-b2cb-422e6f067ad9',
    slug: 'helmond',
    name: 'Tafel Helmond',
    city: 'Helmond',
    street: 'Markt 22',
    postcode: '5701 RK',
    latitude: 51.4793,
    longitude: 5.657,
    phone: '+31 492 555 132',
  },
  {
    id: 'a73a2525-7a40-4e63-aef4-04faa36403c5',
    slug: 'gouda',
    name: 'Tafel Gouda',
    city: 'Gouda',
    street: 'Markt 36',
    postcode: '2801 JJ',
    latitude: 52.0115,
    longitude: 4.7104,
    phone: '+31 182 555 133',
  },
  {
    id: '755cf37a-cc1f-49dd-b614-a7466aca5aeb',
    slug: 'emmen',
    name: 'Tafel Emmen',
    city: 'Emmen',
    street: 'Noorderstraat 8',
    postcode: '7811 BA',
    latitude: 52.7858,
    longitude: 6.8976,
    phone: '+31 591 555 134',
  },
  {
    id: 'ccdd1f90-5b51-4fe0-a005-6bb274add749',
    slug: 'ede',
    name: 'Tafel Ede',
    city: 'Ede',
    street: 'Grotestraat 77',
    postcode: '6711 AM',
    latitude: 52.0402,
    longitude: 5.6649,
    phone: '+31 318 555 135',
  },
  {
    id: '6371e3c6-ac1b-4ca9-9973-5828082abddb',
    slug: 'middelburg',
    name: 'Tafel Middelburg',
    city: 'Middelburg',
    street: 'Markt 65',
    postcode: '4331 LK',
    latitude: 51.4988,
    longitude: 3.6136,
    phone: '+31 118 555 136',
  },
  {
    id: '720af539-4799-4178-b33d-194552ba0a28',
    slug: 'assen',
    name: 'Tafel Assen',
    city: 'Assen',
    street: 'Brink 13',
    postcode: '9401 HS',
    latitude: 52.9925,
    longitude: 6.5649,
    phone: '+31 592 555 137',
  },
]);

const BY_ID: ReadonlyMap<string, Location> = new Map(LOCATIONS.map((location) => [location.id, location]));
const BY_SLUG: ReadonlyMap<string, Location> = new Map(
  LOCATIONS.map((location) => [location.slug, location]),
);

/** The location with this id, or undefined. */
export function locationById(id: string): Location | undefined {
  return BY_ID.get(id);
}

/** The location with this slug, or undefined. */
export function locationBySlug(slug: string): Location | undefined {
  return BY_SLUG.get(slug);
}

// Subsets are written by slug so a reader sees which restaurants they are; a typo fails at load.
function idsOf(slugs: readonly string[]): readonly string[] {
  return Object.freeze(
    slugs.map((slug) => {
      const location = BY_SLUG.get(slug);
      if (!location) throw new Error(`Unknown location slug: ${slug}`);
      return location.id;
    }),
  );
}

function allSlugsExcept(excluded: readonly string[]): readonly string[] {
  return LOCATIONS.map((location) => location.slug).filter((slug) => !excluded.includes(slug));
}

/** Voucher promotions run at every location (the voucher list is every location). */
export const VOUCHER_LOCATION_IDS: readonly string[] = idsOf(LOCATIONS.map((location) => location.slug));

/** Offer promotions run at 35 locations: the two newest franchises (Emmen, Middelburg) do not join. */
export const OFFER_LOCATION_IDS: readonly string[] = idsOf(allSlugsExcept(['emmen', 'middelburg']));

/** The steak menu runs at 34 locations: the offer locations minus Assen, whose grill is too small. */
export const STEAK_MENU_LOCATION_IDS: readonly string[] = idsOf(
  allSlugsExcept(['emmen', 'middelburg', 'assen']),
);
