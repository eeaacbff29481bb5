/**
 * The vendor (vassalage) of a lottery game code: the platform's codes are `<VENDOR>_<nnn>`
 * (`VNLOTT_001`, `TCG_003`); lottery menus carry no vendor field.
 */
export function lotteryVendorOf(gameCode: string): string {
  const [vendor] = gameCode.split('_');
  return vendor || gameCode;
}
