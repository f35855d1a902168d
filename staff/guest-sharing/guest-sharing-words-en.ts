/** The guest-record sharing screen's words in English. The Dutch (guest-sharing-words-nl.ts) has the same keys. */
export const guestSharingWords = {
  heading: 'Guest records shared',
  back: 'Back',
  intro:
    'A guest’s record holds their visits, no-shows and cancellations and the tags and notes the restaurants keep. Choose which restaurants of the chain see what happened at another. Staff always see their own restaurant’s part, and every restaurant they work at.',
  notAllowed: 'Only a chain admin sets this.',
  loading: 'Loading the setting…',
  legend: 'Guest records are shared between',
  mode: {
    all: 'All restaurants of the chain',
    own: 'Only the restaurant where the visit was',
    chosen: 'A chosen list of restaurants',
  },
  chosenLegend: 'Restaurants that share with each other',
  chosenHint: 'Choose at least two. The others see only their own part.',
  save: 'Save',
  saving: 'Saving…',
  saved: 'Saved: the restaurants see guest records this way from now on.',
  tooFew: 'Choose at least two restaurants to share between.',
  unknownSite: 'A chosen restaurant is not one of the chain. Reload and choose again.',
} as const;
