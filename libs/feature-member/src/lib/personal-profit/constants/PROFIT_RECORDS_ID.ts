/** The profit-and-loss page's prefix in the address (`?member=personalProfit&pnl.preset=custom&pnl.from=…`). */
export const PROFIT_RECORDS_ID = 'pnl';
