import type { BrandConfigInput } from '@portal/brand';

/**
 * The Portal VN brand (merchant VN001): Vietnamese first, English too; VND shown as `1.000.000 ₫`;
 * light by default; mobile-number registration on, free play off. Everything brand-specific
 * lives here (README "Make a new brand", docs/product/brands.md).
 */
export const brandConfig: BrandConfigInput = {
  code: 'vn',
  name: 'Portal VN',
  merchantCode: 'VN001',
  platform: 'W',
  languages: ['vi', 'en'],
  defaultLanguage: 'vi',
  currency: { symbol: '₫', symbolPosition: 'after', symbolSpacing: true, decimals: 0, thousandsSeparator: '.', decimalSeparator: ',' },
  featureSwitches: {
    MOBILENUMREG3: true,
    FREEPLAY3: false,
    DIRECTREG3: true,
  },
  defaultTheme: 'light',
  theme: {
    accent: { dark: '#f06595', light: '#c2255c' },
    fontFamily: '"Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    radius: 12,
  },
  logo: '/logo.svg',
  appIcon: '/app-icon.svg',
  download: {
    android: 'https://portal-vn.example/download/android.apk',
    ios: 'https://portal-vn.example/download/ios',
  },
  social: {
    facebook: 'https://facebook.com/portalvn',
    telegram: 'https://t.me/portalvn',
  },
  footer: {
    responsibleGaming: {
      vi: 'Chơi có trách nhiệm. Chỉ dành cho người từ 18 tuổi trở lên.',
      en: 'Play responsibly. 18+ only.',
    },
    licence: {
      vi: 'Hoạt động theo giấy phép trò chơi trực tuyến số VN-0001 (môi trường trình diễn).',
      en: 'Operated under online gaming licence no. VN-0001 (demonstration environment).',
    },
  },
  support: {
    email: 'hotro@portal-vn.example',
    phone: '+84 28 0000 0000',
    hours: { vi: 'Hỗ trợ 24/7', en: 'Support 24/7' },
  },
};
