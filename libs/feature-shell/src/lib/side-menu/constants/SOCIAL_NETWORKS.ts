/** Social networks of the side menu: brand config key, platform resource key and product name. */
export const SOCIAL_NETWORKS = [
  { key: 'facebook', resource: 'SOCIAL_FACEBOOK', label: 'Facebook' },
  { key: 'whatsapp', resource: 'SOCIAL_WHATSAPP', label: 'WhatsApp' },
  { key: 'telegram', resource: 'SOCIAL_TELEGRAM', label: 'Telegram' },
] as const;
