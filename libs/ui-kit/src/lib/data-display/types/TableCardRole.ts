/**
 * Where a column shows in the card of its row on a phone (docs/product/phone-layout.md "Records"):
 * `title` the card's heading (one column), `subtitle` a small line under it, `key` a figure on the
 * card, `detail` only in the row's detail view, `action` a button row on the card, `hidden` nowhere
 * on a phone (a column that repeats another).
 */
export type TableCardRole = 'title' | 'subtitle' | 'key' | 'detail' | 'action' | 'hidden';
