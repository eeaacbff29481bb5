/** Default modal width in px (spec §9). */
export const MODAL_WIDTH = 600;
