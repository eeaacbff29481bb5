/** Product names, the same in every language. */
export const APP_PLATFORM_NAMES = { android: 'Android', ios: 'iOS' } as const;
