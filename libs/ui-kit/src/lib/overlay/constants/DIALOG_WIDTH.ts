/** Dialog width in px (spec §9). */
export const DIALOG_WIDTH = 400;
