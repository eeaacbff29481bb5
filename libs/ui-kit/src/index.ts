import type {} from './styled';

// Theme
export * from './theme';
export * from './lib/theme/components/PortalThemeProvider';
export * from './lib/theme/types/PortalThemeProviderProps';
export * from './lib/theme/components/GlobalStyles';
export * from './lib/theme/hooks/useResolvedPortalTheme';

// Responsive
export * from './lib/responsive/constants/VIEWPORT_QUERIES';
export * from './lib/responsive/hooks/useViewport';

// React
export * from './lib/react/hooks/useLatest';

// Accessibility
export * from './lib/accessibility/components/VisuallyHidden';

// Input
export * from './lib/input/components/Button';
export * from './lib/input/components/Input';

// Feedback
export * from './lib/feedback/components/Spinner';
export * from './lib/feedback/components/Skeleton';
export * from './lib/feedback/components/Badge';

// Overlay
export * from './lib/overlay/components/Modal';
export * from './lib/overlay/components/ModalPlaceholder';
export * from './lib/overlay/components/Dialog';
export * from './lib/overlay/types/DialogVariant';
export * from './lib/overlay/components/Drawer';
export * from './lib/overlay/hooks/useSwipeToClose';
export * from './lib/overlay/constants/MODAL_WIDTH';
export * from './lib/overlay/constants/DIALOG_WIDTH';

// Navigation
export * from './lib/navigation/components/Tabs';
export * from './lib/navigation/components/Pagination';
export * from './lib/navigation/utils/getPaginationItems';
export * from './lib/navigation/constants/PAGINATION_PAGE_RANGE';
export * from './lib/navigation/constants/PAGINATION_MARGIN_PAGES';

// Carousel
export * from './lib/carousel/components/Carousel';
export * from './lib/carousel/constants/CAROUSEL_SLIDES_PER_VIEW';
export * from './lib/carousel/constants/CAROUSEL_GAP';
export * from './lib/carousel/constants/CAROUSEL_AUTOPLAY_MS';

// QR code
export * from './lib/qr-code/components/QRCode';
export * from './lib/qr-code/constants/QR_CODE_DEFAULTS';

// Money
export * from './lib/money/components/Money';
export * from './lib/money/utils/formatMoney';
export * from './lib/money/contexts/MoneyFormatContext';
export * from './lib/money/hooks/useFormatMoney';
export * from './lib/money/hooks/useMoneyFormat';
export * from './lib/money/constants/MONEY_HIDDEN_MASK';
export * from './lib/money/constants/DEFAULT_CURRENCY_SYMBOL';

// Image
export * from './lib/image/components/LazyImage';
export * from './lib/image/constants/LAZY_IMAGE_DEFAULTS';
export { holdImageLoads } from './lib/image/utils/scheduleImageLoad';
export * from './lib/image/utils/imageCdn';
export * from './lib/deferred/components/RenderWhenNear';
export * from './lib/deferred/hooks/useAfterFirstCommit';
export * from './lib/deferred/hooks/useIdle';

// Data display
export * from './lib/data-display/components/Table';
export * from './lib/data-display/contexts/TableCardLabelsContext';
export * from './lib/data-display/types/TableCardRole';
export * from './lib/data-display/types/TableColumn';
export * from './lib/data-display/types/TableColumnKind';
export * from './lib/data-display/types/TableSorting';
export * from './lib/data-display/constants/TABLE_LOADING_ROWS';

// Choice fields
export * from './lib/input/components/SelectOption';
export * from './lib/input/components/Select';
export * from './lib/input/components/ComboBox';
export * from './lib/input/utils/matchesOption';

// Date
export * from './lib/date/components/DateRangePicker';
export * from './lib/date/utils/resolveCalendarLocale';
export * from './lib/date/utils/dateRangeDays';

// States, icon button, stat card, tooltip
export * from './lib/feedback/components/EmptyState';
export * from './lib/feedback/components/ErrorState';
export * from './lib/input/components/IconButton';
export * from './lib/data-display/components/StatCard';
export * from './lib/data-display/components/StatGrid';
export * from './lib/overlay/components/Tooltip';

// Menu
export * from './lib/menu/components/Menu';
export * from './lib/menu/components/MenuItem';

// Toast
export * from './lib/toast/components/ToastRegion';
export * from './lib/toast/utils/toast';
export * from './lib/toast/constants/TOAST_DURATION_MS';
export type { ToastOptions, ToastTone } from './lib/toast/utils/toast';

// Chart
export * from './lib/chart/components/Chart';
export * from './lib/chart/components/ChartTypes';
export * from './lib/accessibility/hooks/usePrefersReducedMotion';
