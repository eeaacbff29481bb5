/** The betting record's prefix in the address (`?member=personalHistoryCopy&bets.category=RNG&bets.page=2`). */
export const BETS_RECORDS_ID = 'bets';
