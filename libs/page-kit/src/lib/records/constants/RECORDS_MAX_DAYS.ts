/** The longest range a records page queries (docs/product/forms-and-records.md): 90 days, both ends included. */
export const RECORDS_MAX_DAYS = 90;
