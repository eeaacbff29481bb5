import { useLingui } from '@lingui/react/macro';
import { CENTRE_MENU_PAGE, centrePageShownState } from '@portal/data-access';
import { IconButton, Modal, Spinner, useAfterFirstCommit, useViewport } from '@portal/ui-kit';
import { Suspense, use, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useSetAtom } from 'jotai';
import styled from 'styled-components';
import type { LazyComponent } from '@portal/ui-kit/lazy';
import { useCentreAddress, type CentreAddress } from '../hooks/useCentreAddress';
import { useCentreStack } from '../hooks/useCentreStack';
import { TranslatedTableCardLabels } from '../../table/components/TranslatedTableCardLabels';
import type { CentreEntry } from '../utils/centreEntry';
import type { CentrePages } from '../utils/centrePage';
import { CentreBackIcon, CentreCloseIcon } from './CentreIcons';
import { CentreMenu } from './CentreMenu';
import { ChunkBoundary } from '../../chunks/components/ChunkBoundary';

export interface CentreOverlayProps<TPage extends string> {
  /** The address parameter (`member` → `?member=<pageId>`). */
  param: string;
  /** Every page of the centre, in menu order (a label and a `lazyComponent` per line). */
  pages: CentrePages<TPage>;
  /** The entries this player sees, in menu order, with their badges; `undefined` while not known. */
  entries: readonly CentreEntry<TPage>[] | undefined;
  /** The player may see the centre and what the frame needs is loaded (the member, the menu's counts). */
  ready: boolean;
  /** The centre's name: the dialog's name, the desktop's title, the phone menu's title. */
  title: string;
  closeLabel: string;
  /** Accessible name of the menu. */
  menuLabel: string;
  /** Desktop width in px. */
  width: number;
  /** Where the menu sits beside the page, the page's label titles it (pages that title themselves: false). */
  pageTitle?: boolean;
}

const StyledLayout = styled.div`
  display: grid;
  grid-template-columns: 220px minmax(0, 1fr);
  height: min(760px, calc(100vh - ${({ theme }) => theme.spacing(24)}));

  ${({ theme }) => theme.media.belowDesktop} {
    grid-template-columns: 200px minmax(0, 1fr);
  }
`;

const StyledAside = styled.div`
  overflow: auto;
  border-right: 1px solid ${({ theme }) => theme.color.border.subtle};
  background: ${({ theme }) => theme.color.surface.sunken};
`;

const StyledMain = styled.section`
  min-width: 0;
  overflow: auto;
  padding: ${({ theme }) => theme.spacing(6)};
`;

const StyledPageTitle = styled.h3`
  margin: ${({ theme }) => theme.spacing(0, 0, 5)};
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const StyledCentered = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.spacing(10)};
`;

const StyledPhoneHeader = styled.div`
  position: sticky;
  top: 0;
  z-index: 2;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
  min-height: ${({ theme }) => theme.component.header.heightPhone}px;
  padding: ${({ theme }) => theme.spacing(1)};
  padding-top: calc(${({ theme }) => theme.spacing(1)} + env(safe-area-inset-top, 0px));
  border-bottom: 1px solid ${({ theme }) => theme.color.border.subtle};
  background: ${({ theme }) => theme.component.modal.background};
`;

const StyledPhoneTitle = styled.h2<{ $inset: boolean }>`
  flex: 1;
  min-width: 0;
  margin: 0;
  padding-left: ${({ theme, $inset }) => ($inset ? theme.spacing(3) : '0')};
  overflow: hidden;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-overflow: ellipsis;
  white-space: nowrap;
  outline: none;
`;

const StyledPhonePage = styled.section`
  min-width: 0;
  padding: ${({ theme }) => theme.spacing(4)};
  padding-bottom: calc(${({ theme }) => theme.spacing(6)} + env(safe-area-inset-bottom, 0px));
`;

/**
 * A centre's frame (docs/product/centres.md "One machinery"), the same for the member centre and
 * the agent centre: the address names the page (`?<param>=<pageId>`, `useCentreAddress`), each
 * page is its own chunk (`lazyComponent`), the menu lists the player's entries as links. Where the
 * menu fits beside the page (tablet, desktop) it is a modal with the menu on the left; on a phone
 * it takes the whole screen, the menu is the first screen and a page opens over it with a back
 * button, and the history agrees (`useCentreStack`). An unknown page, or one this player does not
 * have, is replaced by the first entry (the menu on a phone). Nothing shows until the frame's data
 * and the first page's chunk are in; later pages show a spinner while their chunk loads.
 */
export function CentreOverlay<TPage extends string>(props: CentreOverlayProps<TPage>) {
  const { param, entries, ready } = props;
  const address = useCentreAddress<TPage>(param);
  const phone = useViewport() === 'phone';
  const requested = address.page;
  const known = ready && entries !== undefined;
  const listed = (value: string | null): value is TPage => entries?.some((entry) => entry.page === value) ?? false;
  let screen: TPage | typeof CENTRE_MENU_PAGE | null = null;
  if (known && requested !== null) {
    if (listed(requested)) screen = requested;
    else if (phone && requested === CENTRE_MENU_PAGE) screen = CENTRE_MENU_PAGE;
  }
  const fallback = phone ? CENTRE_MENU_PAGE : entries?.[0]?.page;
  const { goTo } = address;
  useEffect(() => {
    if (known && requested !== null && screen === null && fallback !== undefined) goTo(fallback, { replace: true });
  }, [known, requested, screen, fallback, goTo]);
  const stack = useCentreStack({ param, screen, phone });
  // The page's chunk is asked for with the frame's data, not after it, in a task of its own: its
  // preload links (one per file) are not added inside the effects of the render that opened the
  // centre (docs/product/performance.md "A centre's frame, then its screen").
  const { pages } = props;
  const named = requested !== null && Object.hasOwn(pages, requested) ? pages[requested as TPage] : undefined;
  useEffect(() => {
    const timer = setTimeout(() => void named?.view.preload(), 0);
    return () => clearTimeout(timer);
  }, [named]);

  if (screen === null || stack.building || entries === undefined) return null;
  return <CentreOpen {...props} entries={entries} screen={screen} phone={phone} address={address} back={stack.back} />;
}

interface CentreOpenProps<TPage extends string> extends CentreOverlayProps<TPage> {
  entries: readonly CentreEntry<TPage>[];
  screen: TPage | typeof CENTRE_MENU_PAGE;
  phone: boolean;
  address: CentreAddress<TPage>;
  back: () => void;
}

/** The centre while it is open: mounted when it opens, so the first screen is the one it opened on. */
function CentreOpen<TPage extends string>({ screen, pages, ...props }: CentreOpenProps<TPage>) {
  const [first] = useState(screen);
  const firstView = first === CENTRE_MENU_PAGE ? undefined : pages[first].view;
  return (
    // Hidden until the first page's chunk is in: the centre appears with its page (on a phone, the
    // page a task after the frame).
    <Suspense fallback={null}>
      <ChunkGate view={firstView} />
      <TranslatedTableCardLabels>
        {props.phone ? <PhoneCentre screen={screen} pages={pages} {...props} /> : <SideBySideCentre screen={screen as TPage} pages={pages} {...props} />}
      </TranslatedTableCardLabels>
    </Suspense>
  );
}

/**
 * Suspends until a page's chunk is over, loaded or failed (the page's boundary shows a failure):
 * `preload()` is one shared promise per page that never rejects, so `use` waits on it.
 */
function ChunkGate({ view }: { view: LazyComponent<object> | undefined }) {
  if (view && !view.loaded()) use(view.preload());
  return null;
}

function PageView({ view, pageKey }: { view: LazyComponent<object>; pageKey: string }) {
  const { t } = useLingui();
  const View = view;
  return (
    <ChunkBoundary key={pageKey} place="centre">
      <Suspense
        fallback={
          <StyledCentered>
            <Spinner size="lg" label={t`Loading…`} />
          </StyledCentered>
        }
      >
        <View key={pageKey} />
        <PageShown />
      </Suspense>
    </ChunkBoundary>
  );
}

/** Says that a page has rendered: what waits for the centre's page starts (`centrePageShownState`). */
function PageShown() {
  const setShown = useSetAtom(centrePageShownState);
  useEffect(() => setShown(true), [setShown]);
  return null;
}

function SideBySideCentre<TPage extends string>({
  screen,
  pages,
  entries,
  address,
  title,
  closeLabel,
  menuLabel,
  width,
  pageTitle = true,
}: Omit<CentreOpenProps<TPage>, 'screen'> & { screen: TPage }) {
  const { i18n } = useLingui();
  const currentLinkRef = useRef<HTMLAnchorElement>(null);
  const titleId = useId();
  const label = i18n._(pages[screen].label);
  return (
    <Modal open onClose={address.close} title={title} closeLabel={closeLabel} width={width} initialFocusRef={currentLinkRef} flush>
      <StyledLayout>
        <StyledAside>
          <CentreMenu label={menuLabel} pages={pages} entries={entries} current={screen} hrefFor={address.hrefFor} currentRef={currentLinkRef} />
        </StyledAside>
        <StyledMain {...(pageTitle ? { 'aria-labelledby': titleId } : { 'aria-label': label })}>
          {pageTitle ? <StyledPageTitle id={titleId}>{label}</StyledPageTitle> : null}
          <PageView view={pages[screen].view} pageKey={screen} />
        </StyledMain>
      </StyledLayout>
    </Modal>
  );
}

function PhoneCentre<TPage extends string>({ screen, pages, entries, address, back, title, closeLabel, menuLabel }: CentreOpenProps<TPage>) {
  const { t, i18n } = useLingui();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  const menu = screen === CENTRE_MENU_PAGE;
  // The frame (the modal, its bar, focus on the title) commits first, the first screen in the next
  // task: together they were one task of 120 ms at 4× CPU (docs/product/performance.md).
  const screenShown = useAfterFirstCommit();
  // Each screen says where the player is: focus goes to its title (the menu link or back button that led here is gone).
  useEffect(() => headingRef.current?.focus(), [screen]);
  let body: ReactNode;
  if (screen === CENTRE_MENU_PAGE) body = <CentreMenu label={menuLabel} pages={pages} entries={entries} hrefFor={address.hrefFor} phone />;
  else
    body = (
      <StyledPhonePage aria-labelledby={titleId}>
        <PageView view={pages[screen].view} pageKey={screen} />
      </StyledPhonePage>
    );
  return (
    <Modal open onClose={address.close} ariaLabel={title} phoneLayout="fullscreen" initialFocusRef={headingRef} flush>
      <StyledPhoneHeader>
        {menu ? null : <IconButton label={t`Back to the menu`} icon={<CentreBackIcon />} variant="ghost" showTooltip={false} onPress={back} />}
        <StyledPhoneTitle id={titleId} ref={headingRef} tabIndex={-1} $inset={menu}>
          {screen === CENTRE_MENU_PAGE ? title : i18n._(pages[screen].label)}
        </StyledPhoneTitle>
        <IconButton label={closeLabel} icon={<CentreCloseIcon />} variant="ghost" showTooltip={false} onPress={address.close} />
      </StyledPhoneHeader>
      {screenShown ? (
        body
      ) : (
        <StyledCentered>
          <Spinner size="lg" label={t`Loading…`} />
        </StyledCentered>
      )}
    </Modal>
  );
}
