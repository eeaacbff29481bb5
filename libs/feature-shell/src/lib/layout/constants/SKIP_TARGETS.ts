/** Where the skip links lead (docs/product/phone-layout.md "The shell on a phone"): the page's content and the header's account actions. */
export const CONTENT_ID = 'content';
export const ACCOUNT_ACTIONS_ID = 'account-actions';
