/** The account record's prefix in the address (`?member=transactionHistory&ledger.type=bet`). */
export const ACCOUNT_RECORDS_ID = 'ledger';
