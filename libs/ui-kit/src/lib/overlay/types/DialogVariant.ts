/** The kind of a `Dialog`: its icon and its buttons' emphasis. */
export type DialogVariant = 'info' | 'warning' | 'confirm';
