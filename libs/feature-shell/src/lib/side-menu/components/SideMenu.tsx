import { useLingui } from '@lingui/react/macro';
import { useBrand } from '@portal/brand';
import { activeModalState, usePermission } from '@portal/data-access';
import { LOCALE_NAMES } from '@portal/i18n';
import { useLanguageSwitch } from '@portal/page-kit';
import { VisuallyHidden } from '@portal/ui-kit';
import { useSetAtom } from 'jotai';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { useShellOptions } from '../../app/contexts/ShellOptionsContext';
import { useOpenMemberCentre } from '../../header/hooks/useOpenMemberCentre';
import { useOpenCustomerService } from '../../customer-service/hooks/useOpenCustomerService';
import { ShellIcon } from '../../icons/components/ShellIcon';
import { SOCIAL_NETWORKS } from '../constants/SOCIAL_NETWORKS';
import { useSectionOffered } from '../hooks/useSectionOffered';
import { useSideMenuCategories } from '../hooks/useSideMenuCategories';
import { SideMenuAppDownload } from './SideMenuAppDownload';
import { SideMenuCategoryItem } from './SideMenuCategoryItem';
import { StyledLabel, StyledMenuAnchor, StyledMenuButton, StyledMenuLink, StyledMenuList, StyledSectionTitle, StyledSubList } from './SideMenuStyles';

const StyledSideMenu = styled.aside<{ $mini: boolean; $inDrawer: boolean }>`
  position: ${({ $inDrawer }) => ($inDrawer ? 'static' : 'sticky')};
  top: 0;
  align-self: start;
  height: ${({ $inDrawer }) => ($inDrawer ? 'auto' : '100vh')};
  flex-shrink: 0;
  width: ${({ theme, $mini, $inDrawer }) => ($inDrawer ? '100%' : `${$mini ? theme.component.sideMenu.widthMini : theme.component.sideMenu.width}px`)};
  background: ${({ theme }) => theme.component.sideMenu.background};
  border-right: ${({ theme, $inDrawer }) => ($inDrawer ? '0' : `1px solid ${theme.color.border.subtle}`)};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1)};
  padding: ${({ theme }) => theme.spacing(4, 2)};
  transition: width ${({ theme }) => theme.motion.duration.normal} ${({ theme }) => theme.motion.easing.standard};
  overflow: hidden auto;
  z-index: ${({ theme }) => theme.zIndex.sideMenu};
`;

const StyledSocialRow = styled.div<{ $mini: boolean }>`
  display: flex;
  flex-direction: ${({ $mini }) => ($mini ? 'column' : 'row')};
  gap: ${({ theme }) => theme.spacing(1)};
  padding: ${({ theme }) => theme.spacing(2, 1)};

  a {
    width: auto;
    justify-content: center;
  }
`;

const StyledToggle = styled.button`
  margin-top: auto;
  flex-shrink: 0;
  display: grid;
  place-items: center;
  min-height: 40px;
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.color.text.secondary};
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
  }
`;

function MenuText({ mini, children }: { mini: boolean; children: string }) {
  return mini ? <VisuallyHidden>{children}</VisuallyHidden> : <StyledLabel>{children}</StyledLabel>;
}

export interface SideMenuProps {
  mini: boolean;
  onToggleMini: () => void;
  /** Inside the phone's drawer (docs/product/phone-layout.md): full width, no mini toggle. */
  inDrawer?: boolean;
}

/**
 * The left side menu (docs/product/shell-and-navigation.md): Home, In-House, the game categories that have vendors (with
 * vendor icons and an 'all' entry), Promotions (each section only when the white-label menu
 * offers it), the language list (more than one language),
 * the customer-service submenu, app-download QR codes, social links and the mini/expanded toggle.
 */
export function SideMenu({ mini, onToggleMini, inDrawer = false }: SideMenuProps) {
  const { t } = useLingui();
  const brand = useBrand();
  const { memberCentreAvailable } = useShellOptions();
  const { categories } = useSideMenuCategories();
  const offered = useSectionOffered();
  const { data: permission } = usePermission();
  const { language: currentLanguage, languages, switchLanguage } = useLanguageSwitch();
  const openModal = useSetAtom(activeModalState);
  const openMemberCentre = useOpenMemberCentre();
  const customerService = useOpenCustomerService();
  const [serviceOpen, setServiceOpen] = useState(false);
  const serviceListId = useId();

  const configuredSocial = SOCIAL_NETWORKS.map((network) => ({
    ...network,
    url: brand.social[network.key] || permission?.resources[network.resource]?.url,
  })).filter((item) => item.url);

  return (
    <StyledSideMenu $mini={mini} $inDrawer={inDrawer} aria-label={inDrawer ? undefined : t`Side menu`} as={inDrawer ? 'div' : undefined}>
      <nav aria-label={t`Main menu`}>
        <StyledMenuList>
          <li>
            <StyledMenuLink to="/" end title={mini ? t`Home` : undefined}>
              <ShellIcon name="home" />
              <MenuText mini={mini}>{t`Home`}</MenuText>
            </StyledMenuLink>
          </li>
          {offered('/inhouse') && (
            <li>
              <StyledMenuLink to="/inhouse" title={mini ? t`In-House` : undefined}>
                <ShellIcon name="inhouse" />
                <MenuText mini={mini}>{t`In-House`}</MenuText>
              </StyledMenuLink>
            </li>
          )}
          {categories.map((category) => (
            <SideMenuCategoryItem key={category.menu.gameType} category={category} mini={mini} />
          ))}
          {offered('/promotions') && (
            <li>
              <StyledMenuLink to="/promotions" title={mini ? t`Promotions` : undefined}>
                <ShellIcon name="promotions" />
                <MenuText mini={mini}>{t`Promotions`}</MenuText>
              </StyledMenuLink>
            </li>
          )}
        </StyledMenuList>
      </nav>

      {languages.length > 1 && !mini && (
        <section aria-labelledby={`${serviceListId}-lang`}>
          <StyledSectionTitle id={`${serviceListId}-lang`}>{t`Language`}</StyledSectionTitle>
          <StyledMenuList>
            {languages.map((locale) => (
              <li key={locale}>
                <StyledMenuButton type="button" aria-pressed={currentLanguage === locale} onClick={() => switchLanguage(locale)} lang={locale}>
                  <ShellIcon name="language" />
                  <StyledLabel>{LOCALE_NAMES[locale]}</StyledLabel>
                </StyledMenuButton>
              </li>
            ))}
          </StyledMenuList>
        </section>
      )}

      <StyledMenuList>
        <li>
          <StyledMenuButton
            type="button"
            aria-expanded={serviceOpen}
            aria-controls={serviceListId}
            onClick={() => (mini ? customerService.open() : setServiceOpen((value) => !value))}
            title={mini ? t`Customer service` : undefined}
          >
            <ShellIcon name="support" />
            <MenuText mini={mini}>{t`Customer service`}</MenuText>
            {!mini && <ShellIcon name="chevronDown" size={16} />}
          </StyledMenuButton>
          {serviceOpen && !mini && (
            <StyledSubList id={serviceListId}>
              {customerService.offered && (
                <li>
                  <StyledMenuButton type="button" onClick={customerService.open}>
                    <ShellIcon name="chat" size={18} />
                    <StyledLabel>{t`Online customer service`}</StyledLabel>
                  </StyledMenuButton>
                </li>
              )}
              {memberCentreAvailable && (
                <li>
                  <StyledMenuButton type="button" onClick={() => openMemberCentre('messageV2')}>
                    <ShellIcon name="message" size={18} />
                    <StyledLabel>{t`Platform messages`}</StyledLabel>
                  </StyledMenuButton>
                </li>
              )}
              <li>
                <StyledMenuButton type="button" onClick={() => openModal('notice')}>
                  <ShellIcon name="announcement" size={18} />
                  <StyledLabel>{t`Announcements`}</StyledLabel>
                </StyledMenuButton>
              </li>
              <li>
                <StyledMenuLink to="/helpmc">
                  <ShellIcon name="help" size={18} />
                  <StyledLabel>{t`Help centre`}</StyledLabel>
                </StyledMenuLink>
              </li>
            </StyledSubList>
          )}
        </li>
      </StyledMenuList>

      <SideMenuAppDownload mini={mini} inDrawer={inDrawer} />

      {configuredSocial.length > 0 && (
        <StyledSocialRow $mini={mini} aria-label={t`Follow us`} role="group">
          {configuredSocial.map((item) => (
            <StyledMenuAnchor key={item.key} href={item.url} target="_blank" rel="noopener noreferrer" aria-label={item.label} title={item.label}>
              <ShellIcon name={item.key} />
            </StyledMenuAnchor>
          ))}
        </StyledSocialRow>
      )}

      {!inDrawer && (
        <StyledToggle type="button" onClick={onToggleMini} aria-expanded={!mini} aria-label={mini ? t`Expand menu` : t`Collapse menu`}>
          <ShellIcon name={mini ? 'chevronRight' : 'chevronLeft'} />
        </StyledToggle>
      )}
    </StyledSideMenu>
  );
}
