import { z } from 'zod';
import { defineEndpoint, noParams } from '../endpoint';

/** 0 normal, 1 maintenance, 2 region (IP) restriction — spec §4. */
export const systemStatusCodeSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export type SystemStatusCode = z.infer<typeof systemStatusCodeSchema>;

export const systemStatusSchema = z.object({
  status: systemStatusCodeSchema,
  /** The visitor as the platform sees them; shown on the IP-restriction page. */
  ip: z.string(),
  country: z.string(),
  /** Optional operator text for the maintenance page. */
  message: z.string().optional(),
});
export type SystemStatus = z.infer<typeof systemStatusSchema>;

export const systemStatusEndpoint = defineEndpoint({
  name: 'systemStatus',
  method: 'GET',
  path: '/wps/system/status',
  auth: false,
  encrypted: false,
  request: noParams,
  response: systemStatusSchema,
  description: 'System status: 0 normal, 1 maintenance, 2 IP restriction (with the visitor ip and country).',
  chosen: ['method GET', 'value shape { status, ip, country, message? }'],
});
