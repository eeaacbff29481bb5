import { BrandProvider, defineBrand } from '@portal/brand';
import { testBrand } from '@portal/brand/testing';
import { TestPlatformRoot } from '@portal/data-access/testing';
import { TestI18nProvider } from '@portal/i18n/testing';
import { renderWithTheme } from '@portal/ui-kit/testing';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PortalFooter } from '../PortalFooter';

function renderFooter(brand = testBrand, url = '/') {
  return renderWithTheme(
    <BrandProvider brand={brand}>
      <TestPlatformRoot responses={{}}>
        <TestI18nProvider>
          <MemoryRouter initialEntries={[url]}>
            <PortalFooter />
          </MemoryRouter>
        </TestI18nProvider>
      </TestPlatformRoot>
    </BrandProvider>,
  );
}

describe('PortalFooter', () => {
  it("links the member centre's responsible-gaming page over the current route, its parameters kept", () => {
    renderFooter(testBrand, '/rng?vendor=PG&page=2');
    expect(screen.getByRole('link', { name: 'Responsible gaming' })).toHaveAttribute('href', '/rng?vendor=PG&page=2&member=responsibleGaming');
  });

  it("shows the brand's licence and responsible-gaming lines in the current language, and its support contacts", () => {
    const brand = defineBrand({
      code: 'vn',
      name: 'Portal VN',
      merchantCode: 'VN001',
      languages: ['vi', 'en'],
      defaultLanguage: 'vi',
      logo: '/logo.svg',
      footer: { licence: { vi: 'Giấy phép VN-0001', en: 'Licence VN-0001' }, responsibleGaming: { vi: 'Chơi có trách nhiệm', en: 'Play responsibly, 18+' } },
      support: { email: 'help@vn.example', phone: '+84 28 0000 0000', hours: { vi: '24/7', en: 'Around the clock' } },
    });
    renderFooter(brand);
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent('Licence VN-0001');
    expect(footer).toHaveTextContent('Play responsibly, 18+');
    expect(footer).not.toHaveTextContent('Giấy phép');
    expect(screen.getByRole('link', { name: 'help@vn.example' })).toHaveAttribute('href', 'mailto:help@vn.example');
    expect(screen.getByRole('link', { name: '+84 28 0000 0000' })).toHaveAttribute('href', 'tel:+842800000000');
    expect(footer).toHaveTextContent('Around the clock');
  });

  it("shows the portal's own responsible-gaming line and no contacts when the brand has none", () => {
    renderFooter();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Play responsibly. 18+ only.');
    expect(screen.queryByRole('link', { name: /@/ })).not.toBeInTheDocument();
  });
});
