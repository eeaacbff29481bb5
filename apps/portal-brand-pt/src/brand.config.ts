import type { BrandConfigInput } from '@portal/brand';

/** The PT brand: Portuguese only, `$` with 2 decimals and thousands separators, dark by default. */
export const brandConfig: BrandConfigInput = {
  code: 'pt',
  name: 'Portal PT',
  merchantCode: 'PT001',
  platform: 'W',
  languages: ['pt'],
  defaultLanguage: 'pt',
  currency: { symbol: '$', symbolPosition: 'before', symbolSpacing: false, decimals: 2, thousandsSeparator: ',', decimalSeparator: '.' },
  featureSwitches: {
    DIRECTREG3: true,
    FREEPLAY3: true,
    CBS3: true,
    PWDEXPFORCECHANGE3: true,
  },
  // The operator measures visits with Google's tag (its id comes from the platform): the build's CSP admits it.
  analytics: { gtag: true },
  defaultTheme: 'dark',
  // Light gold lightened from #b7791f (3.9:1) so the dark text on accent buttons reaches 4.8:1 (WCAG AA).
  theme: { accent: { dark: '#f5b942', light: '#c8882a' } },
  logo: '/logo.svg',
  appIcon: '/app-icon.svg',
  download: {
    android: 'https://portal-pt.example/download/android.apk',
    ios: 'https://portal-pt.example/download/ios',
  },
  social: {
    facebook: 'https://facebook.com/portalpt',
    whatsapp: 'https://wa.me/5511999999999',
    telegram: 'https://t.me/portalpt',
  },
  footer: {
    responsibleGaming: { pt: 'Jogue com responsabilidade. Proibido para menores de 18 anos.' },
    licence: { pt: 'Operado sob licença de jogos online nº PT-0001 (ambiente de demonstração).' },
  },
  support: { email: 'suporte@portal-pt.example', phone: '+55 11 4000-0000', hours: { pt: 'Todos os dias, 24 horas' } },
  responsibleGaming: {
    riskWarning: {
      pt: 'Apostas envolvem risco de perda financeira e podem causar dependência. Aposte apenas o que pode perder. Proibido para menores de 18 anos.',
      en: 'Betting involves a risk of financial loss and can be addictive. Only bet what you can afford to lose. No one under 18.',
    },
    helpLines: [
      {
        name: { pt: 'CVV – Centro de Valorização da Vida', en: 'CVV – emotional support line' },
        phone: '188',
        url: 'https://cvv.org.br',
        hours: { pt: '24 horas, ligação gratuita', en: '24 hours, free call' },
      },
      { name: { pt: 'Jogadores Anônimos Brasil', en: 'Gamblers Anonymous Brazil' }, url: 'https://jogadoresanonimos.com.br' },
    ],
  },
};
