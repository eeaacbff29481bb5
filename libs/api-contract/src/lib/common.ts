import { z } from 'zod';

/** Integer from a query string (the typed client passes a number; the URL carries a string). */
export const queryInt = () => z.coerce.number<number>().int();
/** Decimal number from a query string. */
export const queryNumber = () => z.coerce.number<number>();

/** Money in the currency unit with at most 2 decimals (display: 2 decimals, thousands separators). */
export const moneySchema = z.number().finite();
/** A positive amount with at most 2 decimals, as sent by the client. */
export const amountSchema = z
  .number()
  .positive()
  .max(1_000_000_000)
  .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, 'at most 2 decimals');

/** Milliseconds since the epoch. */
export const timestampSchema = z.number().int();

/** Responses without a value: the envelope carries `value: null`. */
export const emptyValue = z.null().optional();

export const pageQuery = (defaultSize: number, maxSize = 200) => ({
  pageNo: queryInt().min(1).default(1),
  pageSize: queryInt().min(1).max(maxSize).default(defaultSize),
});

/** Paged list: `{ list, pageNo, pageSize, total, totalPages }`. */
export const paged = <T extends z.ZodType>(item: T) =>
  z.object({
    list: z.array(item),
    pageNo: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
    totalPages: z.number().int(),
  });

/** Mobile number without the dialling code. */
export const mobileNumSchema = z.string().regex(/^\d{6,15}$/, 'invalid_phone_number');
/** Dialling code as '+55' (a missing '+' is accepted). */
export const dialingCodeSchema = z.string().regex(/^\+?\d{1,4}$/, 'invalid_dialing_code');
/** Human check answer (captcha text). */
export const captchaAnswerSchema = z.string().min(1).max(16);
/** SMS verification code (6 digits from the sandbox; spec max length 255). */
export const verificationCodeSchema = z.string().min(1).max(255);

/** Game categories (lobby routes and vendor menus). */
export const GAME_CATEGORIES = ['ELOTT', 'LOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP', 'ESPORTS', 'INHOUSE'] as const;
export const gameCategorySchema = z.enum(GAME_CATEGORIES);
export type GameCategory = z.infer<typeof gameCategorySchema>;
