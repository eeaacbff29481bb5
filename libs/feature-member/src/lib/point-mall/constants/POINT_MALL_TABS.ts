/** The tabs of the points mall, in order; the open one is `?mall=<tab>` in the address. */
export const POINT_MALL_TABS = ['rewards', 'convert', 'redemptions', 'history', 'rules'] as const;
export type PointMallTab = (typeof POINT_MALL_TABS)[number];

/** Tabs a guest sees (the others need an account). */
export const GUEST_POINT_MALL_TABS: readonly PointMallTab[] = ['rewards', 'rules'];

export const POINT_MALL_TAB_PARAM = 'mall';
